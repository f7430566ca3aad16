import type { Db } from '@gym/platform';
import { DEFAULT_CLAIM_LEASE_SECONDS } from '../notifications/store';
/** The wait after a failed delivery: 1 minute, doubling with each attempt, at most 1 hour. */
const FIRST_RETRY_SECONDS = 60;
const LONGEST_RETRY_SECONDS = 3600;

export interface DueReceipt {
  paymentId: string;
  attempts: number;
}

/**
 * Takes up to `limit` due receipts, oldest first, for `leaseSeconds`; rows another sender holds
 * are skipped. A sender that stops hands back what it did not send (releaseReceipts); one killed
 * mid-batch leaves its rows to the next run after the lease.
 */
export async function claimDueReceipts(
  db: Db,
  limit: number,
  leaseSeconds = DEFAULT_CLAIM_LEASE_SECONDS,
): Promise<DueReceipt[]> {
  const { rows } = await db.raw<{
    rows: { payment_id: string; attempts: number; due_since: Date }[];
  }>(
    `with taken as (
       select payment_id from receipt_emails_due
        where next_attempt_at <= now()
        order by due_since, payment_id
        limit ? for update skip locked
     )
     update receipt_emails_due d set next_attempt_at = now() + make_interval(secs => ?)
       from taken where d.payment_id = taken.payment_id
     returning d.payment_id, d.attempts, d.due_since`,
    [limit, leaseSeconds],
  );
  return rows
    .sort((a, b) => a.due_since.getTime() - b.due_since.getTime())
    .map((r) => ({ paymentId: r.payment_id, attempts: r.attempts }));
}

/** Claimed receipts not sent (a stop): due again now, for the next sender, uncounted. */
export async function releaseReceipts(db: Db, paymentIds: readonly string[]): Promise<void> {
  if (paymentIds.length === 0) return;
  await db('receipt_emails_due')
    .whereIn('payment_id', paymentIds)
    .update({ next_attempt_at: db.fn.now() });
}

/** Marks a payment's receipt due by hand (the send-receipt job); no change when it already is. */
export async function markReceiptDue(db: Db, paymentId: string): Promise<void> {
  await db('receipt_emails_due')
    .insert({ payment_id: paymentId })
    .onConflict('payment_id')
    .ignore();
}

/** Sent, in the outbox, or nothing to send: no longer due. */
export async function receiptDone(db: Db, paymentId: string): Promise<void> {
  await db('receipt_emails_due').where({ payment_id: paymentId }).delete();
}

/** Not ready yet (read models behind, another sender at it): due again after `seconds`. */
export async function receiptLater(db: Db, paymentId: string, seconds: number): Promise<void> {
  await db('receipt_emails_due')
    .where({ payment_id: paymentId })
    .update({ next_attempt_at: db.raw(`now() + make_interval(secs => ?)`, [seconds]) });
}

/** A failed delivery: counted, and due again after a wait that grows with the attempts. */
export async function receiptFailed(db: Db, paymentId: string, error: string): Promise<void> {
  await db('receipt_emails_due')
    .where({ payment_id: paymentId })
    .update({
      attempts: db.raw('attempts + 1'),
      last_error: error.slice(0, 2000),
      next_attempt_at: db.raw(`now() + make_interval(secs => least(? * power(2, attempts), ?))`, [
        FIRST_RETRY_SECONDS,
        LONGEST_RETRY_SECONDS,
      ]),
    });
}
