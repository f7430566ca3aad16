import type { Knex } from 'knex';
import pg from 'pg';
import {
  encodePosition,
  type GlobalPosition,
  type ProjectionFailureDto,
  type RecordedEvent,
} from '@gym/contracts';
import { CHECKPOINT_CHANNEL, FAILURES_NOTICE } from './checkpoints';

const ERROR_MAX = 500;

/** A projector's failure narrowed down to the one event it could not apply. */
export class EventFailure extends Error {
  constructor(
    readonly event: RecordedEvent,
    cause: unknown,
  ) {
    super(describeError(cause), { cause });
    this.name = 'EventFailure';
  }
}

/** A transaction of several events failed: which one is at fault is not known yet. */
export class BatchFailure extends Error {
  constructor(
    readonly batchEnd: GlobalPosition,
    cause: unknown,
  ) {
    super(describeError(cause), { cause });
    this.name = 'BatchFailure';
  }
}

interface SchemaIssue {
  path: readonly PropertyKey[];
  message: string;
}

function schemaIssues(error: unknown): readonly SchemaIssue[] | null {
  if (!(error instanceof Error) || error.name !== 'ZodError') return null;
  const issues = (error as { issues?: unknown }).issues;
  return Array.isArray(issues) ? (issues as SchemaIssue[]) : null;
}

/**
 * One line an operator can read in a health check: no stack and no statement text (knex puts
 * the statement, with its values, before " - " in a database error's message).
 */
export function describeError(error: unknown): string {
  if (error instanceof EventFailure || error instanceof BatchFailure) return error.message;
  const issues = schemaIssues(error);
  let text: string;
  if (issues) {
    const list = issues.map((i) => `${i.path.map(String).join('.') || '(data)'}: ${i.message}`);
    text = `event data does not match its schema: ${list.join('; ')}`;
  } else if (error instanceof pg.DatabaseError) {
    const cut = error.message.lastIndexOf(' - ');
    const own = cut < 0 ? error.message : error.message.slice(cut + 3);
    text = `${own} (SQLSTATE ${error.code})`;
  } else {
    text = error instanceof Error ? error.message : String(error);
  }
  text = text.replace(/\s+/g, ' ').trim();
  return text.length > ERROR_MAX ? `${text.slice(0, ERROR_MAX - 1)}…` : text;
}

/** Tells progress trackers (read-your-writes) that the failing projectors changed. */
const notifyFailures = (db: Knex) =>
  db.raw('select pg_notify(?, ?)', [CHECKPOINT_CHANNEL, FAILURES_NOTICE]);

interface FailureRow {
  projector: string;
  commit_position: string | null;
  prepare_position: string | null;
  event_type: string | null;
  stream_id: string | null;
  error: string;
  attempts: number;
  first_failed_at: Date;
  last_failed_at: Date;
  next_retry_at: Date;
}

/**
 * Records a failed attempt and when the next one is due. Attempts count up while the projector
 * fails at the same event (and start again at 1 at another), so the wait keeps growing across
 * restarts and replicas.
 */
export async function recordFailure(
  db: Knex,
  projector: string,
  failure: { event: RecordedEvent | null; error: string },
  delayFor: (attempts: number) => number,
): Promise<{ attempts: number; delayMs: number }> {
  const { event } = failure;
  const commit = event ? event.position.commit.toString() : null;
  const prepare = event ? event.position.prepare.toString() : null;
  const previous = await db<FailureRow>('projection_failures').where({ projector }).first();
  const sameEvent =
    !!previous && previous.commit_position === commit && previous.prepare_position === prepare;
  const attempts = sameEvent ? previous.attempts + 1 : 1;
  const delayMs = delayFor(attempts);
  const row = {
    projector,
    commit_position: commit,
    prepare_position: prepare,
    event_type: event?.type ?? null,
    stream_id: event?.streamId ?? null,
    error: failure.error,
    attempts,
    first_failed_at: db.fn.now(),
    last_failed_at: db.fn.now(),
    next_retry_at: db.raw(`now() + ? * interval '1 millisecond'`, [delayMs]),
  };
  const kept = Object.keys(row).filter((column) => !(sameEvent && column === 'first_failed_at'));
  await db('projection_failures').insert(row).onConflict('projector').merge(kept);
  await notifyFailures(db);
  return { attempts, delayMs };
}

/**
 * Deletes the projector's failure if its saved checkpoint has passed the event, or if the failure
 * was at no event (saveCheckpoint does the same as it saves; this is for a loop that has nothing
 * to save). True when a failure is still recorded.
 */
export async function clearPassedFailure(db: Knex, projector: string): Promise<boolean> {
  const { rows } = await db.raw<{ rows: { remains: boolean; cleared: boolean }[] }>(
    `with gone as (
       delete from projection_failures f
       where f.projector = ?
         and (f.commit_position is null or exists (
           select 1 from projection_checkpoints c
           where c.projector = f.projector
             and (c.commit_position, c.prepare_position) >= (f.commit_position, f.prepare_position)))
       returning 1
     )
     select exists (select 1 from projection_failures where projector = ?)
       and not exists (select 1 from gone) as remains,
       exists (select 1 from gone) as cleared`,
    [projector, projector],
  );
  if (rows[0]?.cleared) await notifyFailures(db);
  return rows[0]?.remains ?? false;
}

const toDto = (row: FailureRow): ProjectionFailureDto => ({
  projector: row.projector,
  position:
    row.commit_position === null || row.prepare_position === null
      ? null
      : encodePosition({
          commit: BigInt(row.commit_position),
          prepare: BigInt(row.prepare_position),
        }),
  eventType: row.event_type,
  streamId: row.stream_id,
  error: row.error,
  attempts: row.attempts,
  failingSince: row.first_failed_at.toISOString(),
  lastFailedAt: row.last_failed_at.toISOString(),
  nextRetryAt: row.next_retry_at.toISOString(),
});

/** Every recorded failure, or those of the given projectors. */
export async function loadFailures(
  db: Knex,
  projectors?: readonly string[],
): Promise<ProjectionFailureDto[]> {
  const query = db<FailureRow>('projection_failures').orderBy('projector');
  if (projectors) query.whereIn('projector', [...projectors]);
  return (await query).map(toDto);
}
