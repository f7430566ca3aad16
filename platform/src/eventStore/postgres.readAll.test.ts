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
      nearTheEnd = results[2_000]!.position;
    }
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  }, 120_000);
  afterAll(async () => {
    await client?.end();
    await store?.close();
    await database?.drop();
  });

  it('touches about a page of rows, not the whole log, for a page and its held-back check', async () => {
    const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `explain (analyze, format json) ${READ_ALL_SQL}`,
      [nearTheEnd.commit.toString(), nearTheEnd.prepare.toString(), PAGE],
    );
    const scans = eventsScans(rows[0]!['QUERY PLAN'][0].Plan);
    expect(scans.length).toBeGreaterThanOrEqual(2);
    for (const touched of scans) expect(touched).toBeLessThanOrEqual(PAGE + 1);
    expect((await store.readAll({ after: nearTheEnd, limit: PAGE })).length).toBe(PAGE);
  });
});
