import { formatRupees, isPartRefund, type PaymentDto, type WireAmount } from '@gym/contracts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * contracts' paymentStateLabel through the i18n keys: "Voided", "Refunded" (in full) or
 * "Refunded ₹500" (in part); empty for a plain payment. A receipt passes its exact form
 * (formatReceiptRupees); lists keep the screens' whole rupees.
 */
export function correctionLabel(
  payment: PaymentDto,
  translate: Translate,
  money: (value: WireAmount) => string = formatRupees,
): string {
  if (payment.state === 'voided') return translate('resources.payments.list.voided');
  if (payment.state !== 'refunded') return '';
  return isPartRefund(payment)
    ? translate('resources.payments.list.refundedPart', { amount: money(payment.refundedAmount) })
    : translate('resources.payments.list.refunded');
}
