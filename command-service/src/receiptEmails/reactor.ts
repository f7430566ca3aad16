import type { Knex } from 'knex';
import type { GlobalPosition } from '@gym/contracts';
import type { ProjectedEvent, Reactor } from '@gym/projection-service';
import { RECEIPT_EMAILS } from './skipPast';

/** The payment whose receipt number this event gives, if it gives one. */
function numberedPayment(event: ProjectedEvent): string | null {
  if (event.type === 'ReceiptNumberAssigned') return event.data.paymentId;
  if (event.type === 'PaymentRecorded' && event.data.manualReceiptNumber) {
    return event.data.paymentId;
  }
  return null;
}

/**
 * Reads the log from its checkpoint and records, for each payment that now has its receipt
 * number, that its receipt e-mail is due (receipt_emails_due), in the transaction that advances
 * the checkpoint: a stop or crash at any point delays a receipt, never loses it. Idempotent, so
 * a replay is harmless (and the notifications' `receipt:<paymentId>` key sends a receipt once).
 * `onDue` is told, after the commit, where the newest due payment is (a nudge to deliver).
 */
export function createReceiptEmailsReactor(
  deps: { onDue?: (position: GlobalPosition) => void } = {},
): Reactor {
  async function markDue(trx: Knex.Transaction, events: readonly ProjectedEvent[]) {
    const due = events.flatMap((e) => {
      const paymentId = numberedPayment(e);
      return paymentId ? [{ paymentId, position: e.position }] : [];
    });
    if (due.length === 0) return;
    await trx('receipt_emails_due')
      .insert(due.map((d) => ({ payment_id: d.paymentId })))
      .onConflict('payment_id')
      .ignore();
    const newest = due[due.length - 1]!.position;
    const { onDue } = deps;
    if (onDue) trx.executionPromise.then(() => onDue(newest)).catch(() => undefined);
  }

  return {
    kind: 'reactor',
    name: RECEIPT_EMAILS,
    handles: ['PaymentRecorded', 'ReceiptNumberAssigned'],
    react: (events, { trx }) => markDue(trx, events),
  };
}
