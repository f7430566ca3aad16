import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore } from '@gym/contracts';
import { backendsGone, createTestDatabase, terminateConnections } from '../../scripts/test/db';
import { isConnectionLost } from './connectionLoss';
import { createDb, type Db } from './db';
import { newEvent } from './eventStore/contract';
import { createPostgresEventStore } from './eventStore/postgres';
import { createLogger } from './logger';
import { migrateToLatest, platformMigrations } from './migrations';

/** A JSON logger whose lines the test reads back. */
function capturedLogger() {
  const lines: { level: number; msg: string; connection?: string }[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as (typeof lines)[number]);
      }
      callback();
    },
  });
  return { logger: createLogger({ format: 'json', level: 'info', destination }), lines };
}

/** Cuts every connection to the database and waits until those backends have exited. */
async function cutAll(url: string) {
  const pids = await terminateConnections(url);
  expect(pids.length).toBeGreaterThan(0);
  await backendsGone(pids);
}

describe('connections cut by the server (restart, failover, network reset)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Db;
  let store: EventStore;
  const log = capturedLogger();

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDb(database.url, { logger: log.logger });
    await migrateToLatest(db, platformMigrations);
    store = createPostgresEventStore({ connectionString: database.url, logger: log.logger });
  });
  afterAll(async () => {
    await store?.close();
    await db?.destroy();
    await database?.drop();
  });

  it('the event store survives its idle pool connections being cut, and appends and reads again', async () => {
    await store.appendToStream('note-1', [newEvent('Noted')], { expectedRevision: 'no_stream' });
    await cutAll(database.url);
    // An unhandled 'error' from the pool would end the run here (vitest fails on it).
    await store.appendToStream('note-1', [newEvent('Noted')], { expectedRevision: 0n });
    expect((await store.readStream('note-1')).map((e) => e.revision)).toEqual([0n, 1n]);
    const lost = log.lines.filter(
      (l) => l.msg === 'database connection lost: reconnecting' && l.connection === 'event store',
    );
    expect(lost).toHaveLength(1);
    expect(log.lines.some((l) => l.msg === 'database connection restored')).toBe(true);
  });

  it('the LISTEN wake-up reconnects after the cut and still wakes readers', async () => {
    let wakes = 0;
    const unwatch = await store.watch(() => {
      wakes += 1;
    });
    await cutAll(database.url);
    // After reconnecting it wakes readers once (to look for what they missed), then on appends.
    await expect.poll(() => wakes, { timeout: 10_000 }).toBeGreaterThan(0);
    const before = wakes;
    // The append may land before the LISTEN is back; the reconnect's wake-up covers that too.
    await store.appendToStream(`note-${randomUUID()}`, [newEvent('Noted')], {
      expectedRevision: 'no_stream',
    });
    await expect.poll(() => wakes, { timeout: 10_000 }).toBeGreaterThan(before);
    await unwatch();
  });

  it("knex's pool drops connections the server cut and the next query gets a fresh one", async () => {
    const lostLines = () =>
      log.lines.filter(
        (l) => l.msg === 'database connection lost: reconnecting' && l.connection === 'read models',
      ).length;
    // Fill the pool with idle connections, then cut them.
    await Promise.all(Array.from({ length: 4 }, () => db.raw('select pg_sleep(0.05)')));
    const before = lostLines();
    await cutAll(database.url);
    const { rows } = await db.raw<{ rows: { ok: number }[] }>('select 1 as ok');
    expect(rows).toEqual([{ ok: 1 }]);
    // Four connections went: one line says so.
    expect(lostLines()).toBe(before + 1);
  });

  it('a query running when its connection is cut fails with an error classed as connection loss', async () => {
    const running = db.raw('select pg_sleep(5)');
    const failed = running.then(
      () => null,
      (error: unknown) => error,
    );
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      await expect
        .poll(async () => {
          const { rows } = await admin.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity where query = 'select pg_sleep(5)'`,
          );
          return rows[0]?.n;
        })
        .toBe(1);
    } finally {
      await admin.end();
    }
    await terminateConnections(database.url);
    const error = await failed;
    expect(error).toBeInstanceOf(Error);
    expect(isConnectionLost(error)).toBe(true);
  });
});

describe('isConnectionLost', () => {
  const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it.each([
    ['57P01 admin shutdown', withCode('57P01')],
    ['57P02 crash shutdown', withCode('57P02')],
    ['57P03 cannot connect now', withCode('57P03')],
    ['08006 connection failure', withCode('08006')],
    ['ECONNREFUSED', withCode('ECONNREFUSED')],
    ['ECONNRESET', withCode('ECONNRESET')],
    ['Connection terminated', new Error('Connection terminated unexpectedly')],
    [
      'a refused connection among several addresses',
      new AggregateError([withCode('ECONNREFUSED')]),
    ],
    ['a wrapped cause', new Error('projector failed', { cause: withCode('57P01') })],
  ])('is true for %s', (_name, error) => expect(isConnectionLost(error)).toBe(true));

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['a plain error', new Error('boom')],
    ['a string', 'Connection terminated'],
  ])('is false for %s', (_name, error) => expect(isConnectionLost(error)).toBe(false));
});
