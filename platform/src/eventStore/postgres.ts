import pg from 'pg';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type GlobalPosition,
  type NewEvent,
  type RecordedEvent,
  type StreamAppend,
} from '@gym/contracts';
import { connectionWatch } from '../connectionLoss';
import type { Logger } from '../logger';
import { createListener } from './listener';

/** Sent by the `events` table's statement trigger when an append commits. */
const CHANNEL = 'events_appended';
const UNIQUE_VIOLATION = '23505';

interface EventRow {
  global_position: string;
  transaction_id: string;
  stream_id: string;
  stream_revision: string;
  event_type: string;
  data: unknown;
  metadata: NewEvent['metadata'];
}

const SELECT_COLUMNS = `global_position, transaction_id::text as transaction_id, stream_id, stream_revision, event_type, data, metadata`;

/**
 * One statement, so the page and the "held back" check see the same snapshot: checked in a
 * second statement, a transaction that ends in between would hide events with no wake-up.
 * Held back means a committed event at or above xmin; `max` reads one entry of the commit
 * order index, where a range condition on the CTE's xmin would scan the whole table.
 * Parameters: after commit (xid8 as text), after prepare, limit.
 */
export const READ_ALL_SQL = `with snap as materialized (
     select pg_snapshot_xmin(pg_current_snapshot()) as xmin
   ), page as (
     select ${SELECT_COLUMNS}, events.transaction_id as tx_order
     from events, snap
     where (events.transaction_id, global_position) > ($1::text::xid8, $2::bigint)
       and events.transaction_id < snap.xmin
     order by events.transaction_id, global_position
     limit $3
   )
   select page.*,
     coalesce((select max(transaction_id) from events) >= snap.xmin, false) as blocked
   from snap left join page on true
   order by page.tx_order, page.global_position`;

function toRecorded(row: EventRow): RecordedEvent {
  return {
    streamId: row.stream_id,
    revision: BigInt(row.stream_revision),
    position: { commit: BigInt(row.transaction_id), prepare: BigInt(row.global_position) },
    type: row.event_type,
    data: row.data,
    metadata: row.metadata,
  };
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && (error as { code?: string }).code === UNIQUE_VIOLATION;
}

/**
 * The event store on a PostgreSQL `events` table.
 *
 * Global order is (transaction_id, global_position), and readers only see events of transactions
 * below the oldest one still running (pg_snapshot_xmin), so an event that commits late is never
 * skipped by a reader that has already seen a later one.
 */
