import { csvLine } from '../csv';
import { receiverName } from '../display/receiverName';
import type { PaymentDto, PaymentState } from './dto';
import type { PaymentMethod } from './requests';

/** A payment's receipt number, or the code the spec makes of its id ("RCP-" and 6 characters). */
export function receiptNumberOf(
  payment: Pick<PaymentDto, 'id' | 'receiptNumber'>,
  digits = 6,
): string {
  return payment.receiptNumber || `RCP-${payment.id.slice(-digits).toUpperCase()}`;
}

const METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  card: 'Card',
  upi: 'UPI',
  bank_transfer: 'Bank Transfer',
};
const STATE_LABELS: Record<PaymentState, string> = {
  recorded: 'Recorded',
  voided: 'Voided',
  refunded: 'Refunded',
};

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
    METHOD_LABELS[p.paymentMethod],
    p.reference,
    receiverName(p),
    STATE_LABELS[p.state],
    p.notes,
  ]);
}
