import { z } from 'zod';
import { MAIN_RECEIPT_PREFIX } from '../branches/events';

/** Gap-free automatic receipt numbers: one counter stream per branch and financial year. */
export const receiptEventSchemas = {
  ReceiptNumberAssigned: z.object({
    financialYear: z.string().regex(/^\d{4}-\d{2}$/),
    sequence: z.number().int().positive().max(999_999_999),
    /** RCP/… for the first branch; another's prefix is its code (KRM/2026-27/000001). */
    receiptNumber: z.string().regex(/^[A-Z]{2,5}\/\d{4}-\d{2}\/\d{6,9}$/),
    paymentId: z.uuid(),
    /** The branch whose series it is; absent: the first branch (MAIN_BRANCH_ID). */
    branchId: z.uuid().optional(),
    membershipId: z.uuid(),
    /**
     * Where the payment is in the log ("commit/prepare"). Numbers follow the log, so the last
     * number's payment position tells which payments are numbered. Absent on numbers assigned
     * before numbering followed the log.
     */
    paymentPosition: z
      .string()
      .regex(/^\d{1,20}\/\d{1,20}$/)
      .optional(),
  }),
} as const;

export type ReceiptEvent = {
  type: 'ReceiptNumberAssigned';
  data: z.infer<typeof receiptEventSchemas.ReceiptNumberAssigned>;
};

/**
 * A series' counter stream: the first branch (no code) keeps the stream the gym had before
 * branches (`receipt-numbers-2026-27`); another branch's has its code (`receipt-numbers-KRM-2026-27`).
 */
export const receiptCounterStream = (financialYear: string, branchCode: string | null = null) =>
  branchCode
    ? `receipt-numbers-${branchCode}-${financialYear}`
    : `receipt-numbers-${financialYear}`;

/** RCP/2026-27/000123, or with another branch's prefix KRM/2026-27/000123. */
export const formatReceiptNumber = (
  financialYear: string,
  sequence: number,
  prefix: string = MAIN_RECEIPT_PREFIX,
) => `${prefix}/${financialYear}/${String(sequence).padStart(6, '0')}`;

/**
 * What a manual receipt number reserves: the number itself at the first branch (as before
 * branches), the branch's code and the number elsewhere, so a number is unique within its branch.
 * ":" is no character of a manual number, so no first-branch number can take another's value.
 */
export const manualReceiptReservation = (receiptNumber: string, branchCode: string | null) =>
  branchCode ? `${branchCode}:${receiptNumber}` : receiptNumber;

/** Indian financial year (April to March) of a calendar date: "2026-27". */
export function financialYearOf(date: string): string {
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}
