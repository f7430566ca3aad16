import { describe, expect, it } from 'vitest';
import {
  MEMBER_STATUS_LABELS,
  MEMBER_STATUSES,
  MEMBERSHIP_STATUS_LABELS,
  MEMBERSHIP_STATUSES,
  MONEY_FIGURE_LABELS,
  PNL_GST_LABEL,
  PNL_REVENUE_LABEL,
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

  it("for money: collected, the P&L's revenue as its taxable value, and its GST", () => {
    const { collected } = MONEY_FIGURE_LABELS;
    expect(t('app.reports.columns.net')).toBe(collected);
    // Branches compared's money column.
    expect(t('app.reports.columns.revenue')).toBe(collected);
    expect(t('app.reports.revenueByMonth.title')).toBe('Collected by month');
    expect(t('app.reports.revenueByMethod.title')).toBe('Collected by payment method');
    expect(t('app.reports.profitAndLoss.revenue')).toBe(PNL_REVENUE_LABEL);
    expect(PNL_REVENUE_LABEL).toBe('Revenue (taxable value)');
    expect(t('app.reports.profitAndLoss.gstCollected')).toBe(PNL_GST_LABEL);
    // The spec names the dashboard card; its caption says which money it is.
    expect(t('app.dashboard.stats.monthlyRevenue')).toBe('Monthly Revenue');
    expect(t('app.dashboard.stats.collectedWithGst')).toBe(
      'Collected this month, GST included, less voids and refunds',
    );
    expect(t('app.reports.revenueByMonth.text', { gst: t('app.reports.gst') })).toBe(
      'What members paid, GST included, by payment date, less voided payments and refunds on the day they were given',
    );
  });
});
