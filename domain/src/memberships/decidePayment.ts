import { DomainError, formatRupeesExact, messages, type MembershipEvent } from '@gym/contracts';
import {
  paymentFingerprint,
  type RecordPayment,
  type RefundPayment,
  type VoidPayment,
} from './commands';
import { existingMembership, type MembershipState } from './state';
import { openBranch } from '../branches/open';

/** Never more than is owed; the same payment id again with the same details records nothing. */
export function decideRecord(command: RecordPayment, state: MembershipState): MembershipEvent[] {
  const m = existingMembership(state);
  const earlier = m.payments[command.paymentId];
  if (earlier) {
    if (earlier.fingerprint === paymentFingerprint(command)) return [];
    throw new DomainError('conflict', messages.idempotencyKeyReused);
  }
  if (m.lifecycle === 'cancelled') throw new DomainError('conflict', messages.membershipCancelled);
  if (!Number.isSafeInteger(command.amountPaise) || command.amountPaise <= 0) {
    throw new DomainError('invalid', messages.amountPositive, { amount: messages.amountPositive });
  }
  const remaining = m.totalPaise - m.paidPaise;
  if (remaining <= 0)
    throw new DomainError('invalid', messages.nothingOwed, { amount: messages.nothingOwed });
  if (command.amountPaise > remaining) {
    const message = messages.amountExceedsBalance(formatRupeesExact(remaining));
    throw new DomainError('invalid', message, { amount: message });
  }
  const { branchId } = openBranch(command.branch);
  const { type: _, branch: _branch, ...data } = command;
  return [
    {
      type: 'PaymentRecorded',
      // What the desk takes is what the member owes, GST in it (a sale adds it to the total).
      data: {
        ...data,
        membershipId: m.membershipId,
        memberId: m.memberId,
        branchId,
        gstInAmount: true,
      },
    },
  ];
}

/** A payment corrected once: voided or refunded, never both, never twice. */
function correctable(state: MembershipState, paymentId: string) {
  const m = existingMembership(state);
  const payment = m.payments[paymentId];
  if (!payment) throw new DomainError('not_found', messages.paymentNotFound);
  if (payment.state !== 'recorded')
    throw new DomainError('conflict', messages.paymentAlreadyCorrected);
  return { membershipId: m.membershipId, payment };
}

export function decideVoid(command: VoidPayment, state: MembershipState): MembershipEvent[] {
  const { membershipId, payment } = correctable(state, command.paymentId);
  return [
    {
      type: 'PaymentVoided',
      data: {
        membershipId,
        paymentId: command.paymentId,
        amountPaise: payment.amountPaise,
        reason: command.reason,
        ...(command.drawerDay && { drawerDay: command.drawerDay }),
      },
    },
  ];
}

/** The whole payment unless an amount is given; never more than the payment. */
export function decideRefund(command: RefundPayment, state: MembershipState): MembershipEvent[] {
  const { membershipId, payment } = correctable(state, command.paymentId);
  const amount = command.amountPaise ?? payment.amountPaise;
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new DomainError('invalid', messages.amountPositive, {
      amount: messages.amountPositive,
    });
  }
  if (amount > payment.amountPaise) {
    throw new DomainError('invalid', messages.refundTooLarge, {
      amount: messages.refundTooLarge,
    });
  }
  return [
    {
      type: 'PaymentRefunded',
      data: {
        membershipId,
        paymentId: command.paymentId,
        amountPaise: amount,
        reason: command.reason,
        refundDay: command.refundDay,
        ...(command.drawerDay && { drawerDay: command.drawerDay }),
      },
    },
  ];
}
