import {
  MISMATCHES_LISTED,
  normaliseDigest,
  shortDigest,
  type BooksMismatchDto,
  type BooksSealed,
  type BooksVerificationDto,
  type DigestCheckDto,
  type SealSummaryDto,
} from '@gym/contracts';
import { GENESIS, chainNext } from './chain';
import type { LogRow, Pages, StoredRow } from './logSources';

/** Reads a stream of pages one row at a time, awaiting only when a page runs out. */
class PageReader<T> {
  private page: T[] = [];
  private at = 0;
  private done = false;
  private readonly iterator: AsyncIterator<T[]>;
  constructor(pages: Pages<T>) {
    this.iterator = pages[Symbol.asyncIterator]();
  }
  /** The next row, or null at the end; call `fill` first when `needsFill`. */
  peek(): T | null {
    return this.at < this.page.length ? this.page[this.at]! : null;
  }
  get needsFill(): boolean {
    return this.at >= this.page.length && !this.done;
  }
  async fill(): Promise<void> {
    while (this.needsFill) {
      const next = await this.iterator.next();
      if (next.done) this.done = true;
      else {
        this.page = next.value;
        this.at = 0;
      }
    }
  }
  advance(): void {
    this.at += 1;
  }
}

interface Position {
  commit: number;
  prepare: number;
}
const compare = (a: Position, b: Position) =>
  a.commit !== b.commit ? a.commit - b.commit : a.prepare - b.prepare;
const text = (p: Position) => `${p.commit}/${p.prepare}`;
const parse = (p: string): Position => {
  const [commit, prepare] = p.split('/');
  return { commit: Number(commit), prepare: Number(prepare) };
};

export const sealSummary = (seal: BooksSealed): SealSummaryDto => ({
  sealNumber: seal.sealNumber,
  sealedAt: seal.sealedAt,
  shortDigest: shortDigest(seal.headDigest),
  eventCount: seal.eventCount,
  lastPosition: seal.lastPosition,
});

/** The first 100 bits of a short digest, to compare with each head as the chain goes. */
function digestBits(digest: string): Buffer {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  let bits = '';
  for (const char of digest.replace(/-/g, '')) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  }
  const bytes = Buffer.alloc(13);
  for (let i = 0; i < 13; i += 1)
    bytes[i] = parseInt(bits.slice(i * 8, i * 8 + 8).padEnd(8, '0'), 2);
  return bytes;
}
const headMatches = (head: Buffer, bits: Buffer) =>
  head[0] === bits[0] &&
  head.compare(bits, 0, 12, 0, 12) === 0 &&
  (head[12]! & 0xf0) === (bits[12]! & 0xf0);

/**
 * Recomputes the books (docs/architecture.md "Seals"): each event's hash from the log against the
 * one the sealer recorded (changed, deleted, inserted), the chain from the log's hashes against
 * every seal, and a pasted short digest against the chain. `stored` must be read from a snapshot
 * taken before the log's, so nothing it holds is too new for the log.
 */
