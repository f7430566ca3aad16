import type { Db, Logger } from '@gym/platform';
import type { Notifier } from './notifier';
import { deliverPending, insertNotification } from './store';

export interface SmtpNotifierOptions {
  db: Db;
  /** `smtp://user:pass@host:port` (or `smtps://`). */
  smtpUrl: string;
  /** The From header, e.g. `"Iron Temple Gym" <no-reply@irontemple.in>`. */
  from: string;
  logger: Logger;
  /** How long a message being sent stays claimed when its sender dies (2 minutes). */
  claimLeaseSeconds?: number;
}

export function createSmtpNotifier(options: SmtpNotifierOptions): Notifier & { close(): void } {
  const { db, from, logger } = options;
  // nodemailer loads with the first e-mail, not at start-up.
  const transport = import('nodemailer').then((m) => m.default.createTransport(options.smtpUrl));
  return {
    async send(message, { signal } = {}) {
      await insertNotification(db, message, 'pending');
      const deliver = async () => {
        // Rendered only now: a message already sent (a duplicate) renders nothing.
        const attachments = await Promise.all(
          (message.attachments ?? []).map(async (a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: await a.render(),
          })),
        );
        await (
          await transport
        ).sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          attachments,
          // An abort closes the connection: before the message's end the server discards it.
          signal,
        });
      };
      const result = await deliverPending(db, message.dedupeKey, 'sent', deliver, {
        leaseSeconds: options.claimLeaseSeconds,
        signal,
      });
      logger.info(
        { dedupeKey: message.dedupeKey, kind: message.kind, result },
        'e-mail notification',
      );
      return result;
    },
    close: () => void transport.then((t) => t.close()),
  };
}
