import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { shortDigest, type BooksSealed } from '@gym/contracts';
import { GENESIS, chainNext, eventHash } from './chain';
import type { LogRow, StoredRow } from './logSources';
import { verifyChain } from './verify';

const pages = <T>(rows: T[]) => ({
  async *[Symbol.asyncIterator]() {
    for (let i = 0; i < rows.length; i += 2) yield rows.slice(i, i + 2);
  },
});

const log = (n: number): LogRow[] =>
  Array.from({ length: n }, (_, i) => ({
    commit: 7,
    prepare: (i + 1) * 10,
    hash: eventHash(`event ${i + 1}`),
    bytes: 7,
  }));
const storedOf = (rows: LogRow[]): StoredRow[] =>
  rows.map((r) => ({
    ...r,
    eventId: `id-${r.prepare}`,
    streamId: 'member-1',
    eventType: 'PaymentRecorded',
  }));

function sealsOver(rows: LogRow[], ends: number[]): BooksSealed[] {
  let head: Buffer = GENESIS;
  let previous: string | null = null;
  let from = 0;
  return ends.map((end, i) => {
    for (const row of rows.slice(from, end)) head = chainNext(head, row.hash);
    const seal: BooksSealed = {
      sealNumber: i + 1,
      firstPosition: `7/${(from + 1) * 10}`,
      lastPosition: `7/${end * 10}`,
      eventCount: end - from,
      headDigest: head.toString('hex'),
      previousDigest: previous,
      sealedAt: '2026-11-20T05:00:00.000Z',
    };
    previous = seal.headDigest;
    from = end;
    return seal;
  });
}

describe('the books chain', () => {
  it('is h_i = SHA-256(h_{i-1} ‖ SHA-256(event)) from 32 zero bytes', () => {
    const one = createHash('sha256').update('x').digest();
    expect(chainNext(GENESIS, eventHash('x'))).toEqual(
      createHash('sha256')
        .update(Buffer.concat([Buffer.alloc(32), one]))
        .digest(),
    );
  });

  it('matches when the log is as sealed, and checks a received digest', async () => {
    const rows = log(6);
    const seals = sealsOver(rows, [3, 5]);
    const result = await verifyChain({
      log: pages(rows),
      stored: pages(storedOf(rows.slice(0, 5))),
      seals,
      digest: shortDigest(seals[0]!.headDigest).toLowerCase(),
    });
    expect(result).toMatchObject({
      matches: true,
      eventsChecked: 6,
      sealsChecked: 2,
      unsealedEvents: 1,
      firstMismatch: null,
      digest: { matches: true, seal: { sealNumber: 1 } },
    });
  });

  it('names the changed, the deleted and the inserted event, and the seals they break', async () => {
    const rows = log(6);
    const seals = sealsOver(rows, [3, 6]);
    const stored = storedOf(rows);
    const tampered: LogRow[] = [
      rows[0]!,
      { ...rows[1]!, hash: eventHash('changed') },
      // rows[2] deleted
      rows[3]!,
      { commit: 7, prepare: 45, hash: eventHash('forged'), bytes: 6 },
      rows[4]!,
      rows[5]!,
    ];
    const result = await verifyChain({
      log: pages(tampered),
      stored: pages(stored),
      seals,
      digest: shortDigest(seals[1]!.headDigest),
    });
    expect(result.matches).toBe(false);
    expect(result.mismatches.map((m) => [m.kind, m.position])).toEqual([
      ['changed', '7/20'],
      ['deleted', '7/30'],
      ['seal', '7/30'],
      ['inserted', '7/45'],
      ['seal', '7/60'],
    ]);
    expect(result.firstMismatch?.message).toBe(
      'Event 7/20 (PaymentRecorded in member-1, id id-20) changed since it was sealed',
    );
    expect(result.digest).toMatchObject({ matches: false, seal: { sealNumber: 2 } });
  });

  it('says a digest no seal has does not match', async () => {
    const rows = log(3);
    const result = await verifyChain({
      log: pages(rows),
      stored: pages(storedOf(rows)),
      seals: sealsOver(rows, [3]),
      digest: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ',
    });
    expect(result.matches).toBe(false);
    expect(result.digest).toMatchObject({ matches: false, seal: null });
  });
});
