import { Queue, WaitingError, Worker, type Job, type JobsOptions } from 'bullmq';
import type { Logger } from '@gym/platform';
import { jobTable, runJob } from './execute';
import { createInProcessRunner } from './inProcessRunner';
import { createStopSignals } from './stopSignals';
import { withTimeout } from './withTimeout';
import {
  DEFAULT_RETRY,
  DEFAULT_STOP_GRACE_MS,
  HandedBack,
  isJobName,
  RetryLater,
  type JobDefinition,
  type JobName,
  type JobRunner,
  type RetryPolicy,
} from './types';

export const QUEUE_NAME = 'gym-jobs';

export interface BullmqRunnerOptions {
  redisUrl: string;
  definitions: readonly JobDefinition[];
  logger: Logger;
  /** The zone the cron patterns are read in. */
  timeZone: string;
  /** Process jobs in this process (the worker). False for the HTTP edge, which only enqueues. */
  worker?: boolean;
  /** Redis key prefix (BullMQ's default is "bull"). */
  prefix?: string;
  retry?: RetryPolicy;
  concurrency?: number;
  /** A job whose worker stops renewing its lock for this long is taken up again. */
  lockDurationMs?: number;
  stalledIntervalMs?: number;
  /** How long `enqueue` waits for Redis before running the job in this process instead. */
  enqueueTimeoutMs?: number;
  /** How long a stop lets running jobs finish before it cancels what they have in flight. */
  stopGraceMs?: number;
  now?: () => Date;
}

export type BullmqRunner = JobRunner & {
  queue: Queue;
  /**
   * `force` leaves running jobs to the stalled-job check of another worker once their lock runs
   * out (a crash, in tests).
   */
  stop(options?: { force?: boolean }): Promise<void>;
};

/** BullMQ refuses numeric ids and ids with ":"; scoping by job name also keeps them apart. */
function bullJobId(name: JobName, jobId: string): string {
  return `${name}__${jobId.replaceAll(':', '_')}`;
}

/** Services mode: one `gym-jobs` queue on Redis, jobs dispatched by name. */
export function createBullmqRunner(options: BullmqRunnerOptions): BullmqRunner {
  const { logger, timeZone, redisUrl } = options;
  const prefix = options.prefix ?? 'bull';
  const retry = options.retry ?? DEFAULT_RETRY;
  const now = options.now ?? (() => new Date());
  const enqueueTimeoutMs = options.enqueueTimeoutMs ?? 2_000;
  const jobs = jobTable(options.definitions);
  const jobOptions: JobsOptions = {
    attempts: retry.attempts,
    backoff: { type: 'exponential', delay: retry.backoffMs },
    // Completed jobs are kept a while so that an id enqueued again is recognised.
    removeOnComplete: { age: 7 * 86_400, count: 5_000 },
    removeOnFail: { age: 30 * 86_400 },
  };
  const queue = new Queue(QUEUE_NAME, {
    // When Redis is away an add fails at once instead of waiting, and is not re-sent on reconnect
    // (the job has run here meanwhile).
    connection: { url: redisUrl, enableOfflineQueue: false, autoResendUnfulfilledCommands: false },
    prefix,
    defaultJobOptions: jobOptions,
  });
  queue.on('error', (error) => logger.warn({ err: error }, 'job queue: Redis error'));
  // Used when Redis cannot take a job, so that commands never fail because of the queue.
  const fallback = createInProcessRunner(options);
  let worker: Worker | undefined;
  const stopSignals = createStopSignals(options.stopGraceMs ?? DEFAULT_STOP_GRACE_MS);

  async function process(job: Job, token?: string): Promise<void> {
    if (!isJobName(job.name)) throw new Error(`No job named ${job.name}`);
    try {
      await runJob(jobs, job.name, job.data, {
        logger,
        now,
        jobId: job.id,
        attempt: job.attemptsMade + 1,
        signal: stopSignals.signal,
        cancel: stopSignals.cancel,
      });
    } catch (error) {
      if (!(error instanceof HandedBack) || token === undefined) throw error;
      // Back in waiting now, no attempt counted: not left active until its lock runs out.
      await job.moveToWait(token);
      throw new WaitingError();
    }
  }

  async function upsertSchedulers() {
    const scheduled = options.definitions.filter((d) => d.schedule);
    for (const definition of scheduled) {
      await queue.upsertJobScheduler(
        definition.name,
        { pattern: definition.schedule!.pattern, tz: timeZone },
        { name: definition.name, data: {}, opts: jobOptions },
      );
    }
    const wanted = new Set<string>(scheduled.map((d) => d.name));
    for (const existing of await queue.getJobSchedulers()) {
      if (existing.key && !wanted.has(existing.key)) await queue.removeJobScheduler(existing.key);
    }
  }

  return {
    queue,
    async start() {
      if (options.worker === false) return;
      await queue.waitUntilReady();
      await upsertSchedulers();
      worker = new Worker(QUEUE_NAME, process, {
        connection: { url: redisUrl },
        prefix,
        concurrency: options.concurrency ?? 1,
        // BullMQ takes an undefined setting as a value, so only given ones are passed.
        ...(options.lockDurationMs === undefined ? {} : { lockDuration: options.lockDurationMs }),
        ...(options.stalledIntervalMs === undefined
          ? {}
          : { stalledInterval: options.stalledIntervalMs }),
      });
      worker.on('error', (error) => logger.warn({ err: error }, 'job worker: Redis error'));
      worker.on('failed', (job, error) => {
        const context = { err: error, job: job?.name, jobId: job?.id };
        if (job && job.attemptsMade >= (job.opts.attempts ?? 1))
          logger.error({ ...context, attempts: job.attemptsMade }, 'job gave up');
        else if (error instanceof RetryLater) logger.debug(context, 'job will retry');
        else logger.warn(context, 'job attempt failed');
      });
      for (const definition of options.definitions) {
        if (definition.runAtStartup) await queue.add(definition.name, {});
      }
      logger.info({ queue: QUEUE_NAME, prefix, timeZone }, 'job worker started');
    },
    async enqueue(name, payload, enqueueOptions = {}) {
      const jobId =
        enqueueOptions.jobId === undefined ? undefined : bullJobId(name, enqueueOptions.jobId);
      try {
        await withTimeout(
          queue.waitUntilReady().then(() => queue.add(name, payload ?? {}, { jobId })),
          enqueueTimeoutMs,
          'queueing a job in Redis',
        );
      } catch (error) {
        // Runs here instead: a job may thus run twice (here and from Redis), which its
        // idempotence (dedupe keys, deciders) makes harmless.
        logger.warn({ err: error, job: name, jobId }, 'Redis unavailable: running the job here');
        await fallback.enqueue(name, payload, enqueueOptions);
      }
    },
    runNow: (name, payload) => runJob(jobs, name, payload, { logger, now }),
    async stop(stopOptions: { force?: boolean } = {}) {
      const closeFailed = (error: unknown) =>
        logger.warn({ err: error }, 'job queue did not close cleanly (Redis unavailable?)');
      await stopSignals.stop(() =>
        Promise.all([
          worker?.close(stopOptions.force ?? false).catch(closeFailed),
          fallback.stop(),
        ]),
      );
      await queue.close().catch(closeFailed);
    },
  };
}
