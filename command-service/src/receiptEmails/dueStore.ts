import type { Db } from '@gym/platform';

/**
 * How long a sender holds the rows it took: a sender killed mid-batch leaves them to the next
 * run after this.
 */
const CLAIM_LEASE = '2 minutes';
/** The wait after a failed delivery: 1 minute, doubling with each attempt, at most 1 hour. */
const FIRST_RETRY_SECONDS = 60;
const LONGEST_RETRY_SECONDS = 3600;

export interface DueReceipt {
  paymentId: string;
  attempts: number;
}

/** Takes up to `limit` due receipts, oldest first; rows another sender holds are skipped. */
export async function claimDueReceipts(db: Db, limit: number): Promise<DueReceipt[]> {
  const { rows } = await db.raw<{
    rows: { payment_id: string; attempts: number; due_since: Date }[];
  }>(
    `with taken as (
       select payment_id from receipt_emails_due
        where next_attempt_at <= now()
        order by due_since, payment_id
        limit ? for update skip locked
     )
     update receipt_emails_due d set next_attempt_at = now() + interval '${CLAIM_LEASE}'
       from taken where d.payment_id = taken.payment_id
     returning d.payment_id, d.attempts, d.due_since`,
    [limit],
  );
  return rows
    .sort((a, b) => a.due_since.getTime() - b.due_since.getTime())
    .map((r) => ({ paymentId: r.payment_id, attempts: r.attempts }));
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
