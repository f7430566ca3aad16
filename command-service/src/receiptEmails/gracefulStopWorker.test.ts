import { randomUUID } from 'node:crypto';
import { Queue, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { DEFAULT_TIME_ZONE, type EventStore } from '@gym/contracts';
import { createDb, createLogger, createPostgresEventStore, type Db } from '@gym/platform';
import '../../../scripts/test/providedContext';
import { createTestDatabase } from '../../../scripts/test/db';
import { QUEUE_NAME } from '../jobs/bullmqRunner';
import { createJobsRuntime } from '../jobs/runtime';
import { withTimeout } from '../jobs/withTimeout';
import { startTestSmtpServer } from '../notifications/testing';
import type { RunningService } from '../server';
import { createClient } from '../testing/httpClient';
import { startTestServer } from '../testing/startTestServer';
import {
  LONG_LEASE_SECONDS,
  WAIT,
  dueReceipts,
  expectEveryReceiptOnce,
  paymentsWithDueReceipts,
  receiptNotifications,
} from './testing';

const redisUrl = inject('redisUrl');
const logger = createLogger({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
const prefix = `gym-test-${randomUUID().slice(0, 8)}`;
/** Longer than a stop with nothing left in flight takes, far shorter than the lease. */
const STOP_BOUND_MS = 20_000;

if (!redisUrl) {
  console.warn(
    '[tests] receiptEmails/gracefulStopWorker.test.ts: no Redis (TEST_REDIS_URL or ' +
      "127.0.0.1:6379), so the services-mode test of the worker's graceful stop is SKIPPED.",
  );
}

describe.skipIf(!redisUrl)(
  'services mode: a graceful stop of the worker hands back the receipt e-mail in flight and its job',
  () => {
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    let server: RunningService;
    let db: Db;
    let store: EventStore;
    let queue: Queue;
    let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
    const stops: (() => Promise<void>)[] = [];

    beforeAll(async () => {
      database = await createTestDatabase();
      // The edge records payments (and marks their receipts due); the worker sends them.
      server = await startTestServer({
        databaseUrl: database.url,
        jobs: { off: true, worker: false, mailFrom: 'gym@example.com' },
      });
      db = createDb(database.url, { poolMax: 4 });
      store = createPostgresEventStore({ connectionString: database.url, poolMax: 4 });
      queue = new Queue(QUEUE_NAME, { connection: { url: redisUrl! }, prefix });
      smtp = await startTestSmtpServer();
    });

    afterEach(async () => {
      // A stop that hung (today's code) lets go once the mail server answers.
      smtp.stopHolding();
      await Promise.allSettled(stops.splice(0).map((stop) => stop()));
    });

    afterAll(async () => {
      await queue?.close();
      await smtp?.close();
      await store?.close();
      await db?.destroy();
      await server?.close();
      await database?.drop();
      const redis = new Redis(redisUrl!);
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    });

    /** The jobs worker as `npm run start:worker` runs it (worker.ts), on this test's queue. */
    function startWorker(stopGraceMs: number) {
      const { notifier, runner } = createJobsRuntime({
        db,
        store,
        logger,
        timeZone: DEFAULT_TIME_ZONE,
        gym: { name: 'Test Gym', address: '1 MG Road' },
        smtpUrl: smtp.url,
        mailFrom: 'gym@example.com',
        redisUrl: redisUrl!,
        prefix,
        worker: true,
        stopGraceMs,
        claimLeaseSeconds: LONG_LEASE_SECONDS,
      });
      let stopped: Promise<void> | undefined;
      const stop = () => (stopped ??= runner.stop().then(() => notifier.close()));
      stops.push(stop);
      return {
        started: runner.start(),
        /** SIGTERM's stop (worker.ts), bounded: it must not wait for the mail server. */
        stop: () => withTimeout(stop(), STOP_BOUND_MS, "the worker's graceful stop"),
      };
    }

    /** The one job the worker is running. */
    async function activeJob(): Promise<Job> {
      let active: Job[] = [];
      await vi.waitFor(async () => {
        active = await queue.getJobs(['active']);
        expect(active).toHaveLength(1);
      }, WAIT);
      return active[0]!;
    }

    it('the send in flight is given up when the grace is over; its receipts are released and its job is back in waiting, and the next worker sends them all at once', async () => {
      const admin = createClient(server.url);
      await admin.login('admin', 'admin123');
      const payments = await paymentsWithDueReceipts(admin, db, 4);

      smtp.hold();
      const first = startWorker(200);
      await first.started;
      await smtp.whenHeld(1);
      const job = await activeJob();
      expect(job.name).toBe('send-due-receipts');
      const taken = await dueReceipts(db, payments);
      expect(taken.every((r) => r.heldForSeconds > LONG_LEASE_SECONDS - 60)).toBe(true);

      await first.stop();

      expect(smtp.received).toHaveLength(0);
      const released = await dueReceipts(db, payments);
      expect(released).toHaveLength(4);
      expect(released.every((r) => r.heldForSeconds <= 0 && r.attempts === 0)).toBe(true);
      expect(await receiptNotifications(db, payments)).toMatchObject([
        { status: 'pending', attempts: 0, claimed_at: null },
      ]);
      // Waiting now, no attempt counted: not active until its lock runs out and a check finds it.
      const handedBack = (await queue.getJob(job.id!))!;
      expect(await handedBack.getState()).toBe('waiting');
      expect(handedBack.attemptsMade).toBe(0);
      await vi.waitFor(() => expect(smtp.heldCount()).toBe(0), WAIT);

      smtp.stopHolding();
      const second = startWorker(200);
      await second.started;
      await expectEveryReceiptOnce(db, smtp.received, payments);
      await vi.waitFor(async () => expect(await handedBack.getState()).toBe('completed'), WAIT);
      await second.stop();
    });
  },
);
