import type { Logger } from '@gym/platform';
import { createBullmqRunner, type BullmqRunnerOptions } from './bullmqRunner';
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
}): JobRunner {
  if (options.redisUrl) return createBullmqRunner({ ...options, redisUrl: options.redisUrl });
  return createInProcessRunner(options);
}
