import type { Knex } from 'knex';
import type { MembershipEvent, ReceiptEvent } from '@gym/contracts';
import type { ProjectedEvent, Projector } from '../../runner/projector';
import { RowBuffer } from '../../runner/rowBuffer';

type PaymentEvent =
  | Extract<MembershipEvent, { type: 'PaymentRecorded' | 'PaymentVoided' | 'PaymentRefunded' }>
  | ReceiptEvent;

/**
 * A batch in a few statements (a rebuild replays the whole log): the payments it corrects read at
 * once, every event applied in log order in memory, then the rows written together.
 */
async function applyPayments(trx: Knex.Transaction, events: readonly ProjectedEvent[]) {
  const payments = new RowBuffer('payments', ['id']);
  const corrected = (events as readonly ProjectedEvent<PaymentEvent>[]).filter(
    (e) => e.type !== 'PaymentRecorded',
  );
  await payments.load(
    trx,
    'id',
    corrected.map((e) => e.data.paymentId),
  );
  for (const event of events) {
    const e = event as ProjectedEvent<PaymentEvent>;
    const at = e.metadata.occurredAt;
    const correction = { corrected_by: e.metadata.actorUserId, corrected_at: at };
    if (e.type === 'PaymentRecorded') {
      const d = e.data;
      payments.insert({
        id: d.paymentId,
        membership_id: d.membershipId,
        member_id: d.memberId,
        amount_paise: d.amountPaise,
        method: d.method,
        paid_at: d.paidAt,
        payment_day: d.paymentDay,
        received_by: d.receivedByUserId,
        notes: d.notes,
        reference: d.reference ?? null,
        receipt_number: d.manualReceiptNumber,
        next_payment_due_date: d.nextPaymentDueDate,
        state: 'recorded',
        branch_id: d.branchId,
        created_at: at,
        updated_at: at,
      });
      continue;
    }
    const payment = payments.get(e.data.paymentId);
    if (!payment) continue;
    switch (e.type) {
      case 'PaymentVoided':
        payments.update(payment, {
          state: 'voided',
          correction_reason: e.data.reason,
          // Older voids have none: the day close finds them by corrected_at.
          drawer_day: e.data.drawerDay ?? null,
          ...correction,
          updated_at: at,
        });
        break;
      case 'PaymentRefunded':
        payments.update(payment, {
          state: 'refunded',
          refunded_paise: e.data.amountPaise,
          refund_day: e.data.refundDay,
          drawer_day: e.data.drawerDay ?? e.data.refundDay,
          correction_reason: e.data.reason,
          ...correction,
          updated_at: at,
        });
        break;
      case 'ReceiptNumberAssigned':
        payments.update(payment, { receipt_number: e.data.receiptNumber });
        break;
      default: {
        const unknown: never = e;
        throw new Error(`payments projector cannot apply ${(unknown as { type: string }).type}`);
      }
    }
  }
  await payments.flush(trx);
}

export const paymentsProjector: Projector = {
  name: 'payments',
  // 3: the branch where it was received. 4: a correction's drawer day.
  version: 4,
  tables: ['payments'],
  handles: ['PaymentRecorded', 'PaymentVoided', 'PaymentRefunded', 'ReceiptNumberAssigned'],
  apply(trx, event) {
    return applyPayments(trx, [event]);
  },
  applyBatch: applyPayments,
};
