import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@gym/contracts';
import { backendsGone, terminateConnections } from '../../../scripts/test/db';
import type { TestClient } from '../testing/httpClient';
import { memberWithMembership } from '../testing/fixtures';
import { startProduct, type Product } from '../testing/productHarness';

const LANES = 6;
const PER_LANE = 10;
/** The burst is cut when this many payments have been sent. */
const CUT_AFTER = [8, 25, 42];
const MAX_ATTEMPTS = 20;

type Answer = Awaited<ReturnType<TestClient['post']>>;

describe('a database restart or failover (every connection cut)', () => {
  let p: Product;
  let staff: TestClient;
  beforeAll(async () => {
    p = await startProduct();
    staff = await p.signedIn('staff');
  });
  afterAll(() => p?.close());

  it('answers 503 with Retry-After (never 500), records every acknowledged payment once, and goes on', async () => {
    const admin = await p.signedIn('admin');
    const memberships = await Promise.all(
      Array.from({ length: LANES }, async () => {
        const { membership } = await memberWithMembership(admin, { price: '100000' });
        return membership.id as string;
      }),
    );

    const answers: Answer[] = [];
    const retriedAfter503 = new Set<string>();
    const cuts: Promise<number[]>[] = [];
    let sent = 0;

    async function payOnce(membershipId: string, key: string) {
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
        sent += 1;
        if (CUT_AFTER.includes(sent)) {
          const cut = terminateConnections(p.databaseUrl);
          cut.catch(() => undefined); // awaited (and so reported) after the burst
          cuts.push(cut);
        }
        const res = await staff.post(
          '/api/payments',
          { membershipId, amount: '10', paymentMethod: 'cash' },
          { 'Idempotency-Key': key },
        );
        answers.push(res);
        if (res.status !== 503) return res;
        retriedAfter503.add(key);
      }
      throw new Error(`payment ${key} still refused after ${MAX_ATTEMPTS} attempts`);
    }

    const finals = (
      await Promise.all(
        memberships.map(async (membershipId, lane) => {
          const mine: Answer[] = [];
          for (let i = 0; i < PER_LANE; i += 1) {
            mine.push(await payOnce(membershipId, `cut-${lane}-${i}`));
          }
          return mine;
        }),
      )
    ).flat();
    const terminated = await Promise.all(cuts);

    // Each cut found the product connected, and ended its connections.
    expect(terminated).toHaveLength(CUT_AFTER.length);
    for (const pids of terminated) expect(pids.length).toBeGreaterThan(0);
    // Nothing the cut did was answered as our own fault.
    expect(answers.filter((a) => a.status >= 500 && a.status !== 503).map((a) => a.text)).toEqual(
      [],
    );
    for (const refused of answers.filter((a) => a.status === 503)) {
      expect(refused.body).toEqual({ message: messages.databaseUnavailable });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Recorded: 201 (200 for a retry the log already had), or 202 while the read side is still
    // catching up after a cut.
    for (const answer of finals) expect([200, 201, 202], answer.text).toContain(answer.status);

    // Every acknowledged payment is in the log exactly once, retries after a 503 included.
    const ids = finals.map((a) => a.body.id as string);
    expect(new Set(ids).size).toBe(LANES * PER_LANE);
    const logged = await p
      .db('events')
      .where({ event_type: 'PaymentRecorded' })
      .select(p.db.raw(`data->>'paymentId' as id`));
    const counts = new Map<string, number>();
    for (const { id } of logged as { id: string }[]) counts.set(id, (counts.get(id) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual([...ids].sort());
    expect([...counts.values()].every((n) => n === 1)).toBe(true);

    // The read model catches up with all of them after the cuts.
    const listed = async () =>
      (await staff.get(`/api/payments?_start=0&_end=${LANES * PER_LANE + 10}`)).body as {
        id: string;
      }[];
    await expect.poll(async () => (await listed()).length, { timeout: 20_000 }).toBe(ids.length);
    expect((await listed()).map((x) => x.id).sort()).toEqual([...ids].sort());

    // Cut again: the next new requests succeed on fresh connections.
    const lastCut = await terminateConnections(p.databaseUrl);
    expect(lastCut.length).toBeGreaterThan(0);
    await backendsGone(lastCut);
    const after = await staff.post(
      '/api/payments',
      { membershipId: memberships[0], amount: '10', paymentMethod: 'cash' },
      { 'Idempotency-Key': 'after-the-cut' },
    );
    expect([201, 202], after.text).toContain(after.status);
    await expect
      .poll(async () => (await staff.get(`/api/payments/receipt/${after.body.id}`)).status, {
        timeout: 20_000,
      })
      .toBe(200);
    expect((await p.client().get('/api/health')).status).toBe(200);
    // Reported so a run shows the cuts hit requests in flight (not a rule: timing decides).
    console.info(`connection loss: ${retriedAfter503.size} payment(s) retried after a 503`);
  });
});
