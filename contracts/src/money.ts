import { z } from 'zod';

/** Money inside the system: an integer number of paise. */
export type Paise = number;

/** Largest amount a money column holds (precision 10, scale 2). */
export const MAX_PAISE: Paise = 99_999_999_99;

const DECIMAL = /^(\d{1,10})(?:\.(\d{1,2}))?$/;

/** Parses "1500", "1500.5" or "1500.50" (or the number 1500.5) into paise; null when it is not a non-negative amount with at most two decimals. */
export function parseMoney(input: string | number): Paise | null {
  const text =
    typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : input.trim();
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const rupees = Number(match[1]);
  const paise = Number((match[2] ?? '').padEnd(2, '0'));
  return rupees * 100 + paise;
}

/** Paise to the wire format: a decimal string with two places, "1500.00". */
export function formatMoney(paise: Paise): string {
  if (!Number.isSafeInteger(paise))
    throw new RangeError(`not an integer amount of paise: ${paise}`);
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A money field on the wire (decimal string or number) parsed to paise. */
export function moneySchema(msg: { invalid: string; tooLarge: string }) {
  return z.union([z.string(), z.number()], { error: msg.invalid }).transform((value, ctx) => {
    const paise = parseMoney(value);
    if (paise === null) {
      ctx.addIssue({ code: 'custom', message: msg.invalid });
      return z.NEVER;
    }
    if (paise > MAX_PAISE) {
      ctx.addIssue({ code: 'custom', message: msg.tooLarge });
      return z.NEVER;
    }
    return paise;
  });
}

/** Wire money in a response: "1500.00". */
export const moneyString = z.string().regex(/^-?\d+\.\d{2}$/);
