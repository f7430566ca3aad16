import type { Db, Logger } from '@gym/platform';
import type { Notifier } from '../notifications/notifier';
import { deliverPending, insertNotification } from '../notifications/store';
import type { WhatsAppSender } from './whatsAppSender';

/**
 * WhatsApp messages through the notifications table: once per dedupe key, a failed send left
 * pending for the next run, like the e-mails. `to` is the member's number, digits only.
 */
export function createWhatsAppNotifier(options: {
  db: Db;
  logger: Logger;
  sender: WhatsAppSender;
}): Notifier {
  const { db, logger, sender } = options;
  return {
    async send(message) {
      await insertNotification(db, message, 'pending');
      const result = await deliverPending(db, message.dedupeKey, 'sent', async () => {
        await sender.send(message.to, message.text);
      });
      logger.info({ dedupeKey: message.dedupeKey, kind: message.kind, result }, 'WhatsApp message');
      return result;
    },
  };
}