export async function verifyChain(input: {
  log: Pages<LogRow>;
  stored: Pages<StoredRow>;
  /** Every seal, in order. */
  seals: readonly BooksSealed[];
  /** The last event the sealer hashed, when the log rows carry `sealed` (else from `stored`). */
  lastHashed?: string | null;
  digest?: string;
  /** Names changed or inserted events (stream, type, id) by position, after the pass. */
  describe?: (
    positions: string[],
  ) => Promise<Map<string, Pick<StoredRow, 'eventId' | 'streamId' | 'eventType'>>>;
  now?: () => number;
}): Promise<BooksVerificationDto> {
  const clock = input.now ?? (() => performance.now());
  const started = clock();
  const log = new PageReader(input.log);
  const stored = new PageReader(input.stored);
  const seals = [...input.seals].sort((a, b) => a.sealNumber - b.sealNumber);
  const sealEnds = seals.map((s) => parse(s.lastPosition));
  const lastSealed = sealEnds.length ? sealEnds[sealEnds.length - 1]! : null;
  const lastHashed = input.lastHashed ? parse(input.lastHashed) : null;
  const mismatches: BooksMismatchDto[] = [];
  let mismatchCount = 0;
  const found = (m: BooksMismatchDto) => {
    mismatchCount += 1;
    if (mismatches.length < MISMATCHES_LISTED) mismatches.push(m);
  };
  const digest = input.digest === undefined ? null : normaliseDigest(input.digest);
  const bits = digest ? digestBits(digest) : null;
  let reachedAt: string | null = null;

  let head: Buffer = GENESIS;
  let nextSeal = 0;
  const checkSeal = (i: number) => {
    const seal = seals[i]!;
    if (head.toString('hex') !== seal.headDigest) {
      found({
        kind: 'seal',
        position: seal.lastPosition,
        streamId: null,
        eventType: null,
        eventId: null,
        sealNumber: seal.sealNumber,
        message: `Seal ${seal.sealNumber} (${seal.sealedAt}, ${shortDigest(seal.headDigest)}) no longer matches the log up to ${seal.lastPosition}`,
      });
    }
  };
  // Seals that end before `p`: the head is now as it was after their last event.
  const sealsBefore = (p: Position) => {
    while (nextSeal < seals.length && compare(sealEnds[nextSeal]!, p) < 0) checkSeal(nextSeal++);
  };
  const sealsAt = (p: Position) => {
    while (nextSeal < seals.length && compare(sealEnds[nextSeal]!, p) === 0) checkSeal(nextSeal++);
  };

  let events = 0;
  let bytes = 0;
  let unsealed = 0;
  for (;;) {
    if (log.needsFill) await log.fill();
    if (stored.needsFill) await stored.fill();
    const l = log.peek();
    const s = stored.peek();
    if (!l && !s) break;
    const order = l && s ? compare(l, s) : l ? -1 : 1;
    if (order > 0) {
      // Sealed, and gone from the log.
      sealsBefore(s!);
      found({
        kind: 'deleted',
        position: text(s!),
        streamId: s!.streamId,
        eventType: s!.eventType,
        eventId: s!.eventId,
        sealNumber: null,
        message: `Event ${text(s!)} (${s!.eventType} in ${s!.streamId}, id ${s!.eventId}) was sealed and is no longer in the log`,
      });
      stored.advance();
      continue;
    }
    const row = l!;
    sealsBefore(row);
    events += 1;
    bytes += row.bytes;
    if (row.sealed !== undefined) {
      if (row.sealed === 'changed') {
        found({
          kind: 'changed',
          position: text(row),
          streamId: null,
          eventType: null,
          eventId: null,
          sealNumber: null,
          message: `Event ${text(row)} changed since it was sealed`,
        });
      } else if (row.sealed === 'never' && lastHashed && compare(row, lastHashed) < 0) {
        found({
          kind: 'inserted',
          position: text(row),
          streamId: null,
          eventType: null,
          eventId: null,
          sealNumber: null,
          message: `Event ${text(row)} is inside the sealed range but was never sealed`,
        });
      }
    } else if (order === 0) {
      if (!row.hash.equals(s!.hash)) {
        found({
          kind: 'changed',
          position: text(row),
          streamId: s!.streamId,
          eventType: s!.eventType,
          eventId: s!.eventId,
          sealNumber: null,
          message: `Event ${text(row)} (${s!.eventType} in ${s!.streamId}, id ${s!.eventId}) changed since it was sealed`,
        });
      }
      stored.advance();
    } else if (s) {
      // Before the last event the sealer hashed, yet never hashed: put in afterwards.
      found({
        kind: 'inserted',
        position: text(row),
        streamId: null,
        eventType: null,
        eventId: null,
        sealNumber: null,
        message: `Event ${text(row)} is inside the sealed range but was never sealed`,
      });
    }
    if (lastSealed && compare(row, lastSealed) > 0) unsealed += 1;
    head = chainNext(head, row.hash);
    if (bits && reachedAt === null && headMatches(head, bits)) reachedAt = text(row);
    log.advance();
    sealsAt(row);
  }
  // Seals past the end of the log: their last events are gone.
  while (nextSeal < seals.length) checkSeal(nextSeal++);

  const unnamed = mismatches.filter((m) => m.eventId === null && m.kind !== 'seal');
  if (unnamed.length && input.describe) {
    const names = await input.describe(unnamed.map((m) => m.position));
    for (const m of unnamed) {
      const name = names.get(m.position);
      if (!name) continue;
      m.streamId = name.streamId;
      m.eventType = name.eventType;
      m.eventId = name.eventId;
      m.message =
        m.kind === 'changed'
          ? `Event ${m.position} (${name.eventType} in ${name.streamId}, id ${name.eventId}) changed since it was sealed`
          : `Event ${m.position} (${name.eventType} in ${name.streamId}, id ${name.eventId}) is inside the sealed range but was never sealed`;
    }
  }

  let digestCheck: DigestCheckDto | null = null;
  if (input.digest !== undefined) {
    const seal = digest ? seals.find((s) => shortDigest(s.headDigest) === digest) : undefined;
    const summary = seal ? sealSummary(seal) : null;
    const matches = reachedAt !== null && (!seal || reachedAt === seal.lastPosition);
    digestCheck = {
      digest: digest ?? input.digest,
      matches,
      seal: summary,
      message: !digest
        ? 'This is not a digest: 20 letters and digits, as in 7K3M-Q9TD-…'
        : matches
          ? `The books match this digest${seal ? `: seal ${seal.sealNumber} of ${seal.sealedAt}` : ''} (events up to ${reachedAt})`
          : seal
            ? `The books no longer match this digest: seal ${seal.sealNumber} of ${seal.sealedAt} is not what the log now gives`
            : 'The books do not match this digest: no seal of these books has it, and the log never reaches it',
    };
  }

  const sealsMatch = mismatchCount === 0 && (digestCheck?.matches ?? true);
  return {
    matches: sealsMatch,
    sealsMatch,
    eventsChecked: events,
    sealsChecked: seals.length,
    unsealedEvents: lastSealed ? unsealed : events,
    canonicalBytes: bytes,
    seconds: Math.round(clock() - started) / 1000,
    firstMismatch: mismatches[0] ?? null,
    mismatches,
    mismatchesCapped: mismatchCount > mismatches.length,
    digest: digestCheck,
    readModels: null,
  };
}
