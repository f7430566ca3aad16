import type { Db, Logger } from '@gym/platform';
import { claimDueReceipts, receiptDone, receiptFailed, receiptLater } from './dueStore';
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
}

/**
 * Sends the receipts that are due (receipt_emails_due), oldest first, in bounded batches. A row
 * goes once its e-mail is sent or in the outbox; a failed one stays, counted, for a later run.
 * Runs in this process never overlap: a run asked for while one goes makes it look once more.
 */
export function createReceiptDelivery(options: ReceiptDeliveryOptions) {
  const { db, sendReceipt, logger } = options;
  const batchSize = options.batchSize ?? 20;
  const budgetMs = options.budgetMs ?? 30_000;
  let running: Promise<number> | null = null;
  let again = false;

  async function deliverOne(paymentId: string, attempts: number): Promise<boolean> {
    try {
      const outcome = await sendReceipt(paymentId);
      if (outcome === 'not-ready') {
        logger.debug({ paymentId }, 'receipt not ready yet: looking again later');
        await receiptLater(db, paymentId, NOT_READY_SECONDS);
        return false;
      }
      await receiptDone(db, paymentId);
      logger.debug({ paymentId, outcome }, 'receipt e-mail done');
      return outcome === 'sent';
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      logger.warn({ err: error, paymentId, attempts: attempts + 1 }, 'receipt e-mail failed');
      await receiptFailed(db, paymentId, message);
      return false;
    }
  }

  async function drain(signal?: AbortSignal): Promise<number> {
    const started = Date.now();
    let sent = 0;
    do {
      again = false;
      for (;;) {
        if (signal?.aborted || Date.now() - started > budgetMs) return sent;
        const batch = await claimDueReceipts(db, batchSize);
        if (batch.length === 0) break;
        for (const { paymentId, attempts } of batch) {
          if (await deliverOne(paymentId, attempts)) sent += 1;
        }
      }
    } while (again);
    return sent;
  }

  return {
    /** Sends what is due now; resolves with how many e-mails went out (or into the outbox). */
    deliverDue(signal?: AbortSignal): Promise<number> {
      if (running) {
        again = true;
        return running;
      }
      running = drain(signal).finally(() => {
        running = null;
      });
      return running;
    },
  };
}

export type ReceiptDelivery = ReturnType<typeof createReceiptDelivery>;
