import { formatMoney, type MembershipDto, type MembershipEvent } from '@gym/contracts';
import { membershipStatus, type MembershipState } from '@gym/domain';

/** A write's answer while the memberships read model is behind: the membership as decided. */
export function decidedMembership(
  membershipId: string,
  state: MembershipState,
  events: readonly MembershipEvent[],
): { id: string } & Partial<MembershipDto> {
  if (!state.exists) return { id: membershipId };
  const created = events.find((e) => e.type === 'MembershipCreated');
  return {
    id: membershipId,
    memberId: state.memberId,
    planId: state.planId,
    branchId: state.branchId,
    startDate: state.startDate,
    endDate: state.endDate,
    status: membershipStatus(state),
    totalAmount: formatMoney(state.totalPaise),
    paidAmount: formatMoney(state.paidPaise),
    remainingAmount: formatMoney(Math.max(0, state.totalPaise - state.paidPaise)),
    ...(created && {
      nextPaymentDueDate: created.data.nextPaymentDueDate,
      renewsMembershipId: created.data.renewsMembershipId,
      plan: {
        id: created.data.plan.planId,
        name: created.data.plan.name,
        price: formatMoney(created.data.plan.pricePaise),
        duration: created.data.plan.durationDays,
      },
    }),
  };
}
