import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TIME_ZONE, addDays } from '@gym/contracts';
import {
  createDb,
  createLogger,
  createPostgresEventStore,
  migrateToLatest,
  type Db,
} from '@gym/platform';
import { createTestDatabase } from '../../../scripts/test/db';
import { seedHistory } from '../../../scripts/seed/index';
import { createJobs } from '../jobs/definitions';
import { commandServiceMigrations } from '../migrations';
import { createNotifier } from '../notifications/createNotifier';
import { createInProcessReceiptRenderer } from '../receipts/receiptRenderer';
import type { RunningService } from '../server';
import { createClient } from '../testing/httpClient';
import { startTestServer } from '../testing/startTestServer';

const logger = createLogger({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
const TODAY = '2026-06-15';
const ist = (date: string, time = '00:15') => new Date(`${date}T${time}:00+05:30`);
/** Days the job runs on, up to the seeded today: two months of its 28-day catch-up windows. */
const RUN_DAYS = Array.from({ length: 60 }, (_, i) => addDays(TODAY, i - 59));

/**
 * `npm run seed` then `npm start`: the recurring-expenses job runs over a seeded history and
 * finds every rent and salary the seed recorded already recorded (issue 34, item 11).
 */
describe('the recurring-expenses job over a seeded gym', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Db;
  let server: RunningService | undefined;
  let store: ReturnType<typeof createPostgresEventStore>;
  let notifier: ReturnType<typeof createNotifier>;

  const count = async (type: string) =>
    Number((await db('events').where({ event_type: type }).count('* as c').first())?.c);

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDb(database.url, { poolMax: 4 });
    await migrateToLatest(db, ...commandServiceMigrations);
    store = createPostgresEventStore({ connectionString: database.url, poolMax: 4 });
    await seedHistory({
      members: 50,
      payments: 200,
      branches: 2,
      randomSeed: 11,
      store,
      today: TODAY,
      timeZone: DEFAULT_TIME_ZONE,
    });
    server = await startTestServer({
      databaseUrl: database.url,
      clock: () => ist(TODAY, '12:00'),
      jobs: { off: true, worker: true, mailFrom: 'gym@example.com' },
    });
    notifier = createNotifier({ db, logger, from: 'gym@example.com' });
  });
  afterAll(async () => {
    notifier?.close();
    await server?.close();
    await store?.close();
    await db?.destroy();
    await database?.drop();
  });

  it('records nothing twice, and the expenses read model stays healthy', async () => {
    const seeded = await count('ExpenseRecorded');
    expect(await count('RecurringExpenseStarted')).toBe(4);
    // The job reads the running recurring expenses from the read model: let it catch up first.
    await vi.waitFor(
      async () => expect(Number((await db('recurring_expenses').count('* as c'))[0]?.c)).toBe(4),
      { timeout: 30_000, interval: 100 },
    );
    const job = createJobs({
      db,
      store,
      notifier,
      receiptRenderer: createInProcessReceiptRenderer(),
      logger,
      timeZone: DEFAULT_TIME_ZONE,
      gym: { name: 'Test Gym', address: '1 MG Road, Bengaluru' },
    }).find((d) => d.name === 'record-recurring-expenses')!;
    for (const day of RUN_DAYS) await job.run(undefined, { logger, now: ist(day) });

    expect(await count('ExpenseRecorded')).toBe(seeded);
    const twice = await db('events')
      .where({ event_type: 'ExpenseRecorded' })
      .whereRaw(`data->>'recurringExpenseId' is not null`)
      .groupByRaw(`data->>'recurringExpenseId', data->>'expenseDay'`)
      .havingRaw('count(*) > 1')
      .select(db.raw(`data->>'recurringExpenseId' as id, data->>'expenseDay' as day`));
    expect(twice).toEqual([]);

    await vi.waitFor(
      async () => expect(Number((await db('expenses').count('* as c'))[0]?.c)).toBe(seeded),
      { timeout: 30_000, interval: 100 },
    );
    expect(await db('projection_failures').pluck('error')).toEqual([]);
    const health = await createClient(server!.url).get('/api/health');
    expect(health.status, health.text).toBe(200);
    expect(health.body.projections).toEqual([]);
  });
});
