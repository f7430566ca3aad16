import type { Knex } from 'knex';
import {
  AUDIT_SKIPPED_TYPES,
  GYM_SETTINGS_ENTITY_ID,
  auditKindOf,
  eventSchemas,
  type AuditedEventType,
  type EventType,
} from '@gym/contracts';
import type { ProjectedEvent, Projector } from '../../runner/projector';
import { branchKeysOf, branchOf, type KnownBranches } from '@gym/domain';
import { describeForAudit, type AuditedEvent, type Subject } from './describers';

const AUDITED = (Object.keys(eventSchemas) as EventType[]).filter(
  (type): type is AuditedEventType => !(AUDIT_SKIPPED_TYPES as readonly string[]).includes(type),
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Metadata has no schema: an actor that is not a user id is kept as no one (the system). */
const asUuid = (id: string | null) => (id && UUID.test(id) ? id : null);

/** The fields naming an entity an entry may be about (a void names its expense by `expenseId`). */
const SUBJECT_KEYS = [
  'memberId',
  'planId',
  'membershipId',
  'paymentId',
  'userId',
  'branchId',
  'expenseId',
  'recurringExpenseId',
] as const;

/** The subjects a batch's events name, by id, read in one statement. */
async function loadSubjects(
  trx: Knex.Transaction,
  events: readonly ProjectedEvent<AuditedEvent>[],
): Promise<Map<string, Subject>> {
  const ids = new Set<string>();
  for (const e of events) {
    const data = e.data as Record<string, unknown>;
    for (const key of SUBJECT_KEYS) if (typeof data[key] === 'string') ids.add(data[key]);
    if (e.type === 'GymSettingsChanged') ids.add(GYM_SETTINGS_ENTITY_ID);
    if (e.type === 'AccountBranchesChanged') for (const id of e.data.branchIds) ids.add(id);
  }
  const rows: Subject[] = ids.size
    ? await trx('audit_subjects')
        .whereIn('id', [...ids])
        .select()
    : [];
  return new Map(rows.map((row) => [row.id, row]));
}

/** The branches of the members, memberships and payments a batch names, read in one statement. */
async function loadBranches(
  trx: Knex.Transaction,
  events: readonly ProjectedEvent<AuditedEvent>[],
): Promise<KnownBranches> {
  const ids = [...new Set(events.flatMap(branchKeysOf))];
  const rows: { id: string; branch_id: string }[] = ids.length
    ? await trx('audit_entity_branches').whereIn('id', ids).select()
    : [];
  return new Map(rows.map((row) => [row.id, row.branch_id]));
}

/**
 * The audit trail an owner reads: one row per change with who, when, what it concerns (a
 * membership's and a payment's rows carry their member) and the fields an update changed. "Before"
 * values come from this projector's own `audit_subjects`, never from another read model.
 */
export const auditProjector: Projector = {
  name: 'audit',
  // 2: each entry's branch (audit_entity_branches: the branch of each member, membership, payment).
  version: 2,
  tables: ['audit_entries', 'audit_subjects', 'audit_entity_branches'],
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
  const branches = await loadBranches(trx, events);
  const branchesChanged = new Set<string>();
  const changed = new Map<string, Subject>();
  const entries = events.flatMap((e) => {
    // In log order, so an entity's branch is known to the events after the one that set it.
    const branchId = branchOf(e, branches, branchesChanged);
    const d = describeForAudit(e, (id) => subjects.get(id) ?? null);
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
      branch_id: branchId,
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
  const known = [...branchesChanged].map((id) => ({ id, branch_id: branches.get(id)! }));
  for (let i = 0; i < known.length; i += BRANCH_CHUNK)
    await trx('audit_entity_branches')
      .insert(known.slice(i, i + BRANCH_CHUNK))
      .onConflict('id')
      .merge();
}

/** Rows per INSERT of entities' branches: two columns each. */
const BRANCH_CHUNK = 10_000;
