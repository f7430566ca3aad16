import type { Logger } from '@gym/platform';
import { HandedBack, RetryLater, type JobDefinition, type JobName } from './types';

export type JobTable = ReadonlyMap<JobName, JobDefinition>;

export function jobTable(definitions: readonly JobDefinition[]): JobTable {
  return new Map(definitions.map((d) => [d.name, d]));
}

/** Runs one attempt of a job with its own child logger; throws what the job throws. */
export async function runJob(
  jobs: JobTable,
  name: JobName,
  payload: unknown,
  options: {
    logger: Logger;
    now: () => Date;
    jobId?: string;
    attempt?: number;
    signal?: AbortSignal;
    cancel?: AbortSignal;
  },
): Promise<void> {
  const definition = jobs.get(name);
  if (!definition) throw new Error(`No job named ${name}`);
  const logger = options.logger.child({
    job: name,
    jobId: options.jobId,
    attempt: options.attempt,
  });
  const started = Date.now();
  logger.debug('job started');
  try {
    const { signal, cancel } = options;
    await definition.run(payload, { logger, now: options.now(), signal, cancel });
  } catch (error) {
    if (error instanceof RetryLater) logger.debug({ reason: error.message }, 'job will retry');
    else if (error instanceof HandedBack) logger.info({ reason: error.message }, 'job handed back');
    else logger.warn({ err: error }, 'job failed');
    throw error;
  }
  const finished = { ms: Date.now() - started };
  if (definition.quiet) logger.debug(finished, 'job finished');
  else logger.info(finished, 'job finished');
}
