import type { Db, Logger } from '@gym/platform';
import type { NotificationMessage, Notifier } from './notifier';
import { deliverPending, insertNotification } from './store';

/** Without SMTP, notifications are kept in the outbox table for the dashboard and the admin API. */
export function createOutboxNotifier(options: {
  db: Db;
  logger: Logger;
  /** How long a message an SMTP sender that died left 'sending' stays claimed. */
  claimLeaseSeconds?: number;
}): Notifier {
  const { db, logger } = options;
  return {
    async send(message) {
      // The outbox shows what would have been sent: the text, and the attachments by name only
      // (never rendered).
      const recorded = { ...message, text: withAttachmentNames(message) };
      const result = (await insertNotification(db, recorded, 'outbox'))
        ? 'sent'
        : // A row left 'pending' (by an SMTP attempt that crashed) goes to the outbox now.
          await deliverPending(db, message.dedupeKey, 'outbox', async () => undefined, {
            leaseSeconds: options.claimLeaseSeconds,
          });
      logger.info(
        {
          dedupeKey: message.dedupeKey,
          kind: message.kind,
          result,
          attachments: message.attachments?.map((a) => a.filename),
        },
        'outbox notification',
      );
      return result;
    },
  };
}

/** The text with a last line naming the attachments, e.g. "Attached: receipt-RCP-0001.pdf". */
function withAttachmentNames(message: NotificationMessage): string {
  const names = (message.attachments ?? []).map((a) => a.filename);
  return names.length
    ? `${message.text.trimEnd()}\n\nAttached: ${names.join(', ')}\n`
    : message.text;
}
