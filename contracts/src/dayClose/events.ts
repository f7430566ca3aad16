import { z } from 'zod';
import { eventDate } from '../dates';
import { MAX_PAISE } from '../money';
import { eventText } from '../text';

export const DAY_CLOSE_REASON_MAX = 500;
/** Indian currency notes and coins a drawer is counted in, in paise. */
export const CASH_DENOMINATIONS_PAISE = [
  200_000, 50_000, 20_000, 10_000, 5_000, 2_000, 1_000, 500, 200, 100,
] as const;

const paise = z.number().int().min(0).max(MAX_PAISE);
/** Signed: counted less expected (a shortage is negative). */
const signedPaise = z.number().int().min(-MAX_PAISE).max(MAX_PAISE);
const reason = eventText(DAY_CLOSE_REASON_MAX, { multiline: true });

/** One method's line of a day close: what the books expect, what was counted or settled. */
const line = z.object({
  expectedPaise: signedPaise,
  countedPaise: paise,
  differencePaise: signedPaise,
  /** Required when the difference is not zero. */
  reason: reason.nullable(),
});

export const dayCloseEventSchemas = {
  /**
   * A branch's day closed (stream `day-close-{branchId}-{day}`); the actor is in the metadata.
   * `expected` is what the books held when it was closed: cash is the opening float plus cash
   * received less cash refunded and paid out.
   */
  DayClosed: z.object({
    branchId: z.uuid(),
    day: eventDate,
    openingFloatPaise: paise,
    cash: line,
    card: line,
    upi: line,
    bankTransfer: line,
    /** Notes and coins counted (denomination in paise → how many), when counted that way. */
    denominations: z
      .record(z.string().regex(/^\d{1,9}$/), z.number().int().min(0).max(1_000_000))
      .nullable(),
    bankedPaise: paise,
    floatLeftPaise: paise,
  }),
  /** An admin or the branch's manager reopened a closed day; it may be closed again. */
  DayReopened: z.object({ branchId: z.uuid(), day: eventDate, reason }),
} as const;

type Schemas = typeof dayCloseEventSchemas;
export type DayCloseEvent = {
  [K in keyof Schemas]: { type: K; data: z.infer<Schemas[K]> };
}[keyof Schemas];

export const dayCloseStream = (branchId: string, day: string) => `day-close-${branchId}-${day}`;
