import type { Knex } from 'knex';
import {
  AUDIT_SKIPPED_TYPES,
  GYM_SETTINGS_ENTITY_ID,
  auditKindOf,
  diffFields,
  eventSchemas,
  gymSettingsEventSchemas,
  type AuditEntityKind,
  type AuditedEventType,
  type DomainEvent,
  type EventType,
  type FieldChange,
} from '@gym/contracts';
import type { ProjectedEvent, Projector } from '../../runner/projector';

type AuditedEvent = Extract<DomainEvent, { type: AuditedEventType }>;

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

/** The projector's memory of an entity: whom it concerns, its name, its last known details. */
interface Subject {
  id: string;
  entity_kind: AuditEntityKind;
  member_id: string | null;
  name: string | null;
  details: Record<string, unknown>;
}

/** What one event adds to the audit: the row's "about" part, and the subject to remember. */
interface Described {
  entityKind: AuditEntityKind;
  entityId: string;
  memberId: string | null;
  subject: string | null;
  changes: FieldChange[];
  remember?: Subject;
}

const AUDITED = (Object.keys(eventSchemas) as EventType[]).filter(
  (type): type is AuditedEventType => !(AUDIT_SKIPPED_TYPES as readonly string[]).includes(type),
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Metadata has no schema: an actor that is not a user id is kept as no one (the system). */
const asUuid = (id: string | null) => (id && UUID.test(id) ? id : null);

/** The subjects a batch's events name, by id, read in one statement. */
async function loadSubjects(
  trx: Knex.Transaction,
  events: readonly ProjectedEvent<AuditedEvent>[],
): Promise<Map<string, Subject>> {
  const ids = new Set<string>();
  for (const e of events) {
    const data = e.data as Record<string, unknown>;
    for (const key of ['memberId', 'planId', 'membershipId', 'paymentId', 'userId'])
      if (typeof data[key] === 'string') ids.add(data[key]);
    if (e.type === 'GymSettingsChanged') ids.add(GYM_SETTINGS_ENTITY_ID);
  }
  const rows: Subject[] = ids.size
    ? await trx('audit_subjects')
        .whereIn('id', [...ids])
        .select()
    : [];
  return new Map(rows.map((row) => [row.id, row]));
}

const fullName = (d: { firstName: string; lastName: string }) =>
  `${d.firstName} ${d.lastName}`.trim();

/** A later event about an entity: whom it concerns and its name, as remembered when it began. */
function aboutKnown(
  subjectOf: (id: string) => Subject | null,
  entityKind: AuditEntityKind,
  entityId: string,
): Described {
  const known = subjectOf(entityId);
  return {
    entityKind,
    entityId,
    memberId: known?.member_id ?? null,
    subject: known?.name ?? null,
    changes: [],
  };
}

function describe(
  subjectOf: (id: string) => Subject | null,
  e: ProjectedEvent<AuditedEvent>,
): Described | null {
  switch (e.type) {
    case 'MemberRegistered':
    case 'MemberDetailsUpdated': {
      const d = e.data;
      const known = subjectOf(d.memberId);
      const details = Object.fromEntries(MEMBER_FIELDS.map((f) => [f, d[f]]));
      const status = e.type === 'MemberRegistered' ? e.data.status : known?.details.status;
      return {
        entityKind: 'member',
        entityId: d.memberId,
        memberId: d.memberId,
        subject: fullName(d),
        changes:
          e.type === 'MemberDetailsUpdated'
            ? diffFields(MEMBER_FIELDS, known?.details ?? null, details)
            : [],
        remember: {
          id: d.memberId,
          entity_kind: 'member',
          member_id: d.memberId,
          name: fullName(d),
          details: { ...details, status: status ?? null },
        },
      };
    }
    case 'MemberStatusChanged': {
      const known = subjectOf(e.data.memberId);
      const details = { ...known?.details, status: e.data.status };
      return {
        entityKind: 'member',
        entityId: e.data.memberId,
        memberId: e.data.memberId,
        subject: known?.name ?? null,
        changes: diffFields(['status'], known?.details ?? null, details),
        remember: {
          id: e.data.memberId,
          entity_kind: 'member',
          member_id: e.data.memberId,
          name: known?.name ?? null,
          details,
        },
      };
    }
    case 'MemberLinkedToUser':
    case 'MemberRemoved':
    case 'MemberRestored': {
      const known = subjectOf(e.data.memberId);
      return {
        entityKind: 'member',
        entityId: e.data.memberId,
        memberId: e.data.memberId,
        subject: known?.name ?? null,
        changes: [],
      };
    }
    case 'PlanCreated':
    case 'PlanUpdated': {
      const d = e.data;
      const known = subjectOf(d.planId);
      const details = Object.fromEntries(PLAN_FIELDS.map((f) => [f, d[f]]));
      return {
        entityKind: 'plan',
        entityId: d.planId,
        memberId: null,
        subject: d.name,
        changes:
          e.type === 'PlanUpdated' ? diffFields(PLAN_FIELDS, known?.details ?? null, details) : [],
        remember: { id: d.planId, entity_kind: 'plan', member_id: null, name: d.name, details },
      };
    }
    case 'PlanDeactivated': {
      const known = subjectOf(e.data.planId);
      const details = { ...known?.details, isActive: false };
      return {
        entityKind: 'plan',
        entityId: e.data.planId,
        memberId: null,
        subject: known?.name ?? null,
        changes: diffFields(['isActive'], known?.details ?? null, details),
        remember: {
          id: e.data.planId,
          entity_kind: 'plan',
          member_id: null,
          name: known?.name ?? null,
          details,
        },
      };
    }
    case 'MembershipCreated': {
      const d = e.data;
      const member = subjectOf(d.memberId);
      const name = member?.name ? `${member.name}, ${d.plan.name}` : d.plan.name;
      return {
        entityKind: 'membership',
        entityId: d.membershipId,
        memberId: d.memberId,
        subject: name,
        changes: [],
        remember: {
          id: d.membershipId,
          entity_kind: 'membership',
          member_id: d.memberId,
          name,
          details: { planName: d.plan.name },
        },
      };
    }
    case 'MemberCheckedIn': {
      // A visit is not a change; letting someone in against the rules is a decision to audit.
      if (!e.data.override) return null;
      const known = subjectOf(e.data.memberId);
      return {
        entityKind: 'member',
        entityId: e.data.memberId,
        memberId: e.data.memberId,
        subject: known?.name ?? null,
        changes: [],
      };
    }
    case 'MembershipCancelled':
    case 'MembershipExpired':
    case 'MembershipFrozen':
    case 'MembershipUnfrozen':
      return aboutKnown(subjectOf, 'membership', e.data.membershipId);
    case 'PaymentRecorded': {
      const d = e.data;
      const membership = subjectOf(d.membershipId);
      const name = membership?.name ?? null;
      return {
        entityKind: 'payment',
        entityId: d.paymentId,
        memberId: d.memberId,
        subject: name,
        changes: [],
        remember: {
          id: d.paymentId,
          entity_kind: 'payment',
          member_id: d.memberId,
          name,
          details: { membershipId: d.membershipId, amountPaise: d.amountPaise },
        },
      };
    }
    case 'PaymentVoided':
    case 'PaymentRefunded':
      return aboutKnown(subjectOf, 'payment', e.data.paymentId);
    case 'AccountCreated':
      return {
        entityKind: 'account',
        entityId: e.data.userId,
        memberId: null,
        subject: e.data.username,
        changes: [],
        remember: {
          id: e.data.userId,
          entity_kind: 'account',
          member_id: null,
          name: e.data.username,
          details: { role: e.data.role },
        },
      };
    case 'AccountRoleChanged':
    case 'AccountDeactivated':
    case 'AccountReactivated':
    case 'AccountPasswordReset': {
      const known = subjectOf(e.data.userId);
      return {
        entityKind: 'account',
        entityId: e.data.userId,
        memberId: null,
        subject: known?.name ?? null,
        changes:
          e.type === 'AccountRoleChanged'
            ? [{ field: 'role', before: e.data.from, after: e.data.to }]
            : [],
      };
    }
    case 'GymSettingsChanged': {
      const known = subjectOf(GYM_SETTINGS_ENTITY_ID);
      const details = { ...e.data };
      return {
        entityKind: 'settings',
        entityId: GYM_SETTINGS_ENTITY_ID,
        memberId: null,
        subject: null,
        changes: diffFields(SETTINGS_FIELDS, known?.details ?? null, details),
        remember: {
          id: GYM_SETTINGS_ENTITY_ID,
          entity_kind: 'settings',
          member_id: null,
          name: null,
          details,
        },
      };
    }
    case 'GymLogoChanged':
      return {
        entityKind: 'settings',
        entityId: GYM_SETTINGS_ENTITY_ID,
        memberId: null,
        subject: null,
        changes: [],
      };
    default: {
      const unknown: never = e;
      throw new Error(`audit projector cannot apply ${(unknown as { type: string }).type}`);
    }
  }
}

/**
 * The audit trail an owner reads: one row per change with who, when, what it concerns (a
 * membership's and a payment's rows carry their member) and the fields an update changed. "Before"
 * values come from this projector's own `audit_subjects`, never from another read model.
 */
export const auditProjector: Projector = {
  name: 'audit',
  version: 1,
  tables: ['audit_entries', 'audit_subjects'],
  handles: AUDITED,
  apply(trx, event) {
    return applyEvents(trx, [event as ProjectedEvent<AuditedEvent>]);
  },
  applyBatch(trx, events) {
    return applyEvents(trx, events as readonly ProjectedEvent<AuditedEvent>[]);
  },
};

/** Rows per INSERT: 14 columns each, well under PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;

/**
 * A batch in a few statements (a rebuild replays the whole log): the subjects it names read at
 * once, each event described in log order against them (an event sees the ones before it), then
 * the entries inserted and the changed subjects saved.
 */
async function applyEvents(
  trx: Knex.Transaction,
  events: readonly ProjectedEvent<AuditedEvent>[],
): Promise<void> {
  const subjects = await loadSubjects(trx, events);
  const changed = new Map<string, Subject>();
  const entries = events.flatMap((e) => {
    const d = describe((id) => subjects.get(id) ?? null, e);
    if (!d) return [];
    if (d.remember) {
      subjects.set(d.remember.id, d.remember);
      changed.set(d.remember.id, d.remember);
    }
    const entry = {
      commit_position: e.position.commit.toString(),
      prepare_position: e.position.prepare.toString(),
      stream_id: e.streamId,
      revision: e.revision.toString(),
      entity_kind: d.entityKind,
      entity_id: d.entityId,
      member_id: d.memberId,
      event_type: e.type,
      kind: auditKindOf(e.type),
      actor_user_id: asUuid(e.metadata.actorUserId),
      occurred_at: e.metadata.occurredAt,
      subject: d.subject,
      data: JSON.stringify(e.data),
      changes: JSON.stringify(d.changes),
    };
    return [entry];
  });
  for (let i = 0; i < entries.length; i += CHUNK)
    await trx('audit_entries')
      .insert(entries.slice(i, i + CHUNK))
      .onConflict(['commit_position', 'prepare_position'])
      .ignore();
  const rows = [...changed.values()].map((row) => ({
    ...row,
    details: JSON.stringify(row.details),
  }));
  for (let i = 0; i < rows.length; i += CHUNK)
    await trx('audit_subjects')
      .insert(rows.slice(i, i + CHUNK))
      .onConflict('id')
      .merge();
}
