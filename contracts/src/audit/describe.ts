import type { DomainEvent } from '../events';
import type { CheckInRefusalReason } from '../checkIns/refusals';
import type { ReservationKind } from '../reservations/events';
import { fieldLabel, viewChange, type FieldChange } from './changes';
import { formatRupeesExact } from '../display/money';
import { formatCalendarDate } from '../display/dates';
import { PAYMENT_METHOD_WORDS } from '../display/labels';
import { shortDigest } from '../seals/digest';

/** What describe() needs of an audit entry: the event, who did it, and what it is about. */
export interface DescribableEntry {
  event: DomainEvent;
  /** The actor's full name (else username); null for the system (jobs, numbering). */
  actorName: string | null;
  /** The member's name, the plan's name, the account's username, as known at the change. */
  subject: string | null;
  changes: readonly FieldChange[];
}

const REFUSALS: Record<CheckInRefusalReason, string> = {
  no_membership: 'no membership',
  not_started: 'membership not started',
  expired: 'membership expired',
  cancelled: 'membership cancelled',
  payment_due: 'payment due',
  frozen: 'membership frozen',
  member_inactive: 'member inactive',
  wrong_branch: 'plan not valid at this branch',
};

const RESERVED: Record<ReservationKind, string> = {
  'member-email': 'E-mail',
  'receipt-number': 'Receipt number',
  'branch-code': 'Branch code',
  'expense-category': 'Expense category name',
};

const ROLES: Record<string, string> = {
  admin: 'admin',
  branch_manager: 'branch manager',
  staff: 'staff',
  member: 'member',
};

/** " Meera Iyer" or "" (to follow a noun: "Member Meera Iyer"). */
const named = (subject: string | null) => (subject ? ` ${subject}` : '');

/**
 * "Phone of Meera Iyer changed by Gym Owner: 98… → 97…" for one field; "Details of Meera Iyer
 * changed by Gym Owner: Phone, E-mail" for several (each listed under the entry).
 */
function changed(whose: string, changes: readonly FieldChange[], by: string): string {
  const [only] = changes;
  if (changes.length === 1 && only) {
    const view = viewChange(only);
    return `${view.label} of ${whose} changed ${by}: ${view.before} → ${view.after}`;
  }
  const fields = changes.map((c) => fieldLabel(c.field)).join(', ');
  return `Details of ${whose} changed ${by}${fields ? `: ${fields}` : ''}`;
}

/**
 * The sentence a gym owner reads for one change: "Payment of ₹500 voided by Gym Owner: entered
 * twice". Every event type has its sentence (the switch is exhaustive: a new event type does not
 * type-check until it is described here).
 */
