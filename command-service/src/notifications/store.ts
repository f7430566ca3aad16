import { randomUUID } from 'node:crypto';
import type { Db } from '@gym/projection-service';
import type { NotificationMessage, SendResult } from './notifier';

export type NotificationStatus = 'pending' | 'sent' | 'outbox';

/** Records the message under its dedupe key; false when the key is already there. */
export async function insertNotification(
  db: Db,
  message: NotificationMessage,
  status: NotificationStatus,
): Promise<boolean> {
  const rows = await db('notifications')
    .insert({
      id: randomUUID(),
      dedupe_key: message.dedupeKey,
      kind: message.kind,
      recipient: message.to,
      subject: message.subject,
      body: message.text,
      related_id: message.relatedId ?? null,
      status,
      attempts: 0,
      sent_at: status === 'pending' ? null : db.fn.now(),
    })
    .onConflict('dedupe_key')
    .ignore()
    .returning('id');
  return rows.length > 0;
}

/**
 * Delivers a 'pending' notification and marks it `status`, holding the row's lock meanwhile:
 * a concurrent sender of the same key waits, then finds it delivered. A failed delivery is
 * counted and leaves the row pending for the next attempt. A crash after the transport has
 * accepted the message but before the commit can still deliver twice: exactly once ends there.
 */
export async function deliverPending(
  db: Db,
  dedupeKey: string,
  status: Exclude<NotificationStatus, 'pending'>,
  deliver: () => Promise<void>,
): Promise<SendResult> {
  const outcome = await db.transaction(async (trx) => {
    const row = await trx('notifications')
      .where({ dedupe_key: dedupeKey })
      .forUpdate()
      .first<{ status: NotificationStatus } | undefined>('status');
    if (!row || row.status !== 'pending') return 'duplicate' as const;
    const attempts = trx.raw('attempts + 1');
    try {
      await deliver();
    } catch (error) {
      await trx('notifications')
        .where({ dedupe_key: dedupeKey })
        .update({ attempts, last_error: error instanceof Error ? error.message : String(error) });
      return { error };
    }
    await trx('notifications')
      .where({ dedupe_key: dedupeKey })
      .update({ status, attempts, sent_at: trx.raw('clock_timestamp()'), last_error: null });
    return 'sent' as const;
  });
  if (typeof outcome === 'object') throw outcome.error;
  return outcome;
}
