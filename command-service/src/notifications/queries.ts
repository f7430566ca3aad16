import type { Db } from '@gym/platform';
import type { NotificationStatus } from './store';

export interface NotificationDto {
  id: string;
  dedupeKey: string;
  kind: string;
  recipient: string;
  subject: string;
  body: string;
  relatedId: string | null;
  status: NotificationStatus;
  attempts: number;
  createdAt: string;
  sentAt: string | null;
  lastError: string | null;
}

interface NotificationRow {
  id: string;
  dedupe_key: string;
  kind: string;
  recipient: string;
  subject: string;
  body: string;
  related_id: string | null;
  status: NotificationStatus;
  attempts: number;
  created_at: Date;
  sent_at: Date | null;
  last_error: string | null;
}

function toDto(row: NotificationRow): NotificationDto {
  return {
    id: row.id,
    dedupeKey: row.dedupe_key,
    kind: row.kind,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    relatedId: row.related_id,
    status: row.status,
    attempts: row.attempts,
    createdAt: row.created_at.toISOString(),
    sentAt: row.sent_at?.toISOString() ?? null,
    lastError: row.last_error,
  };
}

/** Newest first (the outbox, and what SMTP sent). */
export async function listNotifications(
  db: Db,
  options: { limit: number; kind?: string; status?: NotificationStatus },
): Promise<NotificationDto[]> {
  const query = db<NotificationRow>('notifications')
    .select('*')
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(options.limit);
  if (options.kind) query.where('kind', options.kind);
  if (options.status) query.where('status', options.status);
  return (await query).map(toDto);
}
