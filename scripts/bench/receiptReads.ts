import { createDb } from '@gym/platform';
import { oneRead, type ReadResult, type ReadSpec } from './reads';
import { ms } from './stats';
import { met, times } from './table';

/** The newest payment of the membership with the most payments: the receipt that grew with them. */
export interface LongestReceipt {
  paymentId: string;
  payments: number;
}

export async function longestReceipt(url: string): Promise<LongestReceipt | null> {
  const db = createDb(url);
  try {
    const { rows } = (await db.raw(`
      select p.id, m.n from (
        select membership_id, count(*)::int as n from payments
         group by membership_id order by n desc limit 1) m
      join lateral (select id from payments where membership_id = m.membership_id
                     order by paid_at desc, id desc limit 1) p on true`)) as {
      rows: { id: string; n: number }[];
    };
    return rows[0] ? { paymentId: rows[0].id, payments: rows[0].n } : null;
  } finally {
    await db.destroy();
  }
}

/** The receipt, JSON and PDF, of the longest membership's newest payment. */
export function longestReceiptReads(longest: LongestReceipt): ReadSpec[] {
  const of = `the longest membership (${longest.payments} payments)`;
  return [
    oneRead(`receipt JSON, ${of}`, `/api/payments/receipt/${longest.paymentId}`),
    oneRead(`receipt PDF, ${of}`, `/api/payments/${longest.paymentId}/receipt.pdf`),
  ];
}

/** Receipts are kept as issued: one read each, p50 ≤ 50 ms whatever the history (issue 22). */
export const RECEIPT_P50_TARGET_MS = 50;

export function isReceiptRead(result: ReadResult): boolean {
  return /^receipt (JSON|PDF)/.test(result.spec.name);
}

/** The report row of a receipt read against its p50 target, beside /api/user's p50. */
export function receiptRow(result: ReadResult, userP50: number) {
  const { p50 } = result.load.latency;
  return {
    name: `Receipt as issued: ${result.spec.name}`,
    figure: `p50 ${ms(p50)}`,
    baseline: `/api/user p50 ${ms(userP50)}`,
    ratio: times(p50, userP50),
    target: `p50 ≤ ${RECEIPT_P50_TARGET_MS} ms`,
    result:
      result.load.errors || result.load.ops === 0
        ? ('failed' as const)
        : met(p50 <= RECEIPT_P50_TARGET_MS),
    notes: `one row read; ${result.load.ops} requests`,
  };
}
