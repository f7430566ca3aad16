import type { MembershipEvent, ReceiptEvent } from '@gym/contracts';
import type { ProjectedEvent, Projector } from '../../runner/projector';

type PaymentEvent =
  | Extract<MembershipEvent, { type: 'PaymentRecorded' | 'PaymentVoided' | 'PaymentRefunded' }>
  | ReceiptEvent;

export const paymentsProjector: Projector = {
  name: 'payments',
  version: 2,
  tables: ['payments'],
  handles: ['PaymentRecorded', 'PaymentVoided', 'PaymentRefunded', 'ReceiptNumberAssigned'],
  async apply(trx, event) {
    const e = event as ProjectedEvent<PaymentEvent>;
    const at = e.metadata.occurredAt;
    const payment = () => trx('payments').where({ id: e.data.paymentId });
    const correction = { corrected_by: e.metadata.actorUserId, corrected_at: at };
    switch (e.type) {
      case 'PaymentRecorded': {
        const d = e.data;
        await trx('payments').insert({
          id: d.paymentId,
          membership_id: d.membershipId,
          member_id: d.memberId,
          amount_paise: d.amountPaise,
          method: d.method,
          paid_at: d.paidAt,
          payment_day: d.paymentDay,
          received_by: d.receivedByUserId,
          notes: d.notes,
          receipt_number: d.manualReceiptNumber,
          next_payment_due_date: d.nextPaymentDueDate,
          state: 'recorded',
          created_at: at,
          updated_at: at,
        });
        return;
      }
      case 'PaymentVoided':
        await payment().update({
          state: 'voided',
          correction_reason: e.data.reason,
          ...correction,
          updated_at: at,
        });
        return;
      case 'PaymentRefunded':
        await payment().update({
          state: 'refunded',
          refunded_paise: e.data.amountPaise,
          refund_day: e.data.refundDay,
          correction_reason: e.data.reason,
          ...correction,
          updated_at: at,
        });
        return;
      case 'ReceiptNumberAssigned':
        await payment().update({ receipt_number: e.data.receiptNumber });
        return;
      default: {
        const unknown: never = e;
        throw new Error(`payments projector cannot apply ${(unknown as { type: string }).type}`);
      }
    }
  },
};
