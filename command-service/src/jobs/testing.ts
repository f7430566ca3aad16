import type { JobContext, JobDefinition, JobName } from './types';

export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
}

export function deferred<T = void>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** A job that records each run and lets the test decide how a run ends. */
export function recordingJob(
  name: JobName,
  behaviour: (payload: unknown, run: number, ctx: JobContext) => Promise<void> = async () =>
    undefined,
  extra: Partial<JobDefinition> = {},
) {
  const runs: unknown[] = [];
  const waiters: { count: number; done: Deferred<void> }[] = [];
  const definition: JobDefinition = {
    name,
    ...extra,
    async run(payload, ctx) {
      runs.push(payload);
      for (const w of waiters) if (runs.length >= w.count) w.done.resolve();
      await behaviour(payload, runs.length, ctx);
    },
  };
  return {
    definition,
    runs,
    /** Resolves once the job has started `count` runs. */
    started(count: number): Promise<void> {
      const done = deferred();
      if (runs.length >= count) done.resolve();
      else waiters.push({ count, done });
      return done.promise;
    },
  };
}
