import type { Knex } from 'knex';
import {
  HISTORY_DEFAULT_LIMIT,
  decodePosition,
  describeEntry,
  viewChange,
  type AuditEntityKind,
  type AuditKind,
  type AuditLogFilter,
  type DomainEvent,
  type EventType,
  type FieldChange,
  type HistoryEntryDto,
  type BranchFilter,
} from '@gym/contracts';
import { whereBranches } from '../../branchFilter';
import type { ListResult } from '../../listQuery';

interface AuditRow {
  commit_position: string;
  prepare_position: string;
  entity_kind: AuditEntityKind;
  entity_id: string;
  member_id: string | null;
  event_type: EventType;
  kind: AuditKind;
  actor_user_id: string | null;
  occurred_at: Date;
  subject: string | null;
  data: unknown;
  changes: FieldChange[];
}

/**
 * An audit entry as the read model holds it: its actor by account id. Accounts are state in the
 * command service, not events, so the actor's name (and the sentence that names them) is added
 * there, read at that time: a renamed account reads renamed.
 */
export interface AuditEntryRecord extends Pick<
  HistoryEntryDto,
  'id' | 'occurredAt' | 'type' | 'kind' | 'entity' | 'memberId' | 'subject'
> {
  actorUserId: string | null;
  event: DomainEvent;
  changes: FieldChange[];
}

/** A page of an entity's history, its actors by id (`HistoryPageDto` once named). */
export interface AuditHistoryPage {
  entries: AuditEntryRecord[];
  next: string | null;
}

const selectEntries = (db: Knex, from: Knex.QueryBuilder = db('audit_entries as a')) =>
  from.select(
    'a.commit_position',
    'a.prepare_position',
    'a.entity_kind',
    'a.entity_id',
    'a.member_id',
    'a.event_type',
    'a.kind',
    'a.actor_user_id',
    'a.occurred_at',
    'a.subject',
    'a.data',
    'a.changes',
  );

function toRecord(row: AuditRow): AuditEntryRecord {
  return {
    id: `${row.commit_position}/${row.prepare_position}`,
    occurredAt: row.occurred_at.toISOString(),
    type: row.event_type,
    kind: row.kind,
    entity: { kind: row.entity_kind, id: row.entity_id },
    memberId: row.member_id,
    actorUserId: row.actor_user_id,
    subject: row.subject,
    // The projector stored the data of an event it had checked against its schema.
    event: { type: row.event_type, data: row.data } as DomainEvent,
    changes: row.changes,
  };
}

/** An entry as the owner reads it, `actorName` its actor's name now (null: the system). */
export function toHistoryEntry(entry: AuditEntryRecord, actorName: string | null): HistoryEntryDto {
  const { event, subject, changes } = entry;
  return {
    id: entry.id,
    occurredAt: entry.occurredAt,
    type: entry.type,
    kind: entry.kind,
    entity: entry.entity,
    memberId: entry.memberId,
    actor: entry.actorUserId && actorName ? { id: entry.actorUserId, name: actorName } : null,
    subject,
    summary: describeEntry({ event, actorName, subject, changes }),
    changes: changes.map(viewChange),
  };
}

/** Newest first, then by log position. */
const byPositionDesc = (q: Knex.QueryBuilder) =>
  q.orderBy('a.commit_position', 'desc').orderBy('a.prepare_position', 'desc');

/**
 * One page of an entity's history, newest first: a member's includes their memberships' and
 * payments' changes. Keyset paged by log position (`before`: the previous page's `next`), along
 * one index per kind of entity.
 */
export async function historyOf(
  db: Knex,
  query: { entity: AuditEntityKind; id: string; before?: string; limit?: number },
  branches: BranchFilter,
): Promise<AuditHistoryPage> {
  const limit = query.limit ?? HISTORY_DEFAULT_LIMIT;
  // Only the branches' own entries (a member's history leaves out another branch's sales).
  let q = selectEntries(db, whereBranches(db('audit_entries as a'), 'a.branch_id', branches));
  switch (query.entity) {
    case 'member':
      q = q.where('a.member_id', query.id);
      break;
    case 'payment':
    case 'settings':
    case 'expense':
      q = q.where('a.entity_id', query.id);
      break;
    case 'membership':
    case 'plan':
    case 'account':
    case 'branch':
      q = q.where('a.stream_id', `${query.entity}-${query.id}`);
      break;
    default: {
      const unknown: never = query.entity;
      throw new Error(`no history for ${String(unknown)}`);
    }
  }
  const before = query.before ? decodePosition(query.before) : null;
  if (before)
    q = q.whereRaw('(a.commit_position, a.prepare_position) < (?, ?)', [
      before.commit.toString(),
      before.prepare.toString(),
    ]);
  const rows = (await byPositionDesc(q).limit(limit + 1)) as AuditRow[];
  const page = rows.slice(0, limit).map(toRecord);
  return { entries: page, next: rows.length > limit ? (page.at(-1)?.id ?? null) : null };
}

