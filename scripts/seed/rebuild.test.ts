import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START, comparePositions, type GlobalPosition } from '@gym/contracts';
import {
  createDb,
  createLogger,
  createPostgresEventStore,
  type Db,
  migrateToLatest,
} from '@gym/platform';
import { catchUpReceiptNumbers, commandServiceMigrations } from '@gym/command-service';
import {
  allProjectors,
  balancesAsOf,
  createProjectionProgress,
  createProjectionRunner,
  isLookup,
  dashboardStats,
  duesAgeing,
  listMembers,
  listMemberships,
  listPayments,
  loadCheckpoint,
  membersReport,
  rebuildProjectors,
  revenueByMonth,
  type RebuildProgress,
} from '@gym/projection-service';
import { createTestDatabase } from '../test/db';
import { seedHistory } from './index';

const TODAY = '2026-06-15';
const TIME_ZONE = 'Asia/Kolkata';
const RANGE = { from: '2023-04-01', to: TODAY };

/** What the admin screens and reports show, read through the read models' own queries. */
async function apiOutput(db: Db) {
  const page = { range: [0, 49] as [number, number], filter: {} };
  return {
    members: await listMembers(db, null, { ...page, sort: { field: 'id', order: 'ASC' } }),
    memberships: await listMemberships(db, null, { ...page, sort: { field: 'id', order: 'ASC' } }),
    payments: await listPayments(db, null, { ...page, sort: { field: 'id', order: 'ASC' } }),
    dashboard: await dashboardStats(db, null, TODAY),
    revenue: await revenueByMonth(db, null, RANGE),
    membersReport: await membersReport(db, null, RANGE),
    dues: await duesAgeing(db, null, TODAY),
    balances: await balancesAsOf(db, null, '2025-12-31', TIME_ZONE),
  };
}

/** Every row of every read-model table, in primary-key order. */
async function readModelTables(db: Db) {
  const tables: Record<string, unknown[]> = {};
  for (const table of allProjectors.flatMap((p) => p.tables)) {
    const { rows } = await db.raw<{ rows: { column: string }[] }>(
      `select a.attname as column from pg_index i
         join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
        where i.indrelid = ?::regclass and i.indisprimary
        order by array_position(i.indkey, a.attnum)`,
      [table],
    );
    tables[table] = await db(table)
      .select()
      .orderBy(rows.map((r) => r.column));
  }
  return tables;
}

/** Each read-model table's index names and definitions (a rebuild builds some after the load). */
async function indexes(db: Db) {
  const tables = allProjectors.flatMap((p) => p.tables);
  const { rows } = await db.raw<{ rows: { name: string; definition: string }[] }>(
    `select indexname as name, indexdef as definition from pg_indexes
      where schemaname = 'public' and tablename = any(?) order by indexname`,
    [tables],
  );
  return rows;
}

describe('rebuild in one pass over a seeded history', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Db;
  let store: ReturnType<typeof createPostgresEventStore>;
  let head: GlobalPosition = START;
  const logger = createLogger({ level: 'silent' });

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDb(database.url);
    await migrateToLatest(db, ...commandServiceMigrations);
    store = createPostgresEventStore({ connectionString: database.url });
    const summary = await seedHistory({
      members: 150,
      payments: 900,
      randomSeed: 7,
      store,
      today: TODAY,
      timeZone: TIME_ZONE,
    });
    await catchUpReceiptNumbers({
      db,
      store,
      connectionString: database.url,
      logger,
      until: summary.lastPosition!,
    });
    const last = await db('events').max('global_position as max').first();
    expect(Number(last?.max)).toBeGreaterThan(2500);
    // The live projection: the incremental runner, in small batches, event after event.
    const progress = createProjectionProgress({
      db,
      connectionString: database.url,
      projectorNames: allProjectors.map((p) => p.name),
    });
    const runner = createProjectionRunner({
      db,
      store,
      projectors: allProjectors,
      logger,
      batchSize: 37,
      catchUpBatchSize: 37,
    });
    await runner.start();
    try {
      // The log's true end: readAll would stop early while another test's open transaction
      // (anywhere in the cluster) holds later events back.
      const last = await db('events')
        .select(db.raw('transaction_id::text as commit'), 'global_position')
        .orderBy('transaction_id', 'desc')
        .orderBy('global_position', 'desc')
        .first();
      head = { commit: BigInt(last.commit), prepare: BigInt(last.global_position) };
      expect(await progress.waitFor(head, 120_000)).toBe(true);
    } finally {
      await runner.stop();
      await progress.close();
    }
  }, 240_000);

  afterAll(async () => {
    await store?.close();
    await db?.destroy();
    await database?.drop();
  });

  it('gives the same API output and rows as the live projection, with every index back', async () => {
    const live = { api: await apiOutput(db), tables: await readModelTables(db) };
    const liveIndexes = await indexes(db);
    expect(live.api.members.total).toBe(150);
    expect(live.tables['payments']!.length).toBe(900);
    expect(
      live.tables['payments']!.every((p) => (p as { receipt_number: unknown }).receipt_number),
    ).toBe(true);

    const reports: RebuildProgress[] = [];
    // Small pages: a member's or a membership's events fall on many pages, read back each time.
    const summary = await rebuildProjectors({
      db,
      store,
      logger,
      projectors: allProjectors,
      pageSize: 97,
      totalEvents: 1,
      onProgress: (p) => reports.push(p),
    });

    expect(await apiOutput(db)).toEqual(live.api);
    expect(await readModelTables(db)).toEqual(live.tables);
    expect(await indexes(db)).toEqual(liveIndexes);
    for (const projector of allProjectors) {
      const checkpoint = await loadCheckpoint(db, projector.name);
      expect(comparePositions(checkpoint!.position, head)).toBe(0);
    }
    const { rows } = await db.raw<{ rows: { n: number }[] }>(
      `select count(*)::int as n from pg_namespace where nspname like 'rebuild\\_%'`,
    );
    expect(rows[0]?.n).toBe(0);
    expect(summary.events).toBeGreaterThan(2500);
    expect(reports.at(-1)?.events).toBe(summary.events);
  });

  it("names only lookups that exist as indexes (else a rebuild would scan for every page's rows)", async () => {
    const all = await indexes(db);
    for (const projector of allProjectors) {
      for (const lookup of projector.lookups ?? []) {
        const table = lookup.slice(0, lookup.indexOf(' '));
        const found = all.filter(
          (i) =>
            i.definition.includes(` ON public.${table} `) &&
            isLookup(projector, table, i.definition),
        );
        expect(found, lookup).toHaveLength(1);
      }
    }
    expect(allProjectors.flatMap((p) => p.lookups ?? [])).toHaveLength(2);
  });

  it('gives the same again in the default large pages', async () => {
    const before = await readModelTables(db);
    await rebuildProjectors({ db, store, logger, projectors: allProjectors });
    expect(await readModelTables(db)).toEqual(before);
  });

  it('catches up after downtime in large pages to the same rows', async () => {
    const before = await readModelTables(db);
    // Down since the first event: the read models empty, no checkpoints.
    await db('projection_checkpoints').delete();
    for (const table of allProjectors.flatMap((p) => p.tables)) await db(table).delete();
    const progress = createProjectionProgress({
      db,
      connectionString: database.url,
      projectorNames: allProjectors.map((p) => p.name),
    });
    const runner = createProjectionRunner({ db, store, projectors: allProjectors, logger });
    await runner.start();
    try {
      expect(await progress.waitFor(head, 120_000)).toBe(true);
    } finally {
      await runner.stop();
      await progress.close();
    }
    expect(await readModelTables(db)).toEqual(before);
  });
});
