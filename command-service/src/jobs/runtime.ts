import type { EventStore } from '@gym/contracts';
import type { Db, Logger } from '@gym/platform';
import { createNotifier } from '../notifications/createNotifier';
import { createReceiptRenderer, type ReceiptRenderer } from '../receipts/receiptRenderer';
import type { GymDetails } from '../receipts/renderReceiptPdf';
import { createWhatsAppNotifier } from '../whatsapp/whatsAppNotifier';
import { createWhatsAppSender, type WhatsAppSenderOptions } from '../whatsapp/whatsAppSender';
import { createJobRunner } from './createJobRunner';
import { createJobs } from './definitions';
import type { JobRunner } from './types';

/**
 * The notifier and the job runner with every job, as each process that runs jobs needs them.
 * Receipts are rendered by `receiptRenderer` when given (its owner closes it); otherwise by a
 * renderer of the runtime's own, closed when the runner stops.
 */
export function createJobsRuntime(deps: {
  db: Db;
  store: EventStore;
  logger: Logger;
  timeZone: string;
  gym: GymDetails;
  /** Where members reach the product: the verification link on e-mailed receipts. */
  publicUrl?: () => string | undefined;
  smtpUrl?: string;
  mailFrom: string;
  /** WhatsApp Business Cloud API: reminders are sent there too. */
  whatsApp?: WhatsAppSenderOptions;
  booksDigestHour?: number;
  /** BullMQ when set (worked here when `worker`); the in-process scheduler otherwise. */
  redisUrl?: string;
  worker: boolean;
  /** BullMQ's Redis key prefix ("bull"): tests keep their queues apart with their own. */
  prefix?: string;
  receiptRenderer?: ReceiptRenderer;
  /** How long a stop lets the jobs finish what is in flight before handing it back (5 s). */
  stopGraceMs?: number;
  /** How long what a sender took (due receipts, an e-mail being sent) stays claimed if it dies. */
  claimLeaseSeconds?: number;
}) {
  const notifier = createNotifier({
    db: deps.db,
    logger: deps.logger,
    smtpUrl: deps.smtpUrl,
    from: deps.mailFrom,
    claimLeaseSeconds: deps.claimLeaseSeconds,
  });
  const ownsRenderer = !deps.receiptRenderer;
  const receiptRenderer =
    deps.receiptRenderer ??
    createReceiptRenderer({
      onError: (error) => deps.logger.error({ err: error }, 'receipt renderer failed'),
    });
  const whatsApp = deps.whatsApp
    ? createWhatsAppNotifier({
        db: deps.db,
        logger: deps.logger,
        sender: createWhatsAppSender(deps.whatsApp),
      })
    : undefined;
  const definitions = createJobs({ ...deps, notifier, receiptRenderer, whatsApp });
  const jobRunner = createJobRunner({
    definitions,
    logger: deps.logger,
    timeZone: deps.timeZone,
    redisUrl: deps.redisUrl,
    worker: deps.worker,
    prefix: deps.prefix,
    stopGraceMs: deps.stopGraceMs,
  });
  const runner: JobRunner = {
    start: () => jobRunner.start(),
    enqueue: (name, payload, options) => jobRunner.enqueue(name, payload, options),
    runNow: (name, payload) => jobRunner.runNow(name, payload),
    async stop() {
      await jobRunner.stop();
      if (ownsRenderer) await receiptRenderer.close();
    },
  };
  return { notifier, definitions, runner, receiptRenderer };
}
