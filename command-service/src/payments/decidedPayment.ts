import { formatMoney, type MembershipEvent, type PaymentDto } from '@gym/contracts';
import type { MembershipState } from '@gym/domain';

/** A write's answer while the payments read model is behind: what was decided, by id. */
export type DecidedPayment = { id: string } & Partial<PaymentDto>;

/**
 * A payment as its membership's state and the events just decided tell it (a retry decides no
 * event: its state still gives the amount). An automatic receipt number is not known yet.
 */
export function decidedPayment(
  paymentId: string,
  membership: MembershipState,
  events: readonly MembershipEvent[],
): DecidedPayment {
  const entry = membership.exists ? membership.payments[paymentId] : undefined;
  const view: DecidedPayment = { id: paymentId };
  if (membership.exists && entry) {
    Object.assign(view, {
      membershipId: membership.membershipId,
      memberId: membership.memberId,
      amount: formatMoney(entry.amountPaise),
      state: entry.state,
      refundedAmount: formatMoney(entry.refundedPaise),
    });
  }
  for (const event of events) {
    if (!('paymentId' in event.data) || event.data.paymentId !== paymentId) continue;
    if (event.type === 'PaymentRecorded') {
      const recorded = event.data;
      Object.assign(view, {
        paymentMethod: recorded.method,
        paymentDate: recorded.paidAt,
        paymentDay: recorded.paymentDay,
        reference: recorded.reference ?? null,
        receiptNumber: recorded.manualReceiptNumber,
        notes: recorded.notes,
        nextPaymentDueDate: recorded.nextPaymentDueDate,
        receivedBy: recorded.receivedByUserId,
        branchId: recorded.branchId,
      });
    } else if (event.type === 'PaymentVoided' || event.type === 'PaymentRefunded') {
      view.correctionReason = event.data.reason;
      if (event.type === 'PaymentRefunded') view.refundDay = event.data.refundDay;
    }
  }
  return view;
}
