import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GlobalPosition, NewEvent } from '@gym/contracts';
import { createTestDatabase } from '../../../scripts/test/db';
import { createDb } from '../db';
import { migrateToLatest, platformMigrations } from '../migrations';
import { READ_ALL_SQL, createPostgresEventStore } from './postgres';

const EVENTS = 30_000;
const PAGE = 1_000;
/** Events after the position read from: the most a scan may touch, held back or not. */
const AFTER = 3_000;

interface PlanNode {
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

/** Rows each scan of the events table touched: returned plus filtered away. */
function eventsScans(node: PlanNode): number[] {
  const own =
    node['Relation Name'] === 'events'
      ? [node['Actual Rows'] * node['Actual Loops'] + (node['Rows Removed by Filter'] ?? 0)]
      : [];
  return [...own, ...(node.Plans ?? []).flatMap(eventsScans)];
}

describe('reading the global log on a long log', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let store: ReturnType<typeof createPostgresEventStore>;
  let client: pg.Client;
  let nearTheEnd: GlobalPosition;

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = createDb(database.url);
    await migrateToLatest(db, platformMigrations);
    await db.destroy();
    store = createPostgresEventStore({ connectionString: database.url });
    const event = (): NewEvent => ({
      type: 'Noted',
      data: {},
      metadata: {
        eventId: randomUUID(),
        occurredAt: new Date().toISOString(),
        actorUserId: null,
        correlationId: randomUUID(),
        causationId: null,
        schemaVersion: 1,
      },
    });
    for (let chunk = 0; chunk < EVENTS / 5_000; chunk += 1) {
      const results = await store.appendToStreams(
        Array.from({ length: 5_000 }, () => ({
          streamId: `note-${randomUUID()}`,
          events: [event()],
          expectedRevision: 'no_stream' as const,
        })),
      );
      nearTheEnd = results[5_000 - AFTER - 1]!.position;
    }
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  }, 120_000);
  afterAll(async () => {
    await client?.end();
    await store?.close();
    await database?.drop();
  });

  // Another test's open transaction (the cluster's xmin) may hold every later event back, and the
  // page then walks past them: what it touches is bounded by what follows the position, never by
  // the log before it.
  it('touches the rows after its position at most, not the whole log, page and held-back check', async () => {
    const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `explain (analyze, format json) ${READ_ALL_SQL}`,
      [nearTheEnd.commit.toString(), nearTheEnd.prepare.toString(), PAGE],
    );
    const scans = eventsScans(rows[0]!['QUERY PLAN'][0].Plan);
    expect(scans.length).toBeGreaterThanOrEqual(2);
    for (const touched of scans) expect(touched).toBeLessThanOrEqual(AFTER);
    expect((await store.readAll({ after: nearTheEnd, limit: PAGE })).length).toBeLessThanOrEqual(
      PAGE,
    );
  });
});
