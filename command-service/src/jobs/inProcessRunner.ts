import type { Logger } from '@gym/platform';
import { nextRunAt } from './cron';
import { jobTable, runJob } from './execute';
import { createStopSignals } from './stopSignals';
import {
  DEFAULT_RETRY,
  DEFAULT_STOP_GRACE_MS,
  HandedBack,
  type JobDefinition,
  type JobName,
  type JobRunner,
  type RetryPolicy,
} from './types';

export interface InProcessRunnerOptions {
  definitions: readonly JobDefinition[];
  logger: Logger;
  /** The zone the cron patterns are read in. */
  timeZone: string;
  retry?: RetryPolicy;
  /** The `now` handed to jobs. */
  now?: () => Date;
  /** How many finished job ids are remembered so that an enqueue with one runs once. */
  rememberedIds?: number;
  /** How long a stop lets running jobs finish before it cancels what they have in flight. */
  stopGraceMs?: number;
}

export type InProcessRunner = JobRunner & {
  /** Resolves when no job is running or waiting for a retry. */
  idle(): Promise<void>;
};

// setTimeout's longest delay (about 24.8 days); longer waits are taken in steps.
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Embedded mode: jobs on timers in this process, nothing to install. */
export function createInProcessRunner(options: InProcessRunnerOptions): InProcessRunner {
  const { logger, timeZone } = options;
  const jobs = jobTable(options.definitions);
  const retry = options.retry ?? DEFAULT_RETRY;
  const now = options.now ?? (() => new Date());
  const rememberedIds = options.rememberedIds ?? 10_000;
  const running = new Set<Promise<void>>();
  const timers = new Map<NodeJS.Timeout, () => void>();
  const seenIds = new Set<string>();
  const scheduledRunning = new Set<JobName>();
  let stopped = false;
  const stopSignals = createStopSignals(options.stopGraceMs ?? DEFAULT_STOP_GRACE_MS);
  const { signal, cancel } = stopSignals;

  /** Waits `ms`; false when the runner stopped meanwhile. */
  function wait(ms: number): Promise<boolean> {
    if (stopped) return Promise.resolve(false);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve(true);
      }, ms);
      timer.unref();
      timers.set(timer, () => resolve(false));
    });
  }

  function track(work: Promise<void>): Promise<void> {
    running.add(work);
    void work.finally(() => running.delete(work));
    return work;
  }

  async function runWithRetries(name: JobName, payload: unknown, jobId?: string): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await runJob(jobs, name, payload, { logger, now, jobId, attempt, signal, cancel });
        return;
      } catch (error) {
        if (error instanceof HandedBack) return;
        if (attempt >= retry.attempts) {
          logger.error({ err: error, job: name, jobId, attempts: attempt }, 'job gave up');
          return;
        }
        if (!(await wait(retry.backoffMs * 2 ** (attempt - 1)))) return;
      }
    }
  }

  function remember(key: string): boolean {
    if (seenIds.has(key)) return false;
    seenIds.add(key);
    if (seenIds.size > rememberedIds) seenIds.delete(seenIds.values().next().value!);
    return true;
  }

  async function scheduleNext(definition: JobDefinition & { schedule: { pattern: string } }) {
    while (!stopped) {
      const at = nextRunAt(definition.schedule.pattern, timeZone, new Date());
      let ready = true;
      for (
        let left = at.getTime() - Date.now();
        ready && left > 0;
        left = at.getTime() - Date.now()
      ) {
        ready = await wait(Math.min(left, MAX_TIMER_MS));
      }
      if (!ready) return;
      if (scheduledRunning.has(definition.name)) {
        logger.warn(
          { job: definition.name },
          'previous scheduled run still going; skipping this one',
        );
        continue;
      }
      scheduledRunning.add(definition.name);
      void track(runWithRetries(definition.name, undefined)).finally(() =>
        scheduledRunning.delete(definition.name),
      );
    }
  }

  return {
    async start() {
      for (const definition of options.definitions) {
        const { schedule } = definition;
        if (schedule) void scheduleNext({ ...definition, schedule });
        if (definition.runAtStartup) void track(runWithRetries(definition.name, undefined));
      }
      logger.info(
        { jobs: options.definitions.map((d) => d.name), timeZone },
        'in-process job scheduler started',
      );
    },
    async enqueue(name, payload, enqueueOptions = {}) {
      if (stopped) {
        logger.warn({ job: name }, 'job runner stopped; job not run');
        return;
      }
      const { jobId } = enqueueOptions;
      if (jobId !== undefined && !remember(`${name}:${jobId}`)) return;
      void track(runWithRetries(name, payload, jobId));
    },
    runNow: (name, payload) => runJob(jobs, name, payload, { logger, now }),
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    async stop() {
      stopped = true;
      for (const [timer, cancelWait] of timers) {
        clearTimeout(timer);
        cancelWait();
      }
      timers.clear();
      await stopSignals.stop(() => Promise.allSettled([...running]));
    },
  };
}
