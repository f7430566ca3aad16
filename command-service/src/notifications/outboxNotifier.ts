import type { Db, Logger } from '@gym/projection-service';
import type { Notifier } from './notifier';
import { deliverPending, insertNotification } from './store';

/** Without SMTP, notifications are kept in the outbox table for the dashboard and the admin API. */
export function createOutboxNotifier(options: { db: Db; logger: Logger }): Notifier {
  const { db, logger } = options;
  return {
    async send(message) {
      // Attachments are not stored: the outbox shows what would have been sent.
      const result = (await insertNotification(db, message, 'outbox'))
        ? 'sent'
        : // A row left 'pending' (by an SMTP attempt that crashed) goes to the outbox now.
          await deliverPending(db, message.dedupeKey, 'outbox', async () => undefined);
      logger.info(
        { dedupeKey: message.dedupeKey, kind: message.kind, result },
        'outbox notification',
      );
      return result;
    },
  };
}
