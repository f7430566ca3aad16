import { expect, vi } from 'vitest';
import type { PaymentDto } from '@gym/contracts';
import type { Db } from '@gym/platform';
import type { ReceivedMail } from '../notifications/testing';
import type { TestClient } from '../testing/httpClient';
import { createMember, createMembership, createPlan, pay } from '../testing/fixtures';

/** Far longer than any test waits: a receipt sent in a test was handed back, not left to expire. */
export const LONG_LEASE_SECONDS = 600;

export const WAIT = { timeout: 30_000, interval: 50 };

/** `count` payments on a new membership, once the reactor has marked their receipts due. */
export async function paymentsWithDueReceipts(
  admin: TestClient,
  db: Db,
  count: number,
): Promise<PaymentDto[]> {
  const plan = await createPlan(admin, { price: '50000', duration: 30 });
  const membership = await createMembership(admin, (await createMember(admin)).id, plan.id);
  const payments: PaymentDto[] = [];
  for (let i = 0; i < count; i++) payments.push(await pay(admin, membership.id, '100'));
  await vi.waitFor(async () => expect(await dueReceipts(db, payments)).toHaveLength(count), WAIT);
  return payments;
}

export interface DueReceiptRow {
  paymentId: string;
  attempts: number;
  lastError: string | null;
  /** Seconds until a sender may take it: above 0 while a sender holds it. */
  heldForSeconds: number;
}

export async function dueReceipts(
  db: Db,
  payments: readonly PaymentDto[],
): Promise<DueReceiptRow[]> {
  const rows = await db('receipt_emails_due')
    .whereIn(
      'payment_id',
      payments.map((p) => p.id),
    )
    .orderBy('due_since')
    .select<{ payment_id: string; attempts: number; last_error: string | null; held: string }[]>(
      'payment_id',
      'attempts',
      'last_error',
      db.raw('extract(epoch from next_attempt_at - now()) as held'),
    );
  return rows.map((r) => ({
    paymentId: r.payment_id,
    attempts: r.attempts,
    lastError: r.last_error,
    heldForSeconds: Number(r.held),
  }));
}

/** The receipt e-mails of these payments: status, attempts and whether a sender holds one. */
export async function receiptNotifications(db: Db, payments: readonly PaymentDto[]) {
  return db('notifications')
    .where({ kind: 'receipt' })
    .whereIn(
      'related_id',
      payments.map((p) => p.id),
    )
    .select<{ related_id: string; status: string; attempts: number; claimed_at: Date | null }[]>(
      'related_id',
      'status',
      'attempts',
      'claimed_at',
    );
}

/** How many of the received e-mails carry each payment's receipt number. */
export function receiptsPerPayment(received: readonly ReceivedMail[], payments: PaymentDto[]) {
  return payments.map(
    (p) =>
      received.filter((mail) => mail.raw.includes(`Payment receipt ${p.receiptNumber}`)).length,
  );
}

/** Every payment's receipt arrives, once; then no row is due and every e-mail is marked sent. */
export async function expectEveryReceiptOnce(
  db: Db,
  received: readonly ReceivedMail[],
  payments: PaymentDto[],
): Promise<void> {
  await vi.waitFor(() => expect(received).toHaveLength(payments.length), WAIT);
  expect(receiptsPerPayment(received, payments)).toEqual(payments.map(() => 1));
  await vi.waitFor(async () => expect(await dueReceipts(db, payments)).toEqual([]), WAIT);
  const sent = await receiptNotifications(db, payments);
  expect(sent.map((n) => n.status)).toEqual(payments.map(() => 'sent'));
}