export function createPostgresEventStore(options: {
  connectionString: string;
  poolMax?: number;
  /** How long a reader waits before looking again when an open transaction holds events back. */
  blockedRetryMs?: number;
  /** Where a lost connection is reported (once) and its return. */
  logger?: Logger;
}): EventStore {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.poolMax ?? 10,
  });
  // An idle connection that the server ends is dropped by the pool, which then emits 'error':
  // without a listener that would end the process. The next query opens a new connection.
  const watch = connectionWatch(options.logger, 'event store');
  pool.on('error', (error) => watch.lost(error));
  pool.on('connect', () => watch.restored());
  const wakeListeners = new Set<() => void>();
  const listener = createListener(options.connectionString, CHANNEL, () => wakeAll(), {
    logger: options.logger,
    name: 'event store wake-ups',
  });
  let blockedTimer: NodeJS.Timeout | undefined;

  function wakeAll() {
    for (const wake of wakeListeners) wake();
  }

  async function findExisting(events: readonly NewEvent[]): Promise<EventRow[]> {
    const ids = events.map((e) => e.metadata.eventId);
    const { rows } = await pool.query<EventRow>(
      `select ${SELECT_COLUMNS} from events where event_id = any($1::uuid[]) order by global_position`,
      [ids],
    );
    return rows;
  }

  /** A retried append (same event ids, same stream) answers what the first one did. */
  async function idempotentResult(
    streamId: string,
    events: readonly NewEvent[],
  ): Promise<AppendResult | null> {
    const existing = await findExisting(events);
    if (existing.length === 0) return null;
    if (existing.length !== events.length || existing.some((r) => r.stream_id !== streamId)) {
      throw new Error(
        `append to ${streamId}: some of these event ids were already appended elsewhere`,
      );
    }
    const last = toRecorded(existing[existing.length - 1]!);
    return { nextExpectedRevision: last.revision, position: last.position };
  }

  async function append(
    streamId: string,
    events: readonly NewEvent[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    // One statement: the expected revision is checked against the stream's newest revision in
    // the insert itself (two racing appends meet at the unique (stream, revision) key), and the
    // table's statement trigger sends the wake-up at commit.
    const { rows } = await pool.query<Partial<EventRow> & { current_revision: string | null }>(
      `with current_revision as (
         select max(stream_revision) as revision from events where stream_id = $1
       ), inserted as (
         insert into events (stream_id, stream_revision, event_id, event_type, data, metadata)
         select $1, coalesce(c.revision, -1) + ord, id, type, data, metadata
         from current_revision c,
           unnest($4::uuid[], $5::text[], $6::jsonb[], $7::jsonb[])
             with ordinality as e(id, type, data, metadata, ord)
         where case $2::text
           when 'any' then true
           when 'no_stream' then c.revision is null
           when 'stream_exists' then c.revision is not null
           else c.revision = $3::bigint
         end
         returning ${SELECT_COLUMNS}
       )
       select inserted.*, c.revision::text as current_revision
       from current_revision c left join inserted on true
       order by inserted.stream_revision`,
      [
        streamId,
        typeof expected === 'bigint' ? 'revision' : expected,
        typeof expected === 'bigint' ? expected.toString() : null,
        events.map((e) => e.metadata.eventId),
        events.map((e) => e.type),
        events.map((e) => JSON.stringify(e.data)),
        events.map((e) => JSON.stringify(e.metadata)),
      ],
    );
    const last = rows[rows.length - 1];
    if (!last || last.global_position == null) {
      const current = last?.current_revision == null ? 'no_stream' : BigInt(last.current_revision);
      throw new WrongExpectedRevisionError(streamId, expected, current);
    }
    const recorded = toRecorded(last as EventRow);
    return { nextExpectedRevision: recorded.revision, position: recorded.position };
  }

  /**
   * Many streams in one statement (one round trip, one commit): each stream's expected revision
   * is checked against its newest revision, and if any fails nothing is inserted.
   */
  async function bulkAppend(appends: readonly StreamAppend[]): Promise<AppendResult[]> {
    const flat = appends.flatMap((a, stream) =>
      a.events.map((e, offset) => ({ stream: stream + 1, offset, e })),
    );
    const { rows } = await pool.query<{
      stream: number;
      stream_revision: string | null;
      transaction_id: string | null;
      global_position: string | null;
      failed: boolean;
      current_revision: string | null;
    }>(
      `with streams as (
         select s.*, (select max(stream_revision) from events where stream_id = s.stream_id) as revision
         from unnest($1::text[], $2::text[], $3::bigint[]) with ordinality as s(stream_id, mode, expected, stream)
       ), failed as (
         select * from streams s where not case s.mode
           when 'any' then true
           when 'no_stream' then s.revision is null
           when 'stream_exists' then s.revision is not null
           else s.revision = s.expected
         end
       ), inserted as (
         insert into events (stream_id, stream_revision, event_id, event_type, data, metadata)
         select s.stream_id, coalesce(s.revision, -1) + 1 + e.revision_offset, e.id, e.type, e.data, e.metadata
         from unnest($4::int[], $5::int[], $6::uuid[], $7::text[], $8::jsonb[], $9::jsonb[])
           with ordinality as e(stream, revision_offset, id, type, data, metadata, ord)
         join streams s on s.stream = e.stream
         where not exists (select 1 from failed)
         order by e.ord
         returning stream_id, stream_revision, transaction_id, global_position
       )
       select s.stream::int as stream, i.stream_revision::text, i.transaction_id::text,
         i.global_position::text, false as failed, null as current_revision
       from inserted i join streams s on s.stream_id = i.stream_id
       union all
       select f.stream::int, null, null, null, true, f.revision::text from failed f`,
      [
        appends.map((a) => a.streamId),
        appends.map((a) =>
          typeof a.expectedRevision === 'bigint' ? 'revision' : a.expectedRevision,
        ),
        appends.map((a) =>
          typeof a.expectedRevision === 'bigint' ? a.expectedRevision.toString() : null,
        ),
        flat.map((f) => f.stream),
        flat.map((f) => f.offset),
        flat.map((f) => f.e.metadata.eventId),
        flat.map((f) => f.e.type),
        flat.map((f) => JSON.stringify(f.e.data)),
        flat.map((f) => JSON.stringify(f.e.metadata)),
      ],
    );
    const failed = rows.find((r) => r.failed);
    if (failed) {
      const a = appends[failed.stream - 1]!;
      const current =
        failed.current_revision == null ? 'no_stream' : BigInt(failed.current_revision);
      throw new WrongExpectedRevisionError(a.streamId, a.expectedRevision, current);
    }
    const results: AppendResult[] = [];
    for (const row of rows) {
      const revision = BigInt(row.stream_revision!);
      const known = results[row.stream - 1];
      if (!known || revision > known.nextExpectedRevision) {
        results[row.stream - 1] = {
          nextExpectedRevision: revision,
          position: { commit: BigInt(row.transaction_id!), prepare: BigInt(row.global_position!) },
        };
      }
    }
    return results;
  }

  async function readStream(
    streamId: string,
    readOptions: { fromRevision?: bigint; limit?: number } = {},
  ): Promise<RecordedEvent[]> {
    const { rows } = await pool.query<EventRow>(
      `select ${SELECT_COLUMNS} from events where stream_id = $1 and stream_revision >= $2 order by stream_revision limit $3`,
      [streamId, (readOptions.fromRevision ?? 0n).toString(), readOptions.limit ?? null],
    );
    return rows.map(toRecorded);
  }

  async function readLastEvent(streamId: string): Promise<RecordedEvent | null> {
    const { rows } = await pool.query<EventRow>(
      `select ${SELECT_COLUMNS} from events where stream_id = $1 order by stream_revision desc limit 1`,
      [streamId],
    );
    return rows[0] ? toRecorded(rows[0]) : null;
  }

  function scheduleBlockedRetry() {
    if (blockedTimer) return;
    blockedTimer = setTimeout(() => {
      blockedTimer = undefined;
      wakeAll();
    }, options.blockedRetryMs ?? 50);
  }

  return {
    async appendToStreams(appends) {
      if (appends.length === 0) return [];
      if (appends.some((a) => a.events.length === 0)) {
        throw new Error('append needs at least one event');
      }
      return bulkAppend(appends);
    },

    async appendToStream(streamId, events, { expectedRevision }) {
      try {
        return await append(streamId, events, expectedRevision);
      } catch (error) {
        if (!isUniqueViolation(error) && !(error instanceof WrongExpectedRevisionError))
          throw error;
        const retried = await idempotentResult(streamId, events);
        if (retried) return retried;
        if (error instanceof WrongExpectedRevisionError) throw error;
        const actual = (await readLastEvent(streamId))?.revision ?? 'no_stream';
        throw new WrongExpectedRevisionError(streamId, expectedRevision, actual);
      }
    },

    readStream,
    readLastEvent,

    async readAll({ after, limit }: { after: GlobalPosition; limit: number }) {
      const { rows } = await pool.query<Partial<EventRow> & { blocked: boolean }>(READ_ALL_SQL, [
        after.commit.toString(),
        after.prepare.toString(),
        limit,
      ]);
      // Committed events wait behind a transaction still open; nothing notifies when it ends if
      // it wrote no event, so look again shortly.
      if (rows[0]?.blocked) scheduleBlockedRetry();
      return rows.filter((r) => r.global_position != null).map((r) => toRecorded(r as EventRow));
    },

    async watch(onWake) {
      wakeListeners.add(onWake);
      await listener.ready();
      return async () => {
        wakeListeners.delete(onWake);
      };
    },

    async close() {
      clearTimeout(blockedTimer);
      wakeListeners.clear();
      await listener.close();
      await pool.end();
    },
  };
}
