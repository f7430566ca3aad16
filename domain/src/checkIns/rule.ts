import { type CalendarDate, type CheckInRefusal } from '@gym/contracts';
import type { MemberFacts, MembershipFacts } from '../facts';
import { frozenThrough } from '../memberships/freezes';

/**
 * The desk's rule: a member whose membership has started, has not ended, is not cancelled or
 * frozen today and is paid in full goes in; otherwise the first reason that applies. null: allowed.
 */
export function checkInRefusal(
  member: Pick<MemberFacts, 'memberId' | 'status'>,
  membership: MembershipFacts | null,
  today: CalendarDate,
): CheckInRefusal | null {
  if (member.status !== 'active') return { reason: 'member_inactive' };
  if (!membership || membership.memberId !== member.memberId) return { reason: 'no_membership' };
  if (membership.lifecycle === 'cancelled') return { reason: 'cancelled' };
  if (membership.startDate > today) return { reason: 'not_started', date: membership.startDate };
  // The end date is the last day in force (the expiry job expires it the day after).
  if (membership.lifecycle === 'expired' || membership.endDate < today)
    return { reason: 'expired', date: membership.endDate };
  const frozen = frozenThrough(membership, today);
  if (frozen) return { reason: 'frozen', date: frozen };
  const due = membership.totalPaise - membership.paidPaise;
  if (due > 0) return { reason: 'payment_due', duePaise: due };
  return null;
}
