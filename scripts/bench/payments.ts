import { randomUUID } from 'node:crypto';
import { isRecord, jsonOf, type BrowserClient } from './client';
import type { MembershipRef } from './fixtures';
import { runLoad, type LoadResult } from './load';

export interface PaymentAnswer {
  id: string;
  /** Filled when receipt numbering had kept up by the time the POST answered. */
  receiptNumber: string | null;
}

/** POST /api/payments as the admin UI's RecordPayment form sends it (body and Idempotency-Key). */
export async function recordPayment(
  client: BrowserClient,
  membershipId: string,
): Promise<PaymentAnswer> {
  const answer = await client.post(
    '/api/payments',
    {
      membershipId,
      amount: '1',
      paymentMethod: 'cash',
      notes: null,
      receiptNumber: null,
      nextPaymentDueDate: null,
    },
    { 'Idempotency-Key': randomUUID() },
  );
  const body = jsonOf(answer);
  if (answer.status !== 201 || !isRecord(body) || typeof body.id !== 'string')
    throw new Error(`payment answered ${answer.status}: ${answer.text.slice(0, 200)}`);
  const number = body.receiptNumber;
  return { id: body.id, receiptNumber: typeof number === 'string' && number ? number : null };
}

export interface PaymentLoad {
  load: LoadResult;
  /** How many answers carried a receipt number. */
  numbered: number;
}

/** Each client pays into its own memberships in turn, closed loop, for a bounded time. */
export async function paymentLoad(
  clients: readonly BrowserClient[],
  memberships: readonly (readonly MembershipRef[])[],
  options: { durationMs: number; maxOpsPerClient: number },
): Promise<PaymentLoad> {
  let numbered = 0;
  const load = await runLoad({
    clients,
    durationMs: options.durationMs,
    maxOpsPerClient: options.maxOpsPerClient,
    warmupOpsPerClient: 2,
    op: async (client, c, i) => {
      const own = memberships[c]!;
      const answer = await recordPayment(client, own[Math.abs(i) % own.length]!.membershipId);
      if (i >= 0 && answer.receiptNumber) numbered += 1;
    },
  });
  return { load, numbered };
}

/**
 * Latencies of `count` payments one after another into one membership; stops early after
 * `budgetMs` (with at least one sample), so a slow system still finishes.
 */
export async function sequentialPayments(
  client: BrowserClient,
  membershipId: string,
  count: number,
  budgetMs: number,
): Promise<{ samples: number[]; numbered: number }> {
  const samples: number[] = [];
  let numbered = 0;
  const deadline = performance.now() + budgetMs;
  for (let i = 0; i < count && (i === 0 || performance.now() < deadline); i++) {
    const t = performance.now();
    const answer = await recordPayment(client, membershipId);
    samples.push(performance.now() - t);
    if (answer.receiptNumber) numbered += 1;
  }
  return { samples, numbered };
}
