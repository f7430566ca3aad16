import { type CalendarDate, type CheckInRefusal, type PlanAdmits } from '@gym/contracts';
import type { MemberFacts, MembershipFacts, PlanFacts } from '../facts';
import { frozenThrough } from '../memberships/freezes';

/**
 * The desk's rule: a member whose membership has started, has not ended, is not cancelled or
 * frozen today and is paid in full goes in; otherwise the first reason that applies. null: allowed.
 */
export function checkInRefusal(
  member: Pick<MemberFacts, 'memberId' | 'status' | 'homeBranchId'>,
  membership: MembershipFacts | null,
  today: CalendarDate,
  desk: DeskFacts,
): CheckInRefusal | null {
  if (member.status !== 'active') return { reason: 'member_inactive' };
  if (!membership || membership.memberId !== member.memberId) return { reason: 'no_membership' };
  if (membership.lifecycle === 'cancelled') return { reason: 'cancelled' };
  const admitted = admittedAt(desk.plan?.admits ?? { kind: 'home' }, member.homeBranchId);
  if (admitted && !admitted.includes(desk.branchId))
    return { reason: 'wrong_branch', branches: namesOf(admitted, desk.branchNames) };
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

/** Where the visit happens and what the rule needs to know of it. */
export interface DeskFacts {
  branchId: string;
  plan: Pick<PlanFacts, 'admits'> | null;
  branchNames: Readonly<Record<string, string>>;
}

/** The branches a plan admits at for a member (null: every branch). */
export function admittedAt(admits: PlanAdmits, homeBranchId: string): readonly string[] | null {
  switch (admits.kind) {
    case 'all':
      return null;
    case 'home':
      return [homeBranchId];
    case 'branches':
      return admits.branchIds;
    default: {
      const unknown: never = admits;
      return unknown;
    }
  }
}

/** "Koramangala", "Koramangala and Indiranagar", "A, B and C". */
function namesOf(ids: readonly string[], names: Readonly<Record<string, string>>): string {
  const list = ids.map((id) => names[id] ?? 'another branch');
  return list.length <= 1
    ? (list[0] ?? '')
    : `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
}
