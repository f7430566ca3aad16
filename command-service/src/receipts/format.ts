import {
  dateTimeFormat,
  parseMoney,
  receiverName,
  type CalendarDate,
  type PaymentDto,
  type PaymentMethod,
} from '@gym/contracts';

const METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  card: 'Card',
  upi: 'UPI',
  bank_transfer: 'Bank Transfer',
};

export function methodLabel(method: PaymentMethod): string {
  return METHOD_LABELS[method] ?? method;
}

function toPaise(amount: string | number): number | null {
  if (typeof amount === 'number') return Number.isFinite(amount) ? Math.round(amount * 100) : null;
  const text = amount.trim();
  const negative = text.startsWith('-');
  const paise = parseMoney(negative ? text.slice(1) : text);
  return paise === null ? null : negative ? -paise : paise;
}

// Intl formatters are costly to create (a receipt formats dozens of values), so they are kept.
const rupees = (fractionDigits: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
const WHOLE_RUPEES = rupees(0);
const RUPEES_AND_PAISE = rupees(2);

/** "₹1,500" in en-IN; paise are shown only when non-zero ("₹1,500.50"); "₹0" for an invalid amount. */
export function formatRupees(amount: string | number): string {
  const paise = toPaise(amount);
  if (paise === null) return '₹0';
  return (paise % 100 !== 0 ? RUPEES_AND_PAISE : WHOLE_RUPEES).format(paise / 100);
}

/** An instant as an en-IN date in the gym's time zone. */
export function formatInstant(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'N/A';
  // What toLocaleDateString('en-IN', { timeZone }) gives, without a new formatter per call.
  const format = dateTimeFormat('en-IN', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  });
  return format.format(date);
}

/** A calendar date (already in the gym's zone) as an en-IN date. */
export function formatCalendarDate(date: CalendarDate | null): string {
  return date ? formatInstant(`${date}T00:00:00Z`, 'UTC') : 'N/A';
}

/** The receipt screen's fallback: "RCP-" and the last 8 characters of the payment id. */
export function receiptNumberOf(payment: Pick<PaymentDto, 'id' | 'receiptNumber'>): string {
  return payment.receiptNumber ?? `RCP-${payment.id.slice(-8).toUpperCase()}`;
}

/** The person who took a payment, by full name (the username when the account has none). */
export function receivedByOf(payment: Pick<PaymentDto, 'receivedByUser'>): string {
  return receiverName(payment) ?? 'Admin';
}

/** "Voided", "Refunded" (in full) or "Refunded ₹500" (in part); empty for a plain payment. */
export function paymentStateLabel(payment: PaymentDto): string {
  if (payment.state === 'voided') return 'Voided';
  if (payment.state !== 'refunded') return '';
  return parseMoney(payment.refundedAmount) === parseMoney(payment.amount)
    ? 'Refunded'
    : `Refunded ${formatRupees(payment.refundedAmount)}`;
}
