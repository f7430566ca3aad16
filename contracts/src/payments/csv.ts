import { calendarDateIn, type CalendarDate } from '../dates';
import { csvLine } from '../display/csv';
import {
  MONEY_FIGURE_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATE_LABELS,
} from '../display/labels';
import { receiptNumberOf } from '../display/receiptCode';
import { receiverName } from '../display/receiverName';
import { formatMoney, parseMoney } from '../money';
import type { PaymentDto } from './dto';

/** The payment-history CSV's columns; `paymentCsvHeader` adds Branch before Notes where shown. */
export const PAYMENT_CSV_HEADER = [
  'Receipt #',
  'Date',
  'Member',
  'Amount (₹)',
  'Refunded (₹)',
  `${MONEY_FIGURE_LABELS.collected} (₹)`,
  'Method',
  'Reference',
  'Received By',
  'State',
  'Refund/Void Date',
  'Notes',
] as const;

export interface PaymentCsvOptions {
  /** The gym's time zone: a void is dated by the gym's day it was made. */
  timeZone: string;
  /**
   * The receiving branch's name; null leaves the Branch column out, as the lists do for a reader
   * who sees one branch.
   */
  branchName: ((branchId: string) => string) | null;
}

const NOTES = PAYMENT_CSV_HEADER.indexOf('Notes');

/** The header line's cells, with Branch when the options name branches. */
export function paymentCsvHeader(options: Pick<PaymentCsvOptions, 'branchName'>): string[] {
  const header: string[] = [...PAYMENT_CSV_HEADER];
  if (options.branchName) header.splice(NOTES, 0, 'Branch');
  return header;
}

/**
 * What a payment leaves in the books, to the paisa: its amount less what was refunded, nothing
 * once voided. The file's column adds up to the revenue reports' net collected.
 */
export function collectedOf(p: Pick<PaymentDto, 'state' | 'amount' | 'refundedAmount'>): string {
  if (p.state === 'voided') return formatMoney(0);
  return formatMoney((parseMoney(p.amount) ?? 0) - (parseMoney(p.refundedAmount) ?? 0));
}

/** The gym's day of a refund (its own, as the books count it) or of a void; null while recorded. */
export function correctionDayOf(
  p: Pick<PaymentDto, 'state' | 'refundDay' | 'correctedAt'>,
  timeZone: string,
): CalendarDate | null {
  if (p.state === 'refunded' && p.refundDay) return p.refundDay;
  if (p.state === 'recorded' || !p.correctedAt) return null;
  return calendarDateIn(timeZone, new Date(p.correctedAt));
}

/** One payment as a line of the payment-history CSV: the day the money came in (gym calendar). */
export function paymentCsvLine(p: PaymentDto, options: PaymentCsvOptions): string {
  const cells = [
    receiptNumberOf(p),
    p.paymentDay,
    p.member ? `${p.member.firstName} ${p.member.lastName}` : null,
    p.amount,
    p.refundedAmount,
    collectedOf(p),
    PAYMENT_METHOD_LABELS[p.paymentMethod],
    p.reference,
    receiverName(p),
    PAYMENT_STATE_LABELS[p.state],
    correctionDayOf(p, options.timeZone),
    p.notes,
  ];
  if (options.branchName) cells.splice(NOTES, 0, options.branchName(p.branchId));
  return csvLine(cells);
}
