import type { Logger } from '@gym/platform';

export const JOB_NAMES = [
  'expire-memberships',
  'payment-reminders',
  'send-due-receipts',
  'send-receipt',
  'books-digest',
  'day-close-reminder',
  'record-recurring-expenses',
] as const;
export type JobName = (typeof JOB_NAMES)[number];

export function isJobName(value: string): value is JobName {
  return (JOB_NAMES as readonly string[]).includes(value);
}

/**
 * Thrown by a job that waits for something still on its way (a receipt not numbered yet): an
 * expected retry, logged at debug. Only running out of attempts is logged as a failure.
 */
export class RetryLater extends Error {}

/**
 * Thrown by a job that a stop cut short once it had handed its work back (its claims released):
 * BullMQ puts the job back in waiting at once, no attempt counted, for the next worker; the
 * in-process runner, stopping, drops it (its work is in the database for the next start).
 */
export class HandedBack extends Error {}

export interface JobContext {
  logger: Logger;
  now: Date;
  /** Aborted when the runner stops: a long job ends its loop early (its state is in the database). */
  signal?: AbortSignal;
  /**
   * Aborted when the stop's grace period is over: work still in flight is given up and handed
   * back (a send aborted, its claim released), so that the next start does it at once.
   */
  cancel?: AbortSignal;
}

export interface JobDefinition {
  name: JobName;
  /** A cron pattern read in the gym's time zone. */
  schedule?: { pattern: string };
  runAtStartup?: boolean;
  /** Runs often (every minute): its runs are logged at debug, not info. */
  quiet?: boolean;
  /**
   * May run more than once for one enqueue (retries, a worker killed mid-job): it must be
   * idempotent, e.g. through the notifier's dedupe key or the deciders' rules.
   */
  run(payload: unknown, ctx: JobContext): Promise<void>;
}

export interface EnqueueOptions {
  /** Jobs with the same id are run once (while the queue remembers the id). */
  jobId?: string;
}

export interface JobRunner {
  /** Schedules the jobs that have a schedule, starts processing, runs the start-up jobs. */
  start(): Promise<void>;
  /** Queues a job to run in the background; never throws into the caller. */
  enqueue(name: JobName, payload: unknown, options?: EnqueueOptions): Promise<void>;
  /** Runs a job here and now, once, without retries; rejects if it fails. */
  runNow(name: JobName, payload?: unknown): Promise<void>;
  /**
   * Stops taking jobs, gives running ones the grace period (JobContext.signal), then cancels what
   * they still have in flight (JobContext.cancel) and waits for them to hand it back.
   */
  stop(): Promise<void>;
}

export interface RetryPolicy {
  attempts: number;
  /** First retry delay; each further retry waits twice as long. */
  backoffMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 5, backoffMs: 5_000 };

/**
 * How long a stop lets work in flight finish before it cancels it: short enough that the whole
 * stop fits in a supervisor's wait before it kills (Docker's is 10 s).
 */
export const DEFAULT_STOP_GRACE_MS = 5_000;
