import { randomUUID } from 'node:crypto';
import type { Db } from '@gym/platform';
import type { NotificationMessage, SendResult } from './notifier';

export type NotificationStatus = 'pending' | 'sending' | 'sent' | 'outbox';

/**
 * How long a claim (a notification being sent, a due receipt taken) holds when its sender dies
 * without stopping gracefully (a crash, `kill -9`, a stop cut short): after it, another sender
 * takes the work over. A graceful stop hands its claims back at once; the lease is for a crash.
 */
export const DEFAULT_CLAIM_LEASE_SECONDS = 120;

/** Another sender is delivering this notification right now: try again later. */
export class DeliveryInProgressError extends Error {}

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
 * Delivers a 'pending' notification and marks it `status`. The row is claimed first, in a
 * statement of its own, so no transaction stays open while the mail server answers (an open
 * transaction would hold back every projection). A concurrent sender of the same key is told
 * to try later; a failed delivery is counted and leaves the row pending; a delivery aborted by
 * `signal` (a stop) leaves it pending uncounted; a sender that died mid-delivery loses its claim
 * after the lease. A crash (or an abort) after the transport accepted the message but before it
 * was marked sent can still deliver twice: exactly once ends there.
 */
export async function deliverPending(
  db: Db,
  dedupeKey: string,
  status: Exclude<NotificationStatus, 'pending' | 'sending'>,
  deliver: () => Promise<void>,
  options: { leaseSeconds?: number; signal?: AbortSignal } = {},
): Promise<SendResult> {
  const leaseSeconds = options.leaseSeconds ?? DEFAULT_CLAIM_LEASE_SECONDS;
  const row = () => db('notifications').where({ dedupe_key: dedupeKey });
  const claimed = await row()
    .where((q) =>
      q
        .where('status', 'pending')
        .orWhere((expired) =>
          expired
            .where('status', 'sending')
            .whereRaw('claimed_at < now() - make_interval(secs => ?)', [leaseSeconds]),
        ),
    )
    .update({ status: 'sending', claimed_at: db.fn.now(), attempts: db.raw('attempts + 1') })
    .returning('id');
  if (claimed.length === 0) {
    const current = await row().first<{ status: NotificationStatus } | undefined>('status');
    if (current?.status === 'sending')
      throw new DeliveryInProgressError(`${dedupeKey} is being sent`);
    return 'duplicate';
  }
  try {
    await deliver();
  } catch (error) {
    if (options.signal?.aborted) {
      await row().update({ status: 'pending', claimed_at: null, attempts: db.raw('attempts - 1') });
    } else {
      const lastError = error instanceof Error ? error.message : String(error);
      await row().update({ status: 'pending', claimed_at: null, last_error: lastError });
    }
    throw error;
  }
  await row().update({
    status,
    claimed_at: null,
    sent_at: db.raw('clock_timestamp()'),
    last_error: null,
  });
  return 'sent';
}
