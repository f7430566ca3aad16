import type { PaymentDto } from '../payments/dto';

/**
 * Where a payment's code is shown before its receipt number is given: lists and CSV exports
 * take "RCP-" and the last 6 characters of its id, the receipt itself (screen, PDF and its file
 * name, the WhatsApp text) the last 8, as the spec has it.
 */
export type ReceiptCodePlace = 'list' | 'receipt';

const ID_CHARACTERS: Record<ReceiptCodePlace, number> = { list: 6, receipt: 8 };

/** A payment's receipt number, or its placeholder code ("RCP-3F2A1C"). */
export function receiptNumberOf(
  payment: Pick<PaymentDto, 'id' | 'receiptNumber'>,
  place: ReceiptCodePlace = 'list',
): string {
  return payment.receiptNumber || `RCP-${payment.id.slice(-ID_CHARACTERS[place]).toUpperCase()}`;
}
