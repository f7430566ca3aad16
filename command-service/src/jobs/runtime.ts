import type { EventStore } from '@gym/contracts';
import type { Db, Logger } from '@gym/projection-service';
import { createNotifier } from '../notifications/createNotifier';
import type { GymDetails } from '../receipts/renderReceiptPdf';
import { createJobRunner } from './createJobRunner';
import { createJobs } from './definitions';

/** The notifier and the job runner with every job, as each process that runs jobs needs them. */
export function createJobsRuntime(deps: {
  db: Db;
  store: EventStore;
  logger: Logger;
  timeZone: string;
  gym: GymDetails;
  smtpUrl?: string;
  mailFrom: string;
  /** BullMQ when set (worked here when `worker`); the in-process scheduler otherwise. */
  redisUrl?: string;
  worker: boolean;
}) {
  const notifier = createNotifier({
    db: deps.db,
    logger: deps.logger,
    smtpUrl: deps.smtpUrl,
    from: deps.mailFrom,
  });
  const definitions = createJobs({ ...deps, notifier });
  const runner = createJobRunner({
    definitions,
    logger: deps.logger,
    timeZone: deps.timeZone,
    redisUrl: deps.redisUrl,
    worker: deps.worker,
  });
  return { notifier, definitions, runner };
}
