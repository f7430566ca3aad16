import { z } from 'zod';
import { formatRupeesExact } from '../display/money';
import { MAX_PAISE, parseMoney } from '../money';
import { messages } from '../messages';
import { reasonSchema } from '../memberships/requests';
import { textSchema } from '../text';
import { CASH_DENOMINATIONS_PAISE, DAY_CLOSE_REASON_MAX } from './events';

/** The four lines of a day close, in the order the screen and the CSV show them. */
export const DAY_CLOSE_LINES = ['cash', 'card', 'upi', 'bankTransfer'] as const;
export type DayCloseLine = (typeof DAY_CLOSE_LINES)[number];
/** The payment method each line adds up. */
export const DAY_CLOSE_LINE_METHOD = {
  cash: 'cash',
  card: 'card',
  upi: 'upi',
  bankTransfer: 'bank_transfer',
} as const satisfies Record<DayCloseLine, string>;

/** A counted amount: 0 or more, at most two decimals (a negative count is refused, named). */
export const countedAmount = z
  .union([z.string(), z.number()], { error: messages.dayCloseCountInvalid })
  .transform((value, ctx) => {
    const paise = typeof value === 'string' && value.trim() === '' ? null : parseMoney(value);
    if (paise === null) {
      ctx.addIssue({ code: 'custom', message: messages.dayCloseCountInvalid });
      return z.NEVER;
    }
    if (paise > MAX_PAISE) {
      ctx.addIssue({ code: 'custom', message: messages.amountTooLarge });
      return z.NEVER;
    }
    return paise;
  });

/** A difference's reason: optional here; the decider requires it when the difference is not 0. */
const lineReason = z
  .union([
    z.null(),
    textSchema({ multiline: true }).max(
      DAY_CLOSE_REASON_MAX,
      messages.maxChars(DAY_CLOSE_REASON_MAX),
    ),
  ])
  .optional()
  .transform((v) => (v ? v : null));

/** Notes and coins counted: denomination in paise → how many (whole numbers from 0). */
export const denominationsSchema = z
  .partialRecord(
    z.enum(CASH_DENOMINATIONS_PAISE.map(String) as [string, ...string[]], {
      error: messages.dayCloseDenominationInvalid,
    }),
    z
      .number({ error: messages.dayCloseDenominationInvalid })
      .int(messages.dayCloseDenominationInvalid)
      .min(0, messages.dayCloseDenominationInvalid)
      .max(1_000_000, messages.dayCloseDenominationInvalid),
  )
  .nullable()
  .optional()
  .transform((v): Record<string, number> | null =>
    v
      ? Object.fromEntries(
          Object.entries(v).filter((e): e is [string, number] => e[1] !== undefined),
        )
      : null,
  );

/** What notes and coins add up to, in paise. */
export function denominationsTotal(counts: Readonly<Partial<Record<string, number>>>): number {
  return Object.entries(counts).reduce((sum, [note, n]) => sum + Number(note) * (n ?? 0), 0);
}

/**
 * POST /api/day-closes/{branchId}/{day}/close: what the closing person counted and settled. The
 * server works out what the books expect and each difference (counted less expected).
 */
export const closeDayRequest = z
  .object({
    cashCounted: countedAmount,
    cardCounted: countedAmount,
    upiCounted: countedAmount,
    bankTransferCounted: countedAmount,
    cashReason: lineReason,
    cardReason: lineReason,
    upiReason: lineReason,
    bankTransferReason: lineReason,
    denominations: denominationsSchema,
    banked: countedAmount,
    floatLeft: countedAmount,
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.denominations) {
      const total = denominationsTotal(v.denominations);
      if (total !== v.cashCounted) {
        ctx.addIssue({
          code: 'custom',
          path: ['cashCounted'],
          message: messages.dayCloseDenominationsMismatch(formatRupeesExact(total)),
        });
      }
    }
    // Every rupee counted goes to the bank or stays as the float: none is left unrecorded.
    if (v.banked + v.floatLeft !== v.cashCounted) {
      ctx.addIssue({
        code: 'custom',
        path: ['floatLeft'],
        message: messages.dayCloseCashNotAccounted(formatRupeesExact(v.cashCounted)),
      });
    }
  });
export type CloseDayRequest = z.input<typeof closeDayRequest>;
export type CloseDayInput = z.output<typeof closeDayRequest>;

/** POST /api/day-closes/{branchId}/{day}/reopen. */
export const reopenDayRequest = z.object({ reason: reasonSchema }).strict();
