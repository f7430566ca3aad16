import { csvLine } from '../display/csv';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATE_LABELS } from '../display/labels';
import { receiptNumberOf } from '../display/receiptCode';
import { receiverName } from '../display/receiverName';
import type { PaymentDto } from './dto';

export const PAYMENT_CSV_HEADER = [
  'Receipt #',
  'Date',
  'Member',
  'Amount (₹)',
  'Method',
  'Reference',
  'Received By',
  'State',
  'Notes',
] as const;

/** One payment as a line of the payment-history CSV: the day the money came in (gym calendar). */
export function paymentCsvLine(p: PaymentDto): string {
  return csvLine([
    receiptNumberOf(p),
    p.paymentDay,
    p.member ? `${p.member.firstName} ${p.member.lastName}` : null,
    p.amount,
    PAYMENT_METHOD_LABELS[p.paymentMethod],
    p.reference,
    receiverName(p),
    PAYMENT_STATE_LABELS[p.state],
    p.notes,
  ]);
}
