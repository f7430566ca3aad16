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

export interface JobContext {
  logger: Logger;
  now: Date;
  /** Aborted when the runner stops: a long job ends its loop early (its state is in the database). */
  signal?: AbortSignal;
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
  /** Stops scheduling and waits for running jobs. */
  stop(): Promise<void>;
}

export interface RetryPolicy {
  attempts: number;
  /** First retry delay; each further retry waits twice as long. */
  backoffMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 5, backoffMs: 5_000 };