export function describeEntry(entry: DescribableEntry): string {
  const by = `by ${entry.actorName ?? 'the system'}`;
  const { event, subject } = entry;
  switch (event.type) {
    case 'MemberRegistered':
      return `Member ${event.data.firstName} ${event.data.lastName} registered ${by}`;
    case 'MemberDetailsUpdated':
      return changed(`${event.data.firstName} ${event.data.lastName}`, entry.changes, by);
    case 'MemberStatusChanged':
      return entry.changes.length
        ? changed(`member${named(subject)}`, entry.changes, by)
        : `Status of member${named(subject)} changed to ${event.data.status} ${by}`;
    case 'MemberLinkedToUser':
      return `Member${named(subject)} signed up for the member portal`;
    case 'MemberRemoved':
      return `Member${named(subject)} removed ${by}`;
    case 'MemberRestored':
      return `Member${named(subject)} restored ${by}${event.data.reason ? `: ${event.data.reason}` : ''}`;
    case 'PlanCreated':
      return `Plan ${event.data.name} created ${by}: ${formatRupeesExact(event.data.pricePaise)} for ${event.data.durationDays} days`;
    case 'PlanUpdated':
      return changed(`plan ${event.data.name}`, entry.changes, by);
    case 'PlanDeactivated':
      return `Plan${named(subject)} deactivated ${by}`;
    case 'MembershipCreated': {
      const { plan, startDate, endDate, totalPaise, gstAdded, renewsMembershipId } = event.data;
      const withGst = gstAdded
        ? ` (${formatRupeesExact(plan.pricePaise)} + ${formatRupeesExact(gstAdded.taxPaise)} GST)`
        : '';
      const period = `${formatCalendarDate(startDate)} to ${formatCalendarDate(endDate)}, ${formatRupeesExact(totalPaise)}${withGst}`;
      return renewsMembershipId
        ? `Membership renewed ${by}: ${plan.name}, ${period}`
        : `Membership ${plan.name} started ${by}: ${period}`;
    }
    case 'PaymentRecorded': {
      const receipt = event.data.manualReceiptNumber
        ? `, receipt ${event.data.manualReceiptNumber}`
        : '';
      return `Payment of ${formatRupeesExact(event.data.amountPaise)} (${PAYMENT_METHOD_WORDS[event.data.method]}${receipt}) recorded ${by}`;
    }
    case 'PaymentVoided':
      return `Payment of ${formatRupeesExact(event.data.amountPaise)} voided ${by}: ${event.data.reason}`;
    case 'PaymentRefunded':
      return `Refund of ${formatRupeesExact(event.data.amountPaise)} ${by}: ${event.data.reason}`;
    case 'MembershipCancelled':
      return `Membership${named(subject)} cancelled ${by}: ${event.data.reason}`;
    case 'MembershipExpired':
      return `Membership${named(subject)} expired on ${formatCalendarDate(event.data.expiredOn)}`;
    case 'ReceiptNumberAssigned':
      return `Receipt number ${event.data.receiptNumber} assigned`;
    case 'BooksSealed':
      return `Books sealed (seal ${event.data.sealNumber}, ${event.data.eventCount} event${event.data.eventCount === 1 ? '' : 's'}): ${shortDigest(event.data.headDigest)}`;
    case 'ValueReserved':
    case 'ValueReleased': {
      const what = RESERVED[event.data.kind];
      const done = event.type === 'ValueReserved' ? 'reserved' : 'released';
      return `${what} ${event.data.value} ${done}`;
    }
    case 'AccountCreated':
      return `Account ${event.data.username} (${ROLES[event.data.role]}) created ${by}`;
    case 'AccountRoleChanged':
      return `Role of account${named(subject)} changed from ${ROLES[event.data.from]} to ${ROLES[event.data.to]} ${by}`;
    case 'AccountDeactivated':
      return `Account${named(subject)} deactivated ${by}`;
    case 'AccountReactivated':
      return `Account${named(subject)} reactivated ${by}`;
    case 'AccountPasswordReset':
      return `Password of account${named(subject)} reset ${by}`;
    case 'AccountBranchesChanged': {
      if (entry.changes.length) return changed(`account${named(subject)}`, entry.changes, by);
      const count = event.data.branchIds.length;
      return `Branches of account${named(subject)} changed ${by}: ${count} branch${count === 1 ? '' : 'es'}`;
    }
    case 'MemberCheckedIn': {
      const { override } = event.data;
      return override
        ? `Member${named(subject)} let in anyway ${by} (${REFUSALS[override.refusal]}): ${override.reason}`
        : `Member${named(subject)} checked in ${by}`;
    }
    case 'MembershipFrozen':
      return `Membership${named(subject)} frozen ${by} from ${formatCalendarDate(event.data.from)} for ${event.data.days} day${event.data.days === 1 ? '' : 's'}, now ending ${formatCalendarDate(event.data.endDate)}: ${event.data.reason}`;
    case 'MembershipUnfrozen':
      return `Membership${named(subject)} unfrozen ${by} on ${formatCalendarDate(event.data.on)}, ${event.data.returnedDays} day${event.data.returnedDays === 1 ? '' : 's'} given back, now ending ${formatCalendarDate(event.data.endDate)}`;
    case 'GymSettingsChanged':
      return changed('the gym settings', entry.changes, by);
    case 'GymLogoChanged':
      return event.data.logo ? `Gym logo changed ${by}` : `Gym logo removed ${by}`;
    case 'MemberTransferred':
      return `Member${named(subject)} moved to another branch ${by}: ${event.data.reason}`;
    case 'BranchOpened':
      return `Branch ${event.data.name} (${event.data.code}) opened ${by}`;
    case 'BranchDetailsChanged':
      return changed(`branch ${event.data.name}`, entry.changes, by);
    case 'BranchClosed':
      return `Branch${named(subject)} closed ${by}: ${event.data.reason}`;
    case 'BranchReopened':
      return `Branch${named(subject)} reopened ${by}`;
    case 'ExpenseRecorded':
      return `Expense of ${formatRupeesExact(event.data.amountPaise)} (${PAYMENT_METHOD_WORDS[event.data.method]}) to ${event.data.paidTo} recorded ${by}${event.data.recurringExpenseId ? ' (recurring)' : ''}`;
    case 'ExpenseVoided':
      return `Expense of ${formatRupeesExact(event.data.amountPaise)} voided ${by}: ${event.data.reason}`;
    case 'ExpenseCategoryAdded':
      return `Expense category ${event.data.name} added ${by}`;
    case 'RecurringExpenseStarted':
      return `Recurring expense of ${formatRupeesExact(event.data.amountPaise)} to ${event.data.paidTo} on day ${event.data.dayOfMonth} of each month started ${by}`;
    case 'RecurringExpenseStopped':
      return `Recurring expense${named(subject)} stopped ${by}: ${event.data.reason}`;
    case 'DayClosed': {
      const { cash } = event.data;
      const difference =
        cash.differencePaise === 0
          ? 'cash as expected'
          : `cash ${cash.differencePaise < 0 ? 'short' : 'over'} by ${formatRupeesExact(Math.abs(cash.differencePaise))}`;
      return `Day ${formatCalendarDate(event.data.day)} closed${named(subject) && ` at${named(subject)}`} ${by}: ${difference}`;
    }
    case 'DayReopened':
      return `Day ${formatCalendarDate(event.data.day)} reopened${named(subject) && ` at${named(subject)}`} ${by}: ${event.data.reason}`;
    default: {
      const unknown: never = event;
      throw new Error(`no description for ${(unknown as { type: string }).type}`);
    }
  }
}
