import { z } from 'zod';
import { calendarDateSchema } from '../dates';
import type { EventType } from '../events';
import type { FieldChangeView } from './changes';
import { AUDIT_ENTITY_KINDS, AUDIT_KINDS, type AuditEntityKind, type AuditKind } from './kinds';

/** One change as the History and the Audit Log show it. */
export interface HistoryEntryDto {
  /** The event's place in the log ("commit/prepare"): unique, and the paging cursor. */
  id: string;
  occurredAt: string;
  type: EventType;
  kind: AuditKind;
  entity: { kind: AuditEntityKind; id: string };
  memberId: string | null;
  actor: { id: string; name: string } | null;
  subject: string | null;
  /** describeEntry's sentence: "Payment of ₹500 voided by Gym Owner: entered twice". */
  summary: string;
  changes: FieldChangeView[];
}

/** GET /api/history: newest first; `next` is the cursor for the older entries, if any. */
export interface HistoryPageDto {
  entries: HistoryEntryDto[];
  next: string | null;
}

export const HISTORY_DEFAULT_LIMIT = 50;
export const HISTORY_MAX_LIMIT = 200;
/** The audit log's rows per page without `range`, and at most with it. */
export const AUDIT_LOG_DEFAULT_ROWS = 50;
export const AUDIT_LOG_MAX_ROWS = 1000;

const uuid = z.uuid({ error: 'id must be a UUID' });
const cursor = z
  .string()
  .regex(/^\d{1,19}\/\d{1,19}$/, 'before must be a cursor from a previous page ("next")');

export const historyQuery = z
  .object({
    entity: z.enum(AUDIT_ENTITY_KINDS, {
      error: `entity must be one of: ${AUDIT_ENTITY_KINDS.join(', ')}`,
    }),
    id: uuid,
    before: cursor.optional(),
    limit: z.coerce
      .number({ error: `limit must be a whole number from 1 to ${HISTORY_MAX_LIMIT}` })
      .int(`limit must be a whole number from 1 to ${HISTORY_MAX_LIMIT}`)
      .min(1, `limit must be a whole number from 1 to ${HISTORY_MAX_LIMIT}`)
      .max(HISTORY_MAX_LIMIT, `limit must be a whole number from 1 to ${HISTORY_MAX_LIMIT}`)
      .optional(),
  })
  .strict();
export type HistoryQuery = z.infer<typeof historyQuery>;

/** The audit log's filter: who, what kind, and gym calendar dates (both included). */
export const auditLogFilter = z
  .object({
    actorId: uuid.optional(),
    kind: z.enum(AUDIT_KINDS, { error: `kind must be one of: ${AUDIT_KINDS.join(', ')}` }).optional(),
    from: calendarDateSchema.optional(),
    to: calendarDateSchema.optional(),
  })
  .strict()
  .refine((f) => !f.from || !f.to || f.from <= f.to, {
    message: 'The end date must be on or after the start date',
    path: ['to'],
  });
export type AuditLogFilter = z.infer<typeof auditLogFilter>;
