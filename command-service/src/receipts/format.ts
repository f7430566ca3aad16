import {
  dateTimeFormat,
  formatReceiptRupees,
  parseMoney,
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

/** "Voided", "Refunded" (in full) or "Refunded ₹500" (in part); empty for a plain payment. */
export function paymentStateLabel(payment: PaymentDto): string {
  if (payment.state === 'voided') return 'Voided';
  if (payment.state !== 'refunded') return '';
  return parseMoney(payment.refundedAmount) === parseMoney(payment.amount)
    ? 'Refunded'
    : `Refunded ${formatReceiptRupees(payment.refundedAmount)}`;
}
