import pg from 'pg';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type GlobalPosition,
  type NewEvent,
  type RecordedEvent,
} from '@gym/contracts';
import { createListener } from './listener';

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
}): EventStore {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.poolMax ?? 10,
  });
  const wakeListeners = new Set<() => void>();
  const listener = createListener(options.connectionString, CHANNEL, () => wakeAll());
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
    const client = await pool.connect();
    try {
      await client.query('begin');
      const { rows } = await client.query<{ revision: string | null }>(
        'select max(stream_revision)::text as revision from events where stream_id = $1',
        [streamId],
      );
      const current = rows[0]?.revision == null ? null : BigInt(rows[0].revision);
      const ok =
        expected === 'any' ||
        (expected === 'no_stream' && current === null) ||
        (expected === 'stream_exists' && current !== null) ||
        (typeof expected === 'bigint' && current === expected);
      if (!ok) throw new WrongExpectedRevisionError(streamId, expected, current ?? 'no_stream');

      const first = current === null ? 0n : current + 1n;
      const inserted = await client.query<EventRow>(
        `insert into events (stream_id, stream_revision, event_id, event_type, data, metadata)
         select $1, $2::bigint + ord - 1, id, type, data, metadata
         from unnest($3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[]) with ordinality as e(id, type, data, metadata, ord)
         returning ${SELECT_COLUMNS}`,
        [
          streamId,
          first.toString(),
          events.map((e) => e.metadata.eventId),
          events.map((e) => e.type),
          events.map((e) => JSON.stringify(e.data)),
          events.map((e) => JSON.stringify(e.metadata)),
        ],
      );
      await client.query(`select pg_notify($1, '')`, [CHANNEL]);
      await client.query('commit');
      const last = toRecorded(inserted.rows[inserted.rows.length - 1]!);
      return { nextExpectedRevision: last.revision, position: last.position };
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async function readStream(
    streamId: string,
    readOptions: { fromRevision?: bigint } = {},
  ): Promise<RecordedEvent[]> {
    const { rows } = await pool.query<EventRow>(
      `select ${SELECT_COLUMNS} from events where stream_id = $1 and stream_revision >= $2 order by stream_revision`,
      [streamId, (readOptions.fromRevision ?? 0n).toString()],
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
    async appendToStream(streamId, events, { expectedRevision }) {
      if (events.length === 0) throw new Error('append needs at least one event');
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
      // One statement, so the page and the "held back" check see the same snapshot: checked in a
      // second statement, a transaction that ends in between would hide events with no wake-up.
      // Held back means a committed event at or above xmin; `max` reads one entry of the commit
      // order index, where a range condition on the CTE's xmin would scan the whole table.
      const { rows } = await pool.query<Partial<EventRow> & { blocked: boolean }>(
        `with snap as materialized (
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
         order by page.tx_order, page.global_position`,
        [after.commit.toString(), after.prepare.toString(), limit],
      );
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
