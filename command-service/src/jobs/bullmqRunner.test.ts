import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import { createLogger, type Db } from '@gym/platform';
import '../../../scripts/test/providedContext';
import { createOutboxNotifier } from '../notifications/outboxNotifier';
import { createNotificationsTestDb } from '../notifications/testing';
import { createBullmqRunner, type BullmqRunner, type BullmqRunnerOptions } from './bullmqRunner';
import { startRedisProxy } from './redisProxy';
import { deferred, recordingJob } from './testing';
import { HandedBack, type JobDefinition } from './types';

const redisUrl = inject('redisUrl');
const logger = createLogger({ level: 'silent' });
// Each file (and each test) has its own key prefix, so parallel test files do not meet.
const filePrefix = `gym-test-${randomUUID().slice(0, 8)}`;
let testNumber = 0;

if (!redisUrl) {
  console.warn(
    '[tests] bullmqRunner.test.ts: no Redis (TEST_REDIS_URL or 127.0.0.1:6379), so these BullMQ ' +
      'tests are SKIPPED: scheduler upsert, enqueued job, job ids, retries, Redis away and back, ' +
      'stalled-job recovery with one delivery.',
  );
}

const runners: BullmqRunner[] = [];

function runner(
  definitions: JobDefinition[],
  options: Partial<BullmqRunnerOptions> & { prefix: string },
): BullmqRunner {
  const created = createBullmqRunner({
    redisUrl: redisUrl ?? 'redis://127.0.0.1:6379',
    definitions,
    logger,
    timeZone: 'Asia/Kolkata',
    retry: { attempts: 5, backoffMs: 10 },
    ...options,
  });
  runners.push(created);
  return created;
}

/** Resolves when the queue's Redis connection is ready again (ioredis reconnects by itself). */
async function redisBack(r: BullmqRunner): Promise<void> {
  const client = await r.queue.getBackend().client;
  if (client.status !== 'ready') await new Promise((resolve) => client.once('ready', resolve));
}

const nextPrefix = () => `${filePrefix}-${++testNumber}`;

afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop({ force: true })));
});

