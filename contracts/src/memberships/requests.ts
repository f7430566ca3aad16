import { z } from 'zod';
import { calendarDateSchema, isIsoDateTime } from '../dates';
import { messages } from '../messages';
import { textSchema } from '../text';

export const MEMBERSHIP_STATUSES = [
  'pending_payment',
  'partial_paid',
  'active',
  'expired',
  'cancelled',
] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/** "2026-11-21" or a valid ISO date-time ("2026-11-21T00:00:00.000Z"): its calendar date part. */
export const dateInput = z
  .string({ error: messages.dateInvalid })
  .trim()
  .refine((v) => v.length === 10 || isIsoDateTime(v), {
    message: messages.dateInvalid,
    abort: true,
  })
  .transform((v) => v.slice(0, 10))
  .pipe(calendarDateSchema);

const optionalDate = z
  .union([z.literal(''), z.null(), dateInput])
  .optional()
  .transform((v) => v || null);

const moneyEcho = z.union([z.string().max(20), z.number()]).optional();

/**
 * POST /api/memberships, as the spec's client sends it. The server takes the member, the plan and
 * the start date; end date and amounts follow from the plan (the client's copies are ignored).
 */
export const createMembershipRequest = z
  .object({
    memberId: z.uuid({ error: 'Please choose a member' }),
    planId: z.uuid({ error: 'Please choose a plan' }),
    startDate: dateInput.optional(),
    endDate: dateInput.optional(),
    totalAmount: moneyEcho,
    paidAmount: moneyEcho,
    remainingAmount: moneyEcho,
    nextPaymentDueDate: optionalDate,
    status: z.literal('pending_payment').optional(),
    /** The branch selling it (left out: the session's, else the member's home branch). */
    branchId: z.uuid({ error: messages.branchNotFound }).optional(),
  })
  .strict();

/** POST /api/memberships/{id}/renew. */
export const renewMembershipRequest = z
  .object({
    planId: z.uuid({ error: 'Please choose a plan' }),
    /** The branch selling it (left out: the session's, else the renewed membership's). */
    branchId: z.uuid({ error: messages.branchNotFound }).optional(),
  })
  .strict();

export const REASON_MAX = 500;
export const reasonSchema = textSchema({ error: messages.reasonRequired, multiline: true })
  .min(3, messages.reasonRequired)
  .max(REASON_MAX, messages.maxChars(REASON_MAX));

/** POST /api/memberships/{id}/cancel. */
export const cancelMembershipRequest = z.object({ reason: reasonSchema }).strict();

export { optionalDate };

/** Whole numbers: a JSON number or digits as text (a form's value); never true, "1e3" or "0x1f". */
export const wholeNumber = (min: number, max: number, message: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,9}$/, message),
      ],
      { error: message },
    )
    .transform(Number)
    .pipe(z.number().int(message).min(min, message).max(max, message));

/** The longest one freeze may be, and the most a plan may allow per membership. */
export const MAX_FREEZE_DAYS = 365;

/** POST /api/memberships/{id}/freeze. */
export const freezeMembershipRequest = z
  .object({
    from: dateInput,
    days: wholeNumber(1, MAX_FREEZE_DAYS, messages.freezeDaysInvalid),
    reason: reasonSchema,
  })
  .strict();

/** POST /api/memberships/{id}/unfreeze: the day the member is back (today when left out). */
export const unfreezeMembershipRequest = z.object({ on: dateInput.optional() }).strict();
