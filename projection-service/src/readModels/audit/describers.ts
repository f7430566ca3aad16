import {
  GYM_SETTINGS_ENTITY_ID,
  MAIN_BRANCH_ID,
  diffFields,
  gymSettingsEventSchemas,
  type AuditEntityKind,
  type AuditedEventType,
  type DomainEvent,
  type FieldChange,
} from '@gym/contracts';
import type { ProjectedEvent } from '../../runner/projector';

export type AuditedEvent = Extract<DomainEvent, { type: AuditedEventType }>;

/** The projector's memory of an entity: whom it concerns, its name, its last known details. */
export interface Subject {
  id: string;
  entity_kind: AuditEntityKind;
  member_id: string | null;
  name: string | null;
  details: Record<string, unknown>;
}

/** The subjects remembered so far, by entity id. */
export type Subjects = (id: string) => Subject | null;

/** What one event adds to the audit: the row's "about" part, and the subject to remember. */
export interface Described {
  entityKind: AuditEntityKind;
  entityId: string;
  memberId: string | null;
  subject: string | null;
  changes: FieldChange[];
  remember?: Subject;
}

/** The fields whose edits the audit shows, before → after, per kind of entity. */
const MEMBER_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'whatsapp',
  'dateOfBirth',
  'gender',
  'address',
  'emergencyContact',
  'emergencyPhone',
] as const;
const PLAN_FIELDS = [
  'name',
  'description',
  'pricePaise',
  'durationDays',
  'features',
  'isActive',
] as const;
const SETTINGS_FIELDS = Object.keys(
  gymSettingsEventSchemas.GymSettingsChanged.shape,
) as readonly string[];

/** What an entry is about; `memberId` null for a membership or payment: the one remembered. */
interface Entity {
  entityKind: AuditEntityKind;
  entityId: string;
  memberId: string | null;
}

const member = (memberId: string): Entity => ({
  entityKind: 'member',
  entityId: memberId,
  memberId,
});
const plan = (planId: string): Entity => ({ entityKind: 'plan', entityId: planId, memberId: null });
const branch = (branchId: string): Entity => ({
  entityKind: 'branch',
  entityId: branchId,
  memberId: null,
});
/** A branch as the audit last knew it (the first branch is "Main" before its `BranchOpened`). */
const branchName = (subjects: Subjects, branchId: string) =>
  subjects(branchId)?.name ?? (branchId === MAIN_BRANCH_ID ? 'Main' : branchId);
const BRANCH_FIELDS = ['name', 'address', 'phone', 'stateCode', 'gstin', 'upiId'] as const;
const membership = (id: string, memberId: string | null = null): Entity => ({
  entityKind: 'membership',
  entityId: id,
  memberId,
});
const payment = (id: string, memberId: string | null = null): Entity => ({
  entityKind: 'payment',
  entityId: id,
  memberId,
});
const expense = (id: string): Entity => ({ entityKind: 'expense', entityId: id, memberId: null });
const account = (userId: string): Entity => ({
  entityKind: 'account',
  entityId: userId,
  memberId: null,
});
const SETTINGS: Entity = {
  entityKind: 'settings',
  entityId: GYM_SETTINGS_ENTITY_ID,
  memberId: null,
};

const pick = <F extends string>(data: { [K in F]: unknown }, fields: readonly F[]) =>
  Object.fromEntries(fields.map((field) => [field, data[field]]));

const fullName = (d: { firstName: string; lastName: string }) =>
  `${d.firstName} ${d.lastName}`.trim();

/** An entry about an entity as it was last named; its own fields unchanged unless `changes`. */
function about(subjects: Subjects, entity: Entity, changes: FieldChange[] = []): Described {
  const known = subjects(entity.entityId);
  return {
    ...entity,
    memberId: entity.memberId ?? known?.member_id ?? null,
    subject: known?.name ?? null,
    changes,
  };
}

/**
 * An entry that names its entity and remembers its details: a creation (no changes), or with
 * `diffed` an update whose changes are those fields against the details last remembered.
 */
function remember(
  subjects: Subjects,
  entity: Entity,
  name: string | null,
  details: Record<string, unknown>,
  diffed?: readonly string[],
): Described {
  const before = subjects(entity.entityId)?.details ?? null;
  return {
    ...entity,
    subject: name,
    changes: diffed ? diffFields(diffed, before, details) : [],
    remember: {
      id: entity.entityId,
      entity_kind: entity.entityKind,
      member_id: entity.memberId,
      name,
      details,
    },
  };
}

/** An entry that changes some of an entity's remembered details (its name kept). */
function update(subjects: Subjects, entity: Entity, patch: Record<string, unknown>): Described {
  const known = subjects(entity.entityId);
  const details = { ...known?.details, ...patch };
  return remember(subjects, entity, known?.name ?? null, details, Object.keys(patch));
}

type Describer<T extends AuditedEventType> = (
  event: ProjectedEvent<Extract<AuditedEvent, { type: T }>>,
  subjects: Subjects,
) => Described | null;

/**
 * Each audited event type's entry, described once. Typed over every audited type, so a new event
 * type does not compile until it is described here (or skipped in AUDIT_SKIPPED_TYPES).
 */
