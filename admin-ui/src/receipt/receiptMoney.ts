import { formatRupeesText, parseMoney } from '@gym/contracts';

/**
 * Money on a receipt as its PDF prints it: "₹1,500", or "₹1,500.50" with paise when there are
 * some (the lists' formatRupees rounds to whole rupees; a receipt must not).
 */
export function receiptMoney(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return formatRupeesText(0);
  if (typeof value === 'number')
    return formatRupeesText(Number.isFinite(value) ? Math.round(value * 100) : 0);
  const negative = value.trim().startsWith('-');
  const paise = parseMoney(negative ? value.trim().slice(1) : value) ?? 0;
  return formatRupeesText(negative ? -paise : paise);
}
