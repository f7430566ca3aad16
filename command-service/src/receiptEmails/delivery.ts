import type { Db, Logger } from '@gym/platform';
import {
  claimDueReceipts,
  receiptDone,
  receiptFailed,
  receiptLater,
  releaseReceipts,
  type DueReceipt,
} from './dueStore';
import type { ReceiptSender } from './sendReceipt';

/** A payment the read models do not show with its number yet is looked at again after this. */
const NOT_READY_SECONDS = 10;

export interface ReceiptDeliveryOptions {
  db: Db;
  sendReceipt: ReceiptSender;
  logger: Logger;
  /** Receipts taken at a time (20). */
  batchSize?: number;
  /** A run stops taking batches after this long (30 s); the next run goes on. */
  budgetMs?: number;
  /** How long the receipts taken stay claimed when the sender dies (2 minutes). */
  claimLeaseSeconds?: number;
}

/** A stop (see JobContext): `signal` takes no more receipts, `cancel` gives up the one in flight. */
export interface DeliveryStop {
  signal?: AbortSignal;
  cancel?: AbortSignal;
}

type Delivered = 'sent' | 'not-sent' | 'handed-back';

/** What a run did: e-mails sent (or put in the outbox), and receipts released at a stop. */
export interface DeliveryRun {
  sent: number;
  handedBack: number;
}

/**
 * Sends the receipts that are due (receipt_emails_due), oldest first, in bounded batches. A row
 * goes once its e-mail is sent or in the outbox; a failed one stays, counted, for a later run.
 * Runs in this process never overlap: a run asked for while one goes makes it look once more.
 * A stop ends a run after the receipt in flight (or gives that one up too, on `cancel`): what the
 * run took and did not send is released at once, for the next start (`handedBack`).
 */
export function createReceiptDelivery(options: ReceiptDeliveryOptions) {
  const { db, sendReceipt, logger } = options;
  const batchSize = options.batchSize ?? 20;
  const budgetMs = options.budgetMs ?? 30_000;
  let running: Promise<DeliveryRun> | null = null;
  let again = false;

  async function deliverOne(due: DueReceipt, cancel?: AbortSignal): Promise<Delivered> {
    const { paymentId, attempts } = due;
    try {
      const outcome = await sendReceipt(paymentId, { signal: cancel });
      if (outcome === 'not-ready') {
        logger.debug({ paymentId }, 'receipt not ready yet: looking again later');
        await receiptLater(db, paymentId, NOT_READY_SECONDS);
        return 'not-sent';
      }
      await receiptDone(db, paymentId);
      logger.debug({ paymentId, outcome }, 'receipt e-mail done');
      return outcome === 'sent' ? 'sent' : 'not-sent';
    } catch (error) {
      if (cancel?.aborted) {
        await releaseReceipts(db, [paymentId]);
        return 'handed-back';
      }
      const message = error instanceof Error ? error.message : String(error);
      logger.warn({ err: error, paymentId, attempts: attempts + 1 }, 'receipt e-mail failed');
      await receiptFailed(db, paymentId, message);
      return 'not-sent';
    }
  }

  /** Sends a batch until a stop, then releases the rest. */
  async function deliverBatch(batch: readonly DueReceipt[], stop: DeliveryStop, run: DeliveryRun) {
    for (const [i, due] of batch.entries()) {
      if (stop.signal?.aborted) {
        const rest = batch.slice(i).map((d) => d.paymentId);
        await releaseReceipts(db, rest);
        run.handedBack += rest.length;
        return;
      }
      const delivered = await deliverOne(due, stop.cancel);
      if (delivered === 'sent') run.sent += 1;
      if (delivered === 'handed-back') run.handedBack += 1;
    }
  }

  async function drain(stop: DeliveryStop): Promise<DeliveryRun> {
    const started = Date.now();
    const run: DeliveryRun = { sent: 0, handedBack: 0 };
    do {
      again = false;
      for (;;) {
        if (stop.signal?.aborted || Date.now() - started > budgetMs) return run;
        const batch = await claimDueReceipts(db, batchSize, options.claimLeaseSeconds);
        if (batch.length === 0) break;
        await deliverBatch(batch, stop, run);
      }
    } while (again);
    return run;
  }

  return {
    /** Sends what is due now, until a stop. */
    deliverDue(stop: DeliveryStop = {}): Promise<DeliveryRun> {
      if (running) {
        again = true;
        return running;
      }
      running = drain(stop).finally(() => {
        running = null;
      });
      return running;
    },
  };
}

export type ReceiptDelivery = ReturnType<typeof createReceiptDelivery>;
