import type { EventType } from '../events';

/** The gym's one set of settings, as an audit entity (its stream has no id of its own). */
export const GYM_SETTINGS_ENTITY_ID = '00000000-0000-4000-8000-000000000001';

/** What an audit entry is about (its page in the UI). */
export const AUDIT_ENTITY_KINDS = [
  'member',
  'membership',
  'payment',
  'plan',
  'account',
  'settings',
  'branch',
  'expense',
] as const;
export type AuditEntityKind = (typeof AUDIT_ENTITY_KINDS)[number];

/** The kinds of change the audit log filters by, in owner's terms. */
export const AUDIT_KINDS = [
  'member',
  'plan',
  'membership',
  'payment',
  'correction',
  'account',
  'settings',
  'check-in',
  'branch',
  'expense',
  'day-close',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/**
 * Internal bookkeeping an owner never reads as a change: receipt counters (the receipt number is
 * shown with its payment) and uniqueness reservations (e-mail, manual receipt number).
 */
export const AUDIT_SKIPPED_TYPES = [
  'ReceiptNumberAssigned',
  'ValueReserved',
  'ValueReleased',
  // Hourly and at each day close: the owner gets the digest each morning, System Status lists them.
  'BooksSealed',
] as const satisfies readonly EventType[];
export type AuditedEventType = Exclude<EventType, (typeof AUDIT_SKIPPED_TYPES)[number]>;

/** The kind of change an event is, for the audit log's filter. */
export function auditKindOf(type: AuditedEventType): AuditKind {
  switch (type) {
    case 'MemberRegistered':
    case 'MemberDetailsUpdated':
    case 'MemberStatusChanged':
    case 'MemberLinkedToUser':
    case 'MemberRemoved':
    case 'MemberRestored':
    case 'MemberTransferred':
      return 'member';
    case 'PlanCreated':
    case 'PlanUpdated':
    case 'PlanDeactivated':
      return 'plan';
    case 'MembershipCreated':
    case 'MembershipCancelled':
    case 'MembershipExpired':
    case 'MembershipFrozen':
    case 'MembershipUnfrozen':
      return 'membership';
    case 'MemberCheckedIn':
      return 'check-in';
    case 'PaymentRecorded':
      return 'payment';
    case 'PaymentVoided':
    case 'PaymentRefunded':
      return 'correction';
    case 'AccountCreated':
    case 'AccountRoleChanged':
    case 'AccountDeactivated':
    case 'AccountReactivated':
    case 'AccountPasswordReset':
    case 'AccountBranchesChanged':
      return 'account';
    case 'GymSettingsChanged':
    case 'GymLogoChanged':
      return 'settings';
    case 'BranchOpened':
    case 'BranchDetailsChanged':
    case 'BranchClosed':
    case 'BranchReopened':
      return 'branch';
    case 'ExpenseRecorded':
    case 'ExpenseVoided':
    case 'ExpenseCategoryAdded':
    case 'RecurringExpenseStarted':
    case 'RecurringExpenseStopped':
      return 'expense';
    case 'DayClosed':
    case 'DayReopened':
      return 'day-close';
    default: {
      const unknown: never = type;
      throw new Error(`no audit kind for ${String(unknown)}`);
    }
  }
}

/** The kinds in owner's words: the CSV export's, and the admin UI's (its i18n uses these). */
export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  member: 'Members',
  plan: 'Plans',
  membership: 'Memberships',
  payment: 'Payments',
  correction: 'Voids and refunds',
  account: 'Staff accounts',
  settings: 'Gym settings',
  'check-in': 'Check-ins let in anyway',
  branch: 'Branches',
  expense: 'Expenses',
  'day-close': 'Day closes',
};
