import type { MembershipStatus } from '@gym/contracts';

/** Where a membership is in its life: open until it expires or is cancelled. */
export type MembershipLifecycle = 'open' | 'expired' | 'cancelled';

/** What a membership's status follows from. */
export interface MembershipStatusFacts {
  lifecycle: MembershipLifecycle;
  totalPaise: number;
  paidPaise: number;
}

/**
 * The one status rule, used by the membership decider and the memberships projector. Cancelled and
 * expired override the ledger; an open membership goes pending_payment → partial_paid → active by
 * what is paid (a free plan is active at once).
 */
export function membershipStatus({
  lifecycle,
  totalPaise,
  paidPaise,
}: MembershipStatusFacts): MembershipStatus {
  switch (lifecycle) {
    case 'cancelled':
      return 'cancelled';
    case 'expired':
      return 'expired';
    case 'open':
      if (paidPaise >= totalPaise) return 'active';
      return paidPaise <= 0 ? 'pending_payment' : 'partial_paid';
    default: {
      const unknown: never = lifecycle;
      return unknown;
    }
  }
}

/** The lifecycle a stored status tells: an ended membership's status names it, any other is open. */
export function membershipLifecycleOf(status: MembershipStatus): MembershipLifecycle {
  switch (status) {
    case 'cancelled':
    case 'expired':
      return status;
    case 'pending_payment':
    case 'partial_paid':
    case 'active':
      return 'open';
    default: {
      const unknown: never = status;
      return unknown;
    }
  }
}
