import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { DEFAULT_TIME_ZONE, type EventStore } from '@gym/contracts';
import { createDb, createLogger, createPostgresEventStore, type Db } from '@gym/platform';
import '../../../scripts/test/providedContext';
import { createTestDatabase } from '../../../scripts/test/db';
import { createBullmqRunner, type BullmqRunner } from '../jobs/bullmqRunner';
import { createJobs } from '../jobs/definitions';
import { createNotifier } from '../notifications/createNotifier';
import { createInProcessReceiptRenderer } from '../receipts/receiptRenderer';
import type { RunningService } from '../server';
import { createClient } from '../testing/httpClient';
import { createMember, createMembership, createPlan, pay } from '../testing/fixtures';
import { startTestServer } from '../testing/startTestServer';

const redisUrl = inject('redisUrl');
const logger = createLogger({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
const prefix = `gym-test-${randomUUID().slice(0, 8)}`;

if (!redisUrl) {
  console.warn(
    '[tests] receiptEmails/worker.test.ts: no Redis (TEST_REDIS_URL or 127.0.0.1:6379), so the ' +
      "services-mode test of receipts sent by the BullMQ worker's scheduled job is SKIPPED.",
  );
}

describe.skipIf(!redisUrl)('services mode: the BullMQ worker sends due receipts', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: RunningService;
  let db: Db;
  let store: EventStore;
  let worker: BullmqRunner | undefined;
  let outbox: ReturnType<typeof createNotifier> | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    // The edge records payments (and marks their receipts due) while no worker runs.
    server = await startTestServer({
      databaseUrl: database.url,
      jobs: { off: true, worker: false, mailFrom: 'gym@example.com' },
    });
    db = createDb(database.url, { poolMax: 4 });
    store = createPostgresEventStore({ connectionString: database.url, poolMax: 4 });
  });

  afterAll(async () => {
    await worker?.stop();
    outbox?.close();
    await store?.close();
    await db?.destroy();
    await server?.close();
    await database?.drop();
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('a receipt that fell due while no worker ran is sent when one starts, and the job runs every minute', async () => {
    const admin = createClient(server.url);
    await admin.login('admin', 'admin123');
    const plan = await createPlan(admin, { price: '2000', duration: 30 });
    const membership = await createMembership(admin, (await createMember(admin)).id, plan.id);
    const payment = await pay(admin, membership.id, '400');
    await vi.waitFor(
      async () =>
        expect(await db('receipt_emails_due').where({ payment_id: payment.id })).toHaveLength(1),
      { timeout: 20_000, interval: 50 },
    );

    outbox = createNotifier({ db, logger, from: 'gym@example.com' });
    worker = createBullmqRunner({
      redisUrl: redisUrl!,
      prefix,
      logger,
      timeZone: DEFAULT_TIME_ZONE,
      worker: true,
      definitions: createJobs({
        db,
        store,
        notifier: outbox,
        receiptRenderer: createInProcessReceiptRenderer(),
        logger,
        timeZone: DEFAULT_TIME_ZONE,
        gym: { name: 'Test Gym', address: '1 MG Road' },
      }),
    });
    await worker.start();

    await vi.waitFor(
      async () =>
        expect(await db('notifications').where({ related_id: payment.id })).toMatchObject([
          { kind: 'receipt', status: 'outbox' },
        ]),
      { timeout: 20_000, interval: 50 },
    );
    expect(await db('receipt_emails_due')).toEqual([]);
    const schedulers = await worker.queue.getJobSchedulers();
    expect(schedulers.find((s) => s.key === 'send-due-receipts')).toMatchObject({
      pattern: '* * * * *',
    });
  });
});
