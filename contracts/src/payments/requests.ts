import { z } from 'zod';
import { messages } from '../messages';
import type { CalendarDate } from '../dates';
import { MAX_PAISE, parseMoney } from '../money';
import { optionalDate, reasonSchema } from '../memberships/requests';
import { hasFormatCharacters, normaliseIdentifier, optionalTextSchema } from '../text';
import { financialYearOf } from './events';

export const PAYMENT_METHODS = ['cash', 'card', 'upi', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The methods whose payments carry a reference (the UPI transaction id, the bank's UTR). */
export const REFERENCE_METHODS: readonly PaymentMethod[] = ['upi', 'bank_transfer'];
export const takesReference = (method: PaymentMethod) => REFERENCE_METHODS.includes(method);

/**
 * Automatic receipt numbers are RCP/{financial year}/{sequence}, e.g. RCP/2026-27/000123, and a
 * payment not numbered yet shows RCP-{end of its id}: a manual number may start with neither.
 */
export const AUTO_RECEIPT_PATTERN = /^RCP[/-]/i;
/** Any branch's automatic number ({prefix}/{financial year}/{sequence}): no manual number reads as one. */
export const AUTO_BRANCH_RECEIPT_PATTERN = /^[A-Z]{2,5}\/\d{4}-\d{2}\/\d{6,9}$/i;

/** A manual receipt number (after NFKC): ASCII letters and digits, with / - _ . between them. */
export const RECEIPT_NUMBER_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9/_.-]*[A-Za-z0-9])?$/;

/** An amount above 0 with at most two decimals, in paise. */
export const positiveAmount = z
  .union([z.string(), z.number()], { error: messages.amountRequired })
  .transform((value, ctx) => {
    if (typeof value === 'string' && value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: messages.amountRequired });
      return z.NEVER;
    }
    const paise = parseMoney(value);
    if (paise === null || paise <= 0) {
      ctx.addIssue({ code: 'custom', message: messages.amountPositive });
      return z.NEVER;
    }
    if (paise > MAX_PAISE) {
      ctx.addIssue({ code: 'custom', message: messages.amountTooLarge });
      return z.NEVER;
    }
    return paise;
  });

export const NOTES_MAX = 1000;
export const RECEIPT_NUMBER_MAX = 50;
export const PAYMENT_REFERENCE_MAX = 64;

/**
 * A receipt number from a paper book: nothing that reads as another number. Fullwidth letters
 * become ASCII (NFKC); invisible characters and look-alike symbols (U+2215 "∕", U+2011 "‑") are
 * refused, not guessed at. Its uniqueness ignores case (`identifierKey`).
 */
export const manualReceiptNumberSchema = z
  .string()
  .refine((v) => !hasFormatCharacters(v), { message: messages.textInvisible, abort: true })
  .overwrite(normaliseIdentifier)
  .refine((v) => v === '' || RECEIPT_NUMBER_PATTERN.test(v), {
    message: messages.receiptNumberCharacters,
    abort: true,
  })
  .max(RECEIPT_NUMBER_MAX, messages.maxChars(RECEIPT_NUMBER_MAX))
  .refine((v) => !AUTO_RECEIPT_PATTERN.test(v), messages.receiptNumberReserved)
  .refine((v) => !AUTO_BRANCH_RECEIPT_PATTERN.test(v), messages.receiptNumberAutomatic)
  .nullish()
  .transform((v) => v || null);

/**
 * POST /api/payments, without the rules that depend on the day (see recordPaymentRequestOn). The
 * receiver is the signed-in user; the payment date is the day the money came in (today when
 * absent) and the reference a UPI or bank transfer's own id.
 */
export const recordPaymentRequest = z
  .object({
    membershipId: z.uuid({ error: messages.noMembershipSelected }),
    amount: positiveAmount,
    paymentMethod: z
      .enum(PAYMENT_METHODS, { error: messages.paymentMethodInvalid })
      .default('cash'),
    notes: optionalTextSchema(NOTES_MAX, { multiline: true }),
    receiptNumber: manualReceiptNumberSchema,
    nextPaymentDueDate: optionalDate,
    paymentDate: optionalDate,
    reference: optionalTextSchema(PAYMENT_REFERENCE_MAX),
    /** Where the money was received (left out: the session's branch, else the membership's). */
    branchId: z.uuid({ error: messages.branchNotFound }).optional(),
  })
  .strict();
export type RecordPaymentRequest = z.output<typeof recordPaymentRequest>;

type PaymentRuleFields = Pick<RecordPaymentRequest, 'paymentMethod' | 'paymentDate' | 'reference'>;

/** A payment is not dated after `today` (the gym's), and only UPI and bank transfers carry a reference. */
function paymentRules(today: CalendarDate) {
  return (value: PaymentRuleFields, ctx: z.RefinementCtx) => {
    if (value.paymentDate && value.paymentDate > today) {
      ctx.addIssue({ code: 'custom', path: ['paymentDate'], message: messages.paymentDateFuture });
    }
    // Receipts are numbered per financial year by the payment's day: a closed year's series
    // takes no new numbers.
    if (value.paymentDate && financialYearOf(value.paymentDate) !== financialYearOf(today)) {
      ctx.addIssue({
        code: 'custom',
        path: ['paymentDate'],
        message: messages.paymentDateEarlierYear,
      });
    }
    if (value.reference && !takesReference(value.paymentMethod)) {
      ctx.addIssue({
        code: 'custom',
        path: ['reference'],
        message: messages.referenceNotForMethod,
      });
    }
  };
}

/** POST /api/payments on the gym's day `today`. */
export const recordPaymentRequestOn = (today: CalendarDate) =>
  recordPaymentRequest.superRefine(paymentRules(today));

/** The record-payment form (the membership comes from the route) on the gym's day `today`. */
export const recordPaymentFormOn = (today: CalendarDate) =>
  recordPaymentRequest.omit({ membershipId: true }).superRefine(paymentRules(today));

/** POST /api/payments/{id}/void. */
export const voidPaymentRequest = z.object({ reason: reasonSchema }).strict();

/** POST /api/payments/{id}/refund: the whole payment unless an amount is given. */
export const refundPaymentRequest = z
  .object({ reason: reasonSchema, amount: positiveAmount.optional() })
  .strict();
