import { type CalendarDate } from '../dates';
import { messages } from '../messages';
import { formatCalendarDate } from '../display/dates';
import { formatRupeesExact } from '../display/money';
import { type Paise } from '../money';

/** Why the desk does not let a member in at once; staff may still check them in with a reason. */
export const CHECK_IN_REFUSALS = [
  'no_membership',
  'not_started',
  'expired',
  'cancelled',
  'payment_due',
  'frozen',
  'member_inactive',
  'wrong_branch',
] as const;
export type CheckInRefusalReason = (typeof CHECK_IN_REFUSALS)[number];

/** A refusal with what its message names (a date, an amount). */
export type CheckInRefusal =
  | { reason: 'no_membership' | 'cancelled' | 'member_inactive' }
  | { reason: 'not_started' | 'expired' | 'frozen'; date: CalendarDate }
  | { reason: 'payment_due'; duePaise: Paise }
  /** The plan admits elsewhere only: `branches` names where (e.g. "Koramangala"). */
  | { reason: 'wrong_branch'; branches: string };

/** The desk's red line for a refusal. */
export function checkInRefusalMessage(refusal: CheckInRefusal): string {
  switch (refusal.reason) {
    case 'no_membership':
      return messages.checkInNoMembership;
    case 'not_started':
      return messages.checkInNotStarted(formatCalendarDate(refusal.date));
    case 'expired':
      return messages.checkInExpired(formatCalendarDate(refusal.date));
    case 'cancelled':
      return messages.checkInCancelled;
    case 'payment_due':
      return messages.checkInDue(formatRupeesExact(refusal.duePaise));
    case 'frozen':
      return messages.checkInFrozen(formatCalendarDate(refusal.date));
    case 'member_inactive':
      return messages.checkInMemberInactive;
    case 'wrong_branch':
      return messages.checkInWrongBranch(refusal.branches);
    default: {
      const unknown: never = refusal;
      return unknown;
    }
  }
}
