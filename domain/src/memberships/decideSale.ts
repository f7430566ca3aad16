import {
  DomainError,
  MAX_DATE,
  MAX_PAISE,
  addDays,
  gstOnTop,
  messages,
  type MembershipEvent,
} from '@gym/contracts';
import { openBranch } from '../branches/open';
import type { CreateMembership, RenewMembership } from './commands';
import type { MembershipState } from './state';
import { membershipStatus } from './status';

/**
 * A new membership of a member on a plan: the plan's price and duration as they are now; its
 * total the price plus the GST on top when the selling branch's prices exclude GST.
 */
export function decideCreate(command: CreateMembership, state: MembershipState): MembershipEvent[] {
  if (state.exists) throw new DomainError('conflict', 'This membership already exists');
  const { member, plan } = command;
  const branch = openBranch(command.branch);
  if (!member || member.removed)
    throw new DomainError('not_found', messages.memberNotFound, {
      memberId: messages.memberNotFound,
    });
  if (!plan)
    throw new DomainError('not_found', messages.planNotFound, { planId: messages.planNotFound });
  if (!plan.isActive)
    throw new DomainError('invalid', messages.planInactive, { planId: messages.planInactive });
  const endDate = addDays(command.startDate, plan.durationDays);
  if (endDate > MAX_DATE) {
    const field = command.renewsMembershipId ? 'planId' : 'startDate';
    throw new DomainError('invalid', messages.membershipEndsTooLate, {
      [field]: messages.membershipEndsTooLate,
    });
  }
  const gstAdded = command.gstOnTop
    ? {
        rateBasisPoints: command.gstOnTop.rateBasisPoints,
        taxPaise: gstOnTop(plan.pricePaise, command.gstOnTop.rateBasisPoints),
      }
    : null;
  const totalPaise = plan.pricePaise + (gstAdded?.taxPaise ?? 0);
  if (totalPaise > MAX_PAISE)
    throw new DomainError('invalid', messages.priceWithGstTooLarge, {
      planId: messages.priceWithGstTooLarge,
    });
  return [
    {
      type: 'MembershipCreated',
      data: {
        membershipId: command.membershipId,
        memberId: member.memberId,
        plan: {
          planId: plan.planId,
          name: plan.name,
          pricePaise: plan.pricePaise,
          durationDays: plan.durationDays,
        },
        startDate: command.startDate,
        endDate,
        totalPaise,
        gstAdded,
        renewsMembershipId: command.renewsMembershipId,
        nextPaymentDueDate: command.nextPaymentDueDate,
        branchId: branch.branchId,
      },
    },
  ];
}

/** A membership is renewed once, into a new membership from its end date; a cancelled one is not. */
export function decideRenew(command: RenewMembership, state: MembershipState): MembershipEvent[] {
  const { current } = command;
  if (!current) throw new DomainError('not_found', messages.membershipNotFound);
  if (membershipStatus(current) === 'cancelled')
    throw new DomainError('conflict', messages.membershipNotRenewable);
  if (state.exists) throw new DomainError('conflict', messages.membershipAlreadyRenewed);
  return decideCreate(
    {
      type: 'CreateMembership',
      membershipId: command.membershipId,
      member: command.member,
      plan: command.plan,
      branch: command.branch,
      gstOnTop: command.gstOnTop,
      startDate: current.endDate,
      renewsMembershipId: current.membershipId,
      nextPaymentDueDate: null,
    },
    state,
  );
}
