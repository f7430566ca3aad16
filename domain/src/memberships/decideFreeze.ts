import {
  DomainError,
  MAX_DATE,
  addDays,
  daysBetween,
  messages,
  type MembershipEvent,
} from '@gym/contracts';
import type { FreezeMembership, UnfreezeMembership } from './commands';
import { frozenDays, resumesOn } from './freezes';
import { existingMembership, type MembershipState } from './state';

/** Freezes an open membership from a day inside it: its end date moves by the frozen days. */
export function decideFreeze(command: FreezeMembership, state: MembershipState): MembershipEvent[] {
  const m = existingMembership(state);
  if (m.lifecycle !== 'open') throw new DomainError('conflict', messages.freezeNotOpen);
  const { from, days } = command;
  if (from < m.startDate || from > m.endDate)
    throw new DomainError('invalid', messages.freezeOutsideMembership, {
      from: messages.freezeOutsideMembership,
    });
  const until = addDays(from, days);
  if (m.freezes.some((p) => p.days > 0 && p.from < until && from < resumesOn(p)))
    throw new DomainError('conflict', messages.freezeOverlaps, { from: messages.freezeOverlaps });
  const used = frozenDays(m.freezes);
  if (command.maxFreezeDays !== null && used + days > command.maxFreezeDays) {
    const message = messages.freezeLimit(
      command.maxFreezeDays,
      Math.max(0, command.maxFreezeDays - used),
    );
    throw new DomainError('invalid', message, { days: message });
  }
  const endDate = addDays(m.endDate, days);
  if (endDate > MAX_DATE)
    throw new DomainError('invalid', messages.membershipEndsTooLate, {
      days: messages.membershipEndsTooLate,
    });
  return [
    {
      type: 'MembershipFrozen',
      data: { membershipId: m.membershipId, from, days, reason: command.reason, endDate },
    },
  ];
}

/** Ends the freeze running on `on` (or not yet begun) early: its unused days come back. */
export function decideUnfreeze(
  command: UnfreezeMembership,
  state: MembershipState,
): MembershipEvent[] {
  const m = existingMembership(state);
  if (m.lifecycle !== 'open') throw new DomainError('conflict', messages.freezeNotOpen);
  const period = m.freezes.find((p) => p.days > 0 && command.on < resumesOn(p));
  if (!period) throw new DomainError('conflict', messages.notFrozen, { on: messages.notFrozen });
  const kept = Math.max(0, daysBetween(period.from, command.on));
  const returnedDays = period.days - kept;
  return [
    {
      type: 'MembershipUnfrozen',
      data: {
        membershipId: m.membershipId,
        from: period.from,
        on: command.on,
        returnedDays,
        endDate: addDays(m.endDate, -returnedDays),
      },
    },
  ];
}
