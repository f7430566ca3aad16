import pg from 'pg';
import { createDb, createLogger, createPostgresEventStore } from '@gym/platform';
import { allProjectors, formatRebuildProgress, rebuildProjectors } from '@gym/projection-service';
import { progress } from './log';

export interface RebuildResult {
  events: number;
  seconds: number;
  perSecond: number;
  /** Seconds each projector spent applying pages (in parallel: they overlap). */
  applySeconds: Record<string, number>;
}

/** Every read model replayed from the whole log in one pass, as `npm run rebuild` does (server stopped). */
export async function measureRebuild(url: string): Promise<RebuildResult> {
  const db = createDb(url);
  const store = createPostgresEventStore({ connectionString: url });
  const logger = createLogger({ level: 'warn', name: 'rebuild' });
  try {
    const row = await db('events').count<{ count: string }[]>('* as count');
    const events = Number(row[0]?.count ?? 0);
    const started = performance.now();
    const summary = await rebuildProjectors({
      db,
      store,
      logger,
      projectors: allProjectors,
      totalEvents: events,
      onProgress: (p) => progress(formatRebuildProgress(p)),
    });
    const seconds = (performance.now() - started) / 1000;
    return { events, seconds, perSecond: events / seconds, applySeconds: summary.applySeconds };
  } finally {
    await store.close();
    await db.destroy();
  }
}

export interface RawInsertResult {
  rows: number;
  /** Time spent in the INSERT statements only. */
  insertSeconds: number;
  perSecond: number;
  /** Reading the rows back out of `events`, page by page (not in perSecond). */
  readSeconds: number;
}

const COLUMNS =
  'global_position, transaction_id, stream_id, stream_revision, event_id, event_type, data, metadata, recorded_at';

interface CopyRow {
  global_position: string;
  transaction_id: string;
  stream_id: string;
  stream_revision: string;
  event_id: string;
  event_type: string;
  data: string;
  metadata: string;
  recorded_at: string;
}

/**
 * The yardstick for the rebuild: the same rows, a thousand per multi-row INSERT (unnest arrays,
 * as the store appends), into a scratch table shaped like `events` with its indexes.
 */
export async function measureRawInsert(url: string, batch = 1000): Promise<RawInsertResult> {
  const reader = new pg.Client({ connectionString: url });
  const writer = new pg.Client({ connectionString: url });
  await Promise.all([reader.connect(), writer.connect()]);
  try {
    await writer.query(`
      drop table if exists bench_events_copy;
      create table bench_events_copy (like events including defaults including indexes);
    `);
    let after = '0';
    let rows = 0;
    let insertMs = 0;
    let readMs = 0;
    for (;;) {
      let t = performance.now();
      const page = await reader.query<CopyRow>(
        // Ordered by the bigint column itself: the text copy of it would sort "999" after "1000".
        `select global_position::text as global_position, transaction_id::text as transaction_id,
                stream_id, stream_revision::text as stream_revision, event_id::text as event_id,
                event_type, data::text as data, metadata::text as metadata,
                recorded_at::text as recorded_at
         from events where events.global_position > $1
         order by events.global_position limit $2`,
        [after, batch],
      );
      readMs += performance.now() - t;
      if (page.rows.length === 0) break;
      const column = <K extends keyof CopyRow>(key: K) => page.rows.map((r) => r[key]);
      t = performance.now();
      await writer.query(
        `insert into bench_events_copy (${COLUMNS})
         select * from unnest($1::bigint[], $2::xid8[], $3::text[], $4::bigint[], $5::uuid[],
                              $6::text[], $7::jsonb[], $8::jsonb[], $9::timestamptz[])`,
        [
          column('global_position'),
          column('transaction_id'),
          column('stream_id'),
          column('stream_revision'),
          column('event_id'),
          column('event_type'),
          column('data'),
          column('metadata'),
          column('recorded_at'),
        ],
      );
      insertMs += performance.now() - t;
      rows += page.rows.length;
      after = page.rows[page.rows.length - 1]!.global_position;
    }
    await writer.query('drop table bench_events_copy');
    return {
      rows,
      insertSeconds: insertMs / 1000,
      perSecond: rows / (insertMs / 1000),
      readSeconds: readMs / 1000,
    };
  } finally {
    await Promise.all([reader.end(), writer.end()]);
  }
}
