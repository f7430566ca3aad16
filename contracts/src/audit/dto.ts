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

const MAX_BIGINT = 2n ** 63n - 1n;

// Built by functions called with a pure annotation, so the UI (which never parses these)
// leaves them out of its bundles: the sign-in page loads the contracts' module.
function historyQuerySchema() {
  const cursorMessage = 'before must be a cursor from a previous page ("next")';
  const limitMessage = `limit must be a whole number from 1 to ${HISTORY_MAX_LIMIT}`;
  return z
    .object({
      entity: z.enum(AUDIT_ENTITY_KINDS, {
        error: `entity must be one of: ${AUDIT_ENTITY_KINDS.join(', ')}`,
      }),
      id: z.uuid({ error: 'id must be a UUID' }),
      before: z
        .string()
        .regex(/^\d{1,19}\/\d{1,19}$/, { message: cursorMessage, abort: true })
        // Positions are PostgreSQL bigints.
        .refine((v) => v.split('/').every((n) => BigInt(n) <= MAX_BIGINT), cursorMessage)
        .optional(),
      limit: z.coerce
        .number({ error: limitMessage })
        .int(limitMessage)
        .min(1, limitMessage)
        .max(HISTORY_MAX_LIMIT, limitMessage)
        .optional(),
    })
    .strict();
}
export const historyQuery = /* @__PURE__ */ historyQuerySchema();
export type HistoryQuery = z.infer<typeof historyQuery>;

/** The audit log's filter: who, what kind, and gym calendar dates (both included). */
function auditLogFilterSchema() {
  return z
    .object({
      actorId: z.uuid({ error: 'actorId must be a UUID' }).optional(),
      kind: z
        .enum(AUDIT_KINDS, { error: `kind must be one of: ${AUDIT_KINDS.join(', ')}` })
        .optional(),
      from: calendarDateSchema.optional(),
      to: calendarDateSchema.optional(),
    })
    .strict()
    .refine((f) => !f.from || !f.to || f.from <= f.to, {
      message: 'The end date must be on or after the start date',
      path: ['to'],
    });
}
export const auditLogFilter = /* @__PURE__ */ auditLogFilterSchema();
export type AuditLogFilter = z.infer<typeof auditLogFilter>;
