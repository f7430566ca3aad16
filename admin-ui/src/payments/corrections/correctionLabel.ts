import { parseMoney, type PaymentDto } from '@gym/contracts';
import { formatRupees } from '../../lib/formatRupees';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "Voided", "Refunded" (in full) or "Refunded ₹500" (in part); empty for a plain payment. */
export function correctionLabel(payment: PaymentDto, translate: Translate): string {
  if (payment.state === 'voided') return translate('resources.payments.list.voided');
  if (payment.state !== 'refunded') return '';
  return parseMoney(payment.refundedAmount) === parseMoney(payment.amount)
    ? translate('resources.payments.list.refunded')
    : translate('resources.payments.list.refundedPart', {
        amount: formatRupees(payment.refundedAmount),
      });
}
