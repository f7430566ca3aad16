import { refundPaymentRequest, voidPaymentRequest, type PaymentDto } from '@gym/contracts';
import type { Role } from '@gym/contracts';
import type { CorrectPaymentBody, GymDataProvider } from '../../providers/dataProvider';
import { canManage } from '../../lib/useRole';

export type CorrectionKind = 'void' | 'refund';

/** The dialog's form: the reason and, for a refund, the amount (a decimal string). */
export interface CorrectionFormValues {
  reason?: string;
  amount?: string;
}

/** What differs between a void and a refund: the schema, the form's request, the call. */
export const correctionKinds = {
  void: {
    schema: voidPaymentRequest,
    toRequest: (values: CorrectionFormValues): CorrectPaymentBody => ({
      reason: values.reason ?? '',
    }),
    send: (dataProvider: GymDataProvider, id: string, body: CorrectPaymentBody) =>
      dataProvider.voidPayment(id, body),
  },
  refund: {
    schema: refundPaymentRequest,
    toRequest: (values: CorrectionFormValues): CorrectPaymentBody => ({
      reason: values.reason ?? '',
      amount: String(values.amount ?? '').trim(),
    }),
    send: (dataProvider: GymDataProvider, id: string, body: CorrectPaymentBody) =>
      dataProvider.refundPayment(id, body),
  },
} as const;

/** Only an admin or a branch manager corrects, and only a payment not yet voided or refunded. */
export function canCorrect(role: Role | undefined, payment: Pick<PaymentDto, 'state'>): boolean {
  return canManage(role) && payment.state === 'recorded';
}