afterAll(async () => {
  if (!redisUrl) return;
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${filePrefix}-*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

describe('BullMQ job runner', () => {
  it.skipIf(!redisUrl)('upserts each job scheduler once, however often it starts', async () => {
    const prefix = nextPrefix();
    const definitions = [
      recordingJob('expire-memberships', undefined, { schedule: { pattern: '5 0 * * *' } })
        .definition,
      recordingJob('payment-reminders', undefined, { schedule: { pattern: '0 9 * * *' } })
        .definition,
      recordingJob('send-receipt').definition,
    ];
    const first = runner(definitions, { prefix });
    await first.start();
    await first.stop();
    const second = runner(definitions, { prefix });
    await second.start();

    const schedulers = await second.queue.getJobSchedulers();
    expect(
      schedulers
        .map((s) => [s.key, s.name, s.pattern, s.tz])
        .sort((a, b) => a[0]!.localeCompare(b[0]!)),
    ).toEqual([
      ['expire-memberships', 'expire-memberships', '5 0 * * *', 'Asia/Kolkata'],
      ['payment-reminders', 'payment-reminders', '0 9 * * *', 'Asia/Kolkata'],
    ]);
    await second.stop();

    // A job no longer scheduled loses its scheduler on the next start.
    const third = runner(definitions.slice(1), { prefix });
    await third.start();
    expect((await third.queue.getJobSchedulers()).map((s) => s.key)).toEqual(['payment-reminders']);
  });

  it.skipIf(!redisUrl)('runs an enqueued job, once per job id', async () => {
    const prefix = nextPrefix();
    const receipts = recordingJob('send-receipt');
    const sentinel = recordingJob('payment-reminders');
    const r = runner([receipts.definition, sentinel.definition], { prefix });
    await r.start();
    await r.enqueue('send-receipt', { paymentId: 'p-1' }, { jobId: 'receipt:p-1' });
    await r.enqueue('send-receipt', { paymentId: 'p-1' }, { jobId: 'receipt:p-1' });
    await receipts.started(1);
    await r.enqueue('send-receipt', { paymentId: 'p-1' }, { jobId: 'receipt:p-1' });
    // One job at a time, in order: once the sentinel runs, the receipts before it have run.
    await r.enqueue('payment-reminders', {});
    await sentinel.started(1);
    expect(receipts.runs).toEqual([{ paymentId: 'p-1' }]);
  });

  it.skipIf(!redisUrl)('retries a failed job', async () => {
    const job = recordingJob('send-receipt', async (_p, run) => {
      if (run < 3) throw new Error(`attempt ${run} failed`);
    });
    const r = runner([job.definition], { prefix: nextPrefix() });
    await r.start();
    await r.enqueue('send-receipt', { paymentId: 'p-2' });
    await job.started(3);
    expect(job.runs).toEqual([{ paymentId: 'p-2' }, { paymentId: 'p-2' }, { paymentId: 'p-2' }]);
  });

  it.skipIf(!redisUrl)(
    'keeps enqueue working while Redis is away, and uses Redis again once it is back',
    async () => {
      const proxy = await startRedisProxy(redisUrl!);
      try {
        const job = recordingJob('send-receipt');
        const r = runner([job.definition], {
          prefix: nextPrefix(),
          redisUrl: proxy.url,
          enqueueTimeoutMs: 500,
        });
        await r.start();
        await r.enqueue('send-receipt', { n: 1 });
        await job.started(1);

        await proxy.cut();
        await expect(r.enqueue('send-receipt', { n: 2 })).resolves.toBeUndefined();
        await job.started(2);
        expect(await r.queue.count().catch(() => 'unreachable')).toBe('unreachable');

        await proxy.restore();
        await redisBack(r);
        await r.enqueue('send-receipt', { n: 3 }, { jobId: 'after-restore' });
        await job.started(3);
        expect(job.runs).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
        // The third went through Redis again (the runner's in-process fallback does not use ids).
        expect(await r.queue.getJob('send-receipt__after-restore')).toBeDefined();
      } finally {
        await proxy.close();
      }
    },
  );

  it.skipIf(!redisUrl)(
    'a job handed back at a stop is in waiting at once, no attempt counted, and the next worker runs it',
    async () => {
      const secondRunDone = deferred();
      const job = recordingJob('send-receipt', async (_p, run, ctx) => {
        if (run > 1) return secondRunDone.resolve();
        await new Promise((resolve) => ctx.cancel?.addEventListener('abort', resolve));
        throw new HandedBack('handed back at the stop');
      });
      const prefix = nextPrefix();
      // A lock far longer than the test: only the hand-back can free the job in time.
      const timing = { lockDurationMs: 600_000, stopGraceMs: 10 };
      const stopping = runner([job.definition], { prefix, ...timing });
      await stopping.start();
      await stopping.enqueue('send-receipt', { paymentId: 'p-7' }, { jobId: 'receipt:p-7' });
      await job.started(1);
      await stopping.stop();

      const next = runner([job.definition], { prefix, ...timing });
      const handedBack = (await next.queue.getJob('send-receipt__receipt_p-7'))!;
      expect(await handedBack.getState()).toBe('waiting');
      expect(handedBack.attemptsMade).toBe(0);
      await next.start();
      await secondRunDone.promise;
      expect(job.runs).toHaveLength(2);
    },
  );

  describe('a worker killed during a job', () => {
    let db: Db | undefined;
    let closeDb: (() => Promise<void>) | undefined;
    afterAll(() => closeDb?.());

    it.skipIf(!redisUrl)(
      'runs the job again on another worker, and the notifier delivers once',
      async () => {
        ({ db, close: closeDb } = await createNotificationsTestDb());
        const notifier = createOutboxNotifier({ db, logger });
        const results: string[] = [];
        const secondRunDone = deferred();
        const job = recordingJob('send-receipt', async (payload, run) => {
          const { paymentId } = payload as { paymentId: string };
          results.push(
            await notifier.send({
              to: 'anjali@example.com',
              subject: `Receipt for ${paymentId}`,
              text: 'Thank you.',
              dedupeKey: `receipt:${paymentId}`,
              kind: 'receipt',
              relatedId: paymentId,
            }),
          );
          // The first worker "dies" after delivering, before the job is marked complete.
          if (run === 1) await new Promise<never>(() => undefined);
          secondRunDone.resolve();
        });
        const prefix = nextPrefix();
        const timing = { lockDurationMs: 1_000, stalledIntervalMs: 300 };
        const doomed = runner([job.definition], { prefix, ...timing });
        await doomed.start();
        await doomed.enqueue('send-receipt', { paymentId: 'p-9' }, { jobId: 'receipt:p-9' });
        await job.started(1);
        await doomed.stop({ force: true });

        const survivor = runner([job.definition], { prefix, ...timing });
        await survivor.start();
        await secondRunDone.promise;

        expect(job.runs).toHaveLength(2);
        expect(results).toEqual(['sent', 'duplicate']);
        const rows = await db('notifications').where({ dedupe_key: 'receipt:p-9' });
        expect(rows).toHaveLength(1);
      },
    );
  });
});

describe('BullMQ job runner without Redis', () => {
  it('queues nothing, throws nothing, and runs the job in this process', async () => {
    const job = recordingJob('send-receipt');
    // Nothing listens on port 1.
    const r = createBullmqRunner({
      redisUrl: 'redis://127.0.0.1:1',
      definitions: [job.definition],
      logger,
      timeZone: 'Asia/Kolkata',
      worker: false,
      enqueueTimeoutMs: 200,
    });
    await r.start();
    await expect(r.enqueue('send-receipt', { paymentId: 'p-3' })).resolves.toBeUndefined();
    await job.started(1);
    expect(job.runs).toEqual([{ paymentId: 'p-3' }]);
    await r.stop();
  });
});
