import { describe, expect, it } from 'vitest';
import {
  MEMBER_STATUS_LABELS,
  MEMBER_STATUSES,
  MEMBERSHIP_STATUS_LABELS,
  MEMBERSHIP_STATUSES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PAYMENT_STATE_LABELS,
} from '@gym/contracts';
import { paymentMethodKey } from '../payments/paymentMethods';
import { i18nProvider } from '../providers/i18nProvider';

const t = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);

/** The UI's English words for codes are the display module's (what the PDF, CSV and e-mails say). */
describe('the English labels agree with contracts/src/display/labels.ts', () => {
  it('for payment methods', () => {
    for (const method of PAYMENT_METHODS)
      expect(t(paymentMethodKey(method))).toBe(PAYMENT_METHOD_LABELS[method]);
  });

  it('for member and membership statuses', () => {
    for (const status of MEMBER_STATUSES)
      expect(t(`resources.members.statuses.${status}`)).toBe(MEMBER_STATUS_LABELS[status]);
    for (const status of MEMBERSHIP_STATUSES)
      expect(t(`resources.members.membershipStates.${status}`)).toBe(
        MEMBERSHIP_STATUS_LABELS[status],
      );
    // The badges the spec names; other statuses show as they are.
    for (const status of ['pending_payment', 'partial_paid', 'active'] as const)
      expect(t(`resources.memberships.statuses.${status}`)).toBe(MEMBERSHIP_STATUS_LABELS[status]);
  });

  it('for voided and refunded payments, on the list and the receipt', () => {
    for (const state of ['voided', 'refunded'] as const) {
      expect(t(`resources.payments.list.${state}`)).toBe(PAYMENT_STATE_LABELS[state]);
      expect(t(`app.receipt.${state}`)).toBe(PAYMENT_STATE_LABELS[state]);
    }
    expect(t('resources.payments.list.refundedPart', { amount: '₹500' })).toBe('Refunded ₹500');
  });
});
