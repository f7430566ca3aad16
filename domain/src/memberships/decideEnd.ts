import { DomainError, messages, type MembershipEvent } from '@gym/contracts';
import type { CancelMembership, ExpireMembership } from './commands';
import { existingMembership, type MembershipState } from './state';

export function decideCancel(command: CancelMembership, state: MembershipState): MembershipEvent[] {
  const m = existingMembership(state);
  if (m.lifecycle === 'cancelled')
    throw new DomainError('conflict', messages.membershipAlreadyCancelled);
  return [
    {
      type: 'MembershipCancelled',
      data: { membershipId: m.membershipId, reason: command.reason },
    },
  ];
}

/** An open membership whose end date is before `today` expires; anything else is left as it is. */
export function decideExpire(command: ExpireMembership, state: MembershipState): MembershipEvent[] {
  const m = existingMembership(state);
  if (m.lifecycle !== 'open' || m.endDate >= command.today) return [];
  return [
    {
      type: 'MembershipExpired',
      data: { membershipId: m.membershipId, expiredOn: command.today },
    },
  ];
}
