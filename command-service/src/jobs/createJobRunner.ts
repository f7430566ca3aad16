import type { Logger } from '@gym/platform';
import type { BullmqRunnerOptions } from './bullmqRunner';
import { createInProcessRunner } from './inProcessRunner';
import type { JobDefinition, JobRunner } from './types';

/** BullMQ when `redisUrl` is set (services mode), the in-process scheduler otherwise (embedded). */
export function createJobRunner(options: {
  definitions: readonly JobDefinition[];
  logger: Logger;
  timeZone: string;
  redisUrl?: string;
  /** BullMQ only: false in a process that enqueues but does not work jobs (the HTTP edge). */
  worker?: boolean;
  prefix?: BullmqRunnerOptions['prefix'];
  stopGraceMs?: BullmqRunnerOptions['stopGraceMs'];
}): JobRunner {
  const { redisUrl } = options;
  if (!redisUrl) return createInProcessRunner(options);
  // BullMQ (and ioredis) load only when Redis is configured: the embedded start never pays for them.
  const loaded = import('./bullmqRunner').then((m) =>
    m.createBullmqRunner({ ...options, redisUrl }),
  );
  return {
    start: async () => (await loaded).start(),
    enqueue: async (name, payload, enqueueOptions) =>
      (await loaded).enqueue(name, payload, enqueueOptions),
    runNow: async (name, payload) => (await loaded).runNow(name, payload),
    stop: async () => (await loaded).stop(),
  };
}
