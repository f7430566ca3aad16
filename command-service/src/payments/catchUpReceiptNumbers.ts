import type { EventStore, GlobalPosition } from '@gym/contracts';
import type { Db, Logger } from '@gym/platform';
import { createProjectionProgress, createProjectionRunner } from '@gym/projection-service';
import { skipReceiptEmailsOfPastEvents } from '../receiptEmails/skipPast';
import { RECEIPT_NUMBERING, createReceiptNumbering } from './receiptNumbering';

/**
 * Runs receipt numbering until it has passed `until` (for bulk loads, which append payments with
 * no product running): the same process the product runs, in batches of 1,000. A bulk load
 * e-mails no receipts: the receipt-e-mail reactor starts after it (on PostgreSQL).
 */
export async function catchUpReceiptNumbers(deps: {
  db: Db;
  store: EventStore;
  connectionString: string;
  logger: Logger;
  until: GlobalPosition;
}): Promise<void> {
  const progress = createProjectionProgress({
    db: deps.db,
    connectionString: deps.connectionString,
    projectorNames: [RECEIPT_NUMBERING],
    logger: deps.logger,
  });
  const runner = createProjectionRunner({
    db: deps.db,
    store: deps.store,
    projectors: [],
    reactors: [createReceiptNumbering({ clock: () => new Date() })],
    logger: deps.logger,
    batchSize: 1000,
  });
  try {
    await runner.start();
    // No deadline: a bulk load's numbering takes as long as it takes; failures are logged and retried.
    while (!(await progress.waitFor(deps.until, 60_000))) {
      deps.logger.info('receipt numbering still catching up');
    }
    await skipReceiptEmailsOfPastEvents(deps.db);
  } finally {
    await runner.stop();
    await progress.close();
  }
}
