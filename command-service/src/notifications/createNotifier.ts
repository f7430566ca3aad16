import type { Db, Logger } from '@gym/platform';
import type { Notifier } from './notifier';
import { createOutboxNotifier } from './outboxNotifier';
import { createSmtpNotifier } from './smtpNotifier';

/** SMTP when `smtpUrl` is set, the outbox table otherwise. */
export function createNotifier(options: {
  db: Db;
  logger: Logger;
  smtpUrl?: string;
  from: string;
  claimLeaseSeconds?: number;
}): Notifier & { close(): void } {
  if (options.smtpUrl) return createSmtpNotifier({ ...options, smtpUrl: options.smtpUrl });
  return { ...createOutboxNotifier(options), close: () => undefined };
}
