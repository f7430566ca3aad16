import { z } from 'zod';

/** Gap-free automatic receipt numbers: one counter stream per financial year. */
export const receiptEventSchemas = {
  ReceiptNumberAssigned: z.object({
    financialYear: z.string().regex(/^\d{4}-\d{2}$/),
    sequence: z.number().int().positive().max(999_999_999),
    receiptNumber: z.string().regex(/^RCP\/\d{4}-\d{2}\/\d{6,9}$/),
    paymentId: z.uuid(),
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

export const receiptCounterStream = (financialYear: string) => `receipt-numbers-${financialYear}`;

/** RCP/2026-27/000123 */
export const formatReceiptNumber = (financialYear: string, sequence: number) =>
  `RCP/${financialYear}/${String(sequence).padStart(6, '0')}`;

/** Indian financial year (April to March) of a calendar date: "2026-27". */
export function financialYearOf(date: string): string {
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}