/**
 * The audit log's filter as SQL: gym calendar dates become instants in its time zone; entries of
 * the branches only (those of no branch, plans, accounts and settings, are every branch's view).
 */
function filtered(db: Knex, filter: AuditLogFilter, timeZone: string, branches: BranchFilter) {
  let q = whereBranches(db('audit_entries as a'), 'a.branch_id', branches);
  if (filter.actorId) q = q.where('a.actor_user_id', filter.actorId);
  if (filter.kind) q = q.where('a.kind', filter.kind);
  if (filter.from)
    q = q.whereRaw('a.occurred_at >= (?::date::timestamp at time zone ?)', [filter.from, timeZone]);
  if (filter.to)
    q = q.whereRaw('a.occurred_at < ((?::date + 1)::timestamp at time zone ?)', [
      filter.to,
      timeZone,
    ]);
  return q;
}

const byTime = (q: Knex.QueryBuilder, order: 'asc' | 'desc') =>
  q
    .orderBy('a.occurred_at', order)
    .orderBy('a.commit_position', order)
    .orderBy('a.prepare_position', order);

/**
 * The most rows the audit log counts for its total: beyond it a page says "10000" and the owner
 * narrows the filter (counting millions of rows for a page of 50 would cost more than the page).
 */
export const AUDIT_LOG_COUNT_CAP = 10_000;

/** A page of the whole gym's audit log, newest first (or oldest first), filtered. */
export async function auditLog(
  db: Knex,
  query: {
    filter: AuditLogFilter;
    order: 'ASC' | 'DESC';
    range: readonly [number, number];
    timeZone: string;
    branches: BranchFilter;
  },
): Promise<ListResult<AuditEntryRecord>> {
  const [start, end] = query.range;
  const base = filtered(db, query.filter, query.timeZone, query.branches);
  const counted = await db
    .count<{ count: string }[]>('* as count')
    .from(base.clone().select(db.raw('1')).limit(AUDIT_LOG_COUNT_CAP).as('capped'));
  // Pages past the counted rows are not offered (nor scanned): narrow the filter instead.
  const rows =
    start < AUDIT_LOG_COUNT_CAP
      ? ((await byTime(selectEntries(db, base), query.order === 'ASC' ? 'asc' : 'desc')
          .offset(start)
          .limit(Math.min(end + 1, AUDIT_LOG_COUNT_CAP) - start)) as AuditRow[])
      : [];
  return { rows: rows.map(toRecord), total: Number(counted[0]?.count ?? 0) };
}

/** Rows per read of the CSV export: memory stays bounded whatever the log's size. */
const EXPORT_BATCH = 500;

/**
 * Every entry the filter selects, newest first, `batch` at a time, read in keyset batches
 * (occurred_at, position) so the export never holds more than one batch.
 */
export async function* auditLogEntries(
  db: Knex,
  branches: BranchFilter,
  filter: AuditLogFilter,
  timeZone: string,
  batch = EXPORT_BATCH,
): AsyncGenerator<AuditEntryRecord[]> {
  let after: { at: Date; commit: string; prepare: string } | null = null;
  for (;;) {
    let q = selectEntries(db, filtered(db, filter, timeZone, branches));
    if (after)
      q = q.whereRaw('(a.occurred_at, a.commit_position, a.prepare_position) < (?, ?, ?)', [
        after.at,
        after.commit,
        after.prepare,
      ]);
    const rows = (await byTime(q, 'desc').limit(batch)) as AuditRow[];
    if (rows.length > 0) yield rows.map(toRecord);
    const last = rows.at(-1);
    if (!last || rows.length < batch) return;
    after = { at: last.occurred_at, commit: last.commit_position, prepare: last.prepare_position };
  }
}