const DESCRIBERS: { [T in AuditedEventType]: Describer<T> } = {
  MemberRegistered: ({ data }, subjects) =>
    remember(subjects, member(data.memberId), fullName(data), {
      ...pick(data, MEMBER_FIELDS),
      status: data.status,
    }),
  MemberDetailsUpdated: ({ data }, subjects) =>
    remember(
      subjects,
      member(data.memberId),
      fullName(data),
      { ...pick(data, MEMBER_FIELDS), status: subjects(data.memberId)?.details.status ?? null },
      MEMBER_FIELDS,
    ),
  MemberStatusChanged: ({ data }, subjects) =>
    update(subjects, member(data.memberId), { status: data.status }),
  MemberLinkedToUser: ({ data }, subjects) => about(subjects, member(data.memberId)),
  MemberRemoved: ({ data }, subjects) => about(subjects, member(data.memberId)),
  MemberRestored: ({ data }, subjects) => about(subjects, member(data.memberId)),
  // A visit is not a change; letting someone in against the rules is a decision to audit.
  MemberCheckedIn: ({ data }, subjects) =>
    data.override ? about(subjects, member(data.memberId)) : null,

  PlanCreated: ({ data }, subjects) =>
    remember(subjects, plan(data.planId), data.name, pick(data, PLAN_FIELDS)),
  PlanUpdated: ({ data }, subjects) =>
    remember(subjects, plan(data.planId), data.name, pick(data, PLAN_FIELDS), PLAN_FIELDS),
  PlanDeactivated: ({ data }, subjects) => update(subjects, plan(data.planId), { isActive: false }),

  MembershipCreated: ({ data }, subjects) => {
    const memberName = subjects(data.memberId)?.name;
    const name = memberName ? `${memberName}, ${data.plan.name}` : data.plan.name;
    return remember(subjects, membership(data.membershipId, data.memberId), name, {
      planName: data.plan.name,
    });
  },
  MembershipCancelled: ({ data }, subjects) => about(subjects, membership(data.membershipId)),
  MembershipExpired: ({ data }, subjects) => about(subjects, membership(data.membershipId)),
  MembershipFrozen: ({ data }, subjects) => about(subjects, membership(data.membershipId)),
  MembershipUnfrozen: ({ data }, subjects) => about(subjects, membership(data.membershipId)),

  PaymentRecorded: ({ data }, subjects) =>
    remember(
      subjects,
      payment(data.paymentId, data.memberId),
      subjects(data.membershipId)?.name ?? null,
      { membershipId: data.membershipId, amountPaise: data.amountPaise },
    ),
  PaymentVoided: ({ data }, subjects) => about(subjects, payment(data.paymentId)),
  PaymentRefunded: ({ data }, subjects) => about(subjects, payment(data.paymentId)),

  AccountCreated: ({ data }, subjects) =>
    remember(subjects, account(data.userId), data.username, { role: data.role }),
  AccountRoleChanged: ({ data }, subjects) =>
    about(subjects, account(data.userId), [{ field: 'role', before: data.from, after: data.to }]),
  AccountDeactivated: ({ data }, subjects) => about(subjects, account(data.userId)),
  AccountReactivated: ({ data }, subjects) => about(subjects, account(data.userId)),
  AccountPasswordReset: ({ data }, subjects) => about(subjects, account(data.userId)),
  AccountBranchesChanged: ({ data }, subjects) =>
    update(subjects, account(data.userId), {
      branches: data.branchIds.map((id) => branchName(subjects, id)),
    }),

  GymSettingsChanged: ({ data }, subjects) =>
    remember(subjects, SETTINGS, null, { ...data }, SETTINGS_FIELDS),
  GymLogoChanged: (_event, subjects) => about(subjects, SETTINGS),

  MemberTransferred: ({ data }, subjects) => about(subjects, member(data.memberId)),
  BranchOpened: ({ data }, subjects) =>
    remember(subjects, branch(data.branchId), data.name, pick(data, BRANCH_FIELDS)),
  BranchDetailsChanged: ({ data }, subjects) =>
    remember(subjects, branch(data.branchId), data.name, pick(data, BRANCH_FIELDS), BRANCH_FIELDS),
  BranchClosed: ({ data }, subjects) => about(subjects, branch(data.branchId)),
  BranchReopened: ({ data }, subjects) => about(subjects, branch(data.branchId)),

  ExpenseRecorded: ({ data }, subjects) =>
    remember(subjects, expense(data.expenseId), data.paidTo, { amountPaise: data.amountPaise }),
  ExpenseVoided: ({ data }, subjects) => about(subjects, expense(data.expenseId)),
  ExpenseCategoryAdded: (_event, subjects) => about(subjects, SETTINGS),
  RecurringExpenseStarted: ({ data }, subjects) =>
    remember(subjects, expense(data.recurringExpenseId), data.paidTo, {
      amountPaise: data.amountPaise,
    }),
  RecurringExpenseStopped: ({ data }, subjects) =>
    about(subjects, expense(data.recurringExpenseId)),
  // A day close is about its branch: its entry names the branch.
  DayClosed: ({ data }, subjects) => about(subjects, branch(data.branchId)),
  DayReopened: ({ data }, subjects) => about(subjects, branch(data.branchId)),
};

/** The entry an event adds to the audit (null: none), against the subjects remembered so far. */
export function describeForAudit(
  event: ProjectedEvent<AuditedEvent>,
  subjects: Subjects,
): Described | null {
  // The table pairs each type with its describer; TypeScript cannot follow that through a union.
  const describer = DESCRIBERS[event.type] as Describer<AuditedEventType>;
  return describer(event as never, subjects);
}
