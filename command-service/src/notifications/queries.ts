import type { Db } from '@gym/platform';
import { likePattern, type ListQuery, type ListResult } from '@gym/projection-service';
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

export const NOTIFICATION_SORT_FIELDS = ['createdAt', 'sentAt', 'kind', 'status', 'id'] as const;
export type NotificationSortField = (typeof NOTIFICATION_SORT_FIELDS)[number];
export interface NotificationFilter {
  q?: string;
  id?: string[];
  kind?: string;
  status?: NotificationStatus;
}

const SORT_COLUMNS: Record<NotificationSortField, string | null> = {
  createdAt: 'created_at',
  sentAt: 'sent_at',
  kind: 'kind',
  status: 'status',
  id: null,
};

/** GET /api/notifications/outbox: a page in react-admin's terms, with the total. */
export async function pageOfNotifications(
  db: Db,
  query: ListQuery<NotificationSortField, NotificationFilter>,
): Promise<ListResult<NotificationDto>> {
  const { q, id, kind, status } = query.filter;
  const filtered = db<NotificationRow>('notifications').where((qb) => {
    if (id) qb.whereIn('id', id);
    if (kind) qb.where('kind', kind);
    if (status) qb.where('status', status);
    if (q) qb.whereRaw("concat_ws(' ', recipient, subject) ilike ?", likePattern(q));
  });
  const [{ count } = { count: 0 }] = await filtered.clone().count<{ count: string }[]>('*');
  const order = query.sort.order === 'DESC' ? 'desc' : 'asc';
  const column = SORT_COLUMNS[query.sort.field];
  const [start, end] = query.range;
  const rows = await filtered
    .select('*')
    .orderBy([
      ...(column ? [{ column, order, nulls: 'last' as const }] : []),
      { column: 'id', order },
    ])
    .offset(start)
    .limit(end - start + 1);
  return { rows: rows.map(toDto), total: Number(count) };
}

export async function getNotification(db: Db, id: string): Promise<NotificationDto | null> {
  const row = await db<NotificationRow>('notifications').where({ id }).first();
  return row ? toDto(row) : null;
}
