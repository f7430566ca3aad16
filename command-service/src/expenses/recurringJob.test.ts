import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, MAIN_BRANCH_ID, expenseStream, type EventStore } from '@gym/contracts';
import { recurringOccurrenceId } from '@gym/domain';
import { createDb, createLogger, createPostgresEventStore, type Db } from '@gym/platform';
import { createTestDatabase } from '../../../scripts/test/db';
import { closeDayInStore } from '../testing/dayClosed';
import { createJobs } from '../jobs/definitions';
import { createNotifier } from '../notifications/createNotifier';
import { createInProcessReceiptRenderer } from '../receipts/receiptRenderer';
import type { RunningService } from '../server';
import { createClient, type TestClient } from '../testing/httpClient';
import { startTestServer } from '../testing/startTestServer';

const logger = createLogger({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
/** The server's now: noon on 26 Nov 2026 in Kolkata. */
const SERVER_NOW = new Date('2026-11-26T06:30:00Z');
const ist = (date: string, time = '00:15') => new Date(`${date}T${time}:00+05:30`);

describe('the recurring-expenses job on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: RunningService;
  let db: Db;
  let store: EventStore;
  let notifier: ReturnType<typeof createNotifier>;
  let admin: TestClient;
  let runJob: (now: Date) => Promise<void>;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTestServer({
      databaseUrl: database.url,
      clock: () => SERVER_NOW,
      jobs: { off: true, worker: true, mailFrom: 'gym@example.com' },
    });
    db = createDb(database.url, { poolMax: 4 });
    store = createPostgresEventStore({ connectionString: database.url, poolMax: 4 });
    notifier = createNotifier({ db, logger, from: 'gym@example.com' });
    const definitions = createJobs({
      db,
      store,
      notifier,
      receiptRenderer: createInProcessReceiptRenderer(),
      logger,
      timeZone: DEFAULT_TIME_ZONE,
      gym: { name: 'Test Gym', address: '1 MG Road, Bengaluru' },
    });
    const job = definitions.find((d) => d.name === 'record-recurring-expenses')!;
    runJob = (now) => job.run(undefined, { logger, now });
    admin = createClient(server.url);
    await admin.login('admin', 'admin123');
  });
  afterAll(async () => {
    notifier?.close();
    await store?.close();
    await db?.destroy();
    await server?.close();
    await database?.drop();
  });

  async function start(body: Record<string, unknown>) {
    const res = await admin.post('/api/recurring-expenses', {
      categoryId: 'rent',
      amount: '45000',
      method: 'bank_transfer',
      paidTo: 'Landlord',
      ...body,
    });
    expect(res.status, res.text).toBe(201);
    return res.body.id as string;
  }

  const recorded = async (recurringId: string, day: string) =>
    (await store.readStream(expenseStream(recurringOccurrenceId(recurringId, day)))).map((e) => ({
      type: e.type,
      expenseDay: (e.data as { expenseDay: string }).expenseDay,
      recurringExpenseId: (e.data as { recurringExpenseId: string }).recurringExpenseId,
    }));
  const eventCount = async () => Number((await db('events').count('* as c').first())?.c);

  const closeDay = (branchId: string, day: string) =>
    closeDayInStore(store, branchId, day, SERVER_NOW);

  it('records a missed day once, however often and however many run it at once', async () => {
    const rent = await start({ dayOfMonth: 31, startsOn: '2026-10-01' });
    await Promise.all([runJob(ist('2026-11-26')), runJob(ist('2026-11-26'))]);
    expect(await recorded(rent, '2026-10-31')).toEqual([
      { type: 'ExpenseRecorded', expenseDay: '2026-10-31', recurringExpenseId: rent },
    ]);
    const before = await eventCount();
    await runJob(ist('2026-11-26', '10:00'));
    expect(await eventCount()).toBe(before);
    // November's day comes on the 30th, the month's last.
    await runJob(ist('2026-11-30'));
    expect(await recorded(rent, '2026-11-30')).toHaveLength(1);
  });

  it('moves a closed day to the next open one, and waits while every day to today is closed', async () => {
    const salary = await start({ categoryId: 'salaries', dayOfMonth: 20, startsOn: '2026-11-01' });
    await closeDay(MAIN_BRANCH_ID, '2026-11-20');
    await closeDay(MAIN_BRANCH_ID, '2026-11-21');
    await runJob(ist('2026-11-21'));
    expect(await recorded(salary, '2026-11-20')).toEqual([]);
    await runJob(ist('2026-11-22'));
    expect(await recorded(salary, '2026-11-20')).toEqual([
      { type: 'ExpenseRecorded', expenseDay: '2026-11-22', recurringExpenseId: salary },
    ]);
  });

  it('records nothing for a stopped one, nor before it starts', async () => {
    const stopped = await start({ dayOfMonth: 10, startsOn: '2026-11-01' });
    const res = await admin.post(`/api/recurring-expenses/${stopped}/stop`, { reason: 'Ended' });
    expect(res.status, res.text).toBe(200);
    const later = await start({ dayOfMonth: 25, startsOn: '2026-12-01' });
    await runJob(ist('2026-11-26'));
    expect(await recorded(stopped, '2026-11-10')).toEqual([]);
    expect(await recorded(later, '2026-11-25')).toEqual([]);
  });
});
