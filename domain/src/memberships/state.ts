import { DomainError, messages, type MembershipEvent } from '@gym/contracts';
import type { MembershipFacts } from '../facts';
import { paymentFingerprint } from './commands';
import type { FreezePeriod } from './freezes';
import type { MembershipLifecycle } from './status';

export interface PaymentEntry {
  amountPaise: number;
  refundedPaise: number;
  state: 'recorded' | 'voided' | 'refunded';
  /** The branch that received it: its void or refund is that branch's to make. */
  branchId: string;
  /** What the payment was recorded with, to tell an idempotent retry from a reused key. */
  fingerprint: string;
}

export type MembershipState =
  | { exists: false }
  | {
      exists: true;
      membershipId: string;
      memberId: string;
      planId: string;
      /** The branch that sold it (whose books take it). */
      branchId: string;
      startDate: string;
      endDate: string;
      totalPaise: number;
      paidPaise: number;
      lifecycle: MembershipLifecycle;
      payments: Record<string, PaymentEntry>;
      /** Frozen periods in the order recorded; the end date already includes their days. */
      freezes: FreezePeriod[];
    };

export const initialMembershipState = (): MembershipState => ({ exists: false });

/** The membership a command acts on; a stream without one is a 404. */
export function existingMembership(state: MembershipState) {
  if (!state.exists) throw new DomainError('not_found', messages.membershipNotFound);
  return state;
}

/** What the desk and a renewal see of a membership (null: no such membership). */
export function membershipFacts(state: MembershipState): MembershipFacts | null {
  if (!state.exists) return null;
  const { membershipId, memberId, branchId, lifecycle, startDate, endDate, totalPaise } = state;
  const { paidPaise, freezes } = state;
  return {
    membershipId,
    memberId,
    branchId,
    lifecycle,
    startDate,
    endDate,
    totalPaise,
    paidPaise,
    freezes,
  };
}

export function evolveMembership(state: MembershipState, event: MembershipEvent): MembershipState {
  if (event.type === 'MembershipCreated') {
    const d = event.data;
    return {
      exists: true,
      membershipId: d.membershipId,
      memberId: d.memberId,
      planId: d.plan.planId,
      branchId: d.branchId,
      startDate: d.startDate,
      endDate: d.endDate,
      totalPaise: d.totalPaise,
      paidPaise: 0,
      lifecycle: 'open',
      payments: {},
      freezes: [],
    };
  }
  if (!state.exists) return state;
  switch (event.type) {
    case 'PaymentRecorded': {
      const d = event.data;
      const entry: PaymentEntry = {
        amountPaise: d.amountPaise,
        refundedPaise: 0,
        state: 'recorded',
        branchId: d.branchId,
        fingerprint: paymentFingerprint(d),
      };
      return {
        ...state,
        paidPaise: state.paidPaise + d.amountPaise,
        payments: { ...state.payments, [d.paymentId]: entry },
      };
    }
    case 'PaymentVoided':
    case 'PaymentRefunded': {
      const payment = state.payments[event.data.paymentId];
      if (!payment) return state;
      const corrected: PaymentEntry =
        event.type === 'PaymentVoided'
          ? { ...payment, state: 'voided' }
          : { ...payment, state: 'refunded', refundedPaise: event.data.amountPaise };
      return {
        ...state,
        paidPaise: state.paidPaise - event.data.amountPaise,
        payments: { ...state.payments, [event.data.paymentId]: corrected },
      };
    }
    case 'MembershipCancelled':
      return { ...state, lifecycle: 'cancelled' };
    case 'MembershipExpired':
      return state.lifecycle === 'open' ? { ...state, lifecycle: 'expired' } : state;
    case 'MembershipFrozen':
      return {
        ...state,
        endDate: event.data.endDate,
        freezes: [...state.freezes, { from: event.data.from, days: event.data.days }],
      };
    case 'MembershipUnfrozen': {
      const { from, returnedDays, endDate } = event.data;
      return {
        ...state,
        endDate,
        freezes: state.freezes.map((p) =>
          p.from === from && p.days > 0 ? { ...p, days: p.days - returnedDays } : p,
        ),
      };
    }
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
