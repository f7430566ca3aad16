import { parseMoney, type Paise } from '../money';

/**
 * Money as people read it: the one place amounts become "₹" text. Everything works on integer
 * paise; decimal strings are parsed with parseMoney, never through a float.
 *   - formatRupeesExact: receipts, PDFs, e-mails, audit sentences, refusals and error texts.
 *   - formatRupeesRounded: the working screens (whole rupees, as the spec asks).
 */

/** 12345678 → "1,23,45,678": Indian digit grouping (lakhs, crores). */
function groupIndian(whole: string): string {
  if (whole.length <= 3) return whole;
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${rest},${last3}`;
}

function checked(paise: Paise): Paise {
  if (!Number.isSafeInteger(paise))
    throw new RangeError(`not an integer amount of paise: ${paise}`);
  return paise;
}

function rupeesText(negative: boolean, wholeRupees: number, fraction: string): string {
  const sign = negative ? '-' : '';
  return `${sign}₹${groupIndian(String(wholeRupees))}${fraction}`;
}

/**
 * The exact form: 50000 → "₹500", 150050 → "₹1,500.50" (paise only when there are some);
 * with `alwaysPaise` (tax lines) 14500 → "₹145.00".
 */
export function formatRupeesExact(paise: Paise, options: { alwaysPaise?: boolean } = {}): string {
  const abs = Math.abs(checked(paise));
  const rest = abs % 100;
  const fraction = rest || options.alwaysPaise ? `.${String(rest).padStart(2, '0')}` : '';
  return rupeesText(paise < 0, Math.trunc(abs / 100), fraction);
}

/**
 * The screens' rule: whole rupees, half a rupee away from zero (what en-IN Intl with no
 * decimals did): 150049 → "₹1,500", 150050 → "₹1,501", -150050 → "-₹1,501".
 */
export function formatRupeesRounded(paise: Paise): string {
  const abs = Math.abs(checked(paise));
  const whole = Math.trunc((abs + 50) / 100);
  return rupeesText(paise < 0 && whole > 0, whole, '');
}

/** A wire amount with its sign ("1500.50", "-500.00", or the number 1500.5) as paise; null when it is not money. */
export function parseSignedMoney(value: string | number): Paise | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  const trimmed = text.trim();
  const negative = trimmed.startsWith('-');
  const paise = parseMoney(negative ? trimmed.slice(1) : trimmed);
  if (paise === null) return null;
  return negative && paise > 0 ? -paise : paise;
}

/** An amount as the API sends it (a decimal string) or a chart hands it (a number of rupees). */
export type WireAmount = string | number | null | undefined;

function wirePaise(value: WireAmount): Paise {
  if (value === null || value === undefined) return 0;
  const paise = parseSignedMoney(value);
  if (paise !== null) return paise;
  // Only a chart's own tick values (floats) come here; they are drawn to the rupee.
  return typeof value === 'number' && Number.isFinite(value) ? Math.round(value) * 100 : 0;
}

/** A screen's amount: "1500.50" → "₹1,501"; "₹0" when it is not money. */
export function formatRupees(value: WireAmount): string {
  return formatRupeesRounded(wirePaise(value));
}

/** A receipt's amount (screen and PDF alike): "1500.50" → "₹1,500.50", "1500.00" → "₹1,500"; "₹0" when it is not money. */
export function formatReceiptRupees(value: WireAmount): string {
  return formatRupeesExact(wirePaise(value));
}
