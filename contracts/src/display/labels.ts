import type { MemberStatus } from '../members/requests';
import type { MembershipStatus } from '../memberships/requests';
import type { PaymentDto, PaymentState } from '../payments/dto';
import type { PaymentMethod } from '../payments/requests';
import type { BuiltInExpenseCategory } from '../expenses/events';
import { parseMoney } from '../money';
import { formatReceiptRupees, type WireAmount } from './money';

/**
 * The English words for the product's codes: the PDF, the CSV exports, the e-mails and the admin
 * UI (its i18n file takes its English values from here).
 */

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  card: 'Card',
  upi: 'UPI',
  bank_transfer: 'Bank Transfer',
};

/** The method inside a sentence (the audit log's "Payment of ₹500 (bank transfer) recorded"). */
export const PAYMENT_METHOD_WORDS: Record<PaymentMethod, string> = {
  cash: 'cash',
  card: 'card',
  upi: 'UPI',
  bank_transfer: 'bank transfer',
};

/** The categories every gym's expenses start with; those the owner adds carry their own names. */
export const EXPENSE_CATEGORY_LABELS: Record<BuiltInExpenseCategory, string> = {
  rent: 'Rent',
  salaries: 'Salaries',
  utilities: 'Electricity and water',
  equipment: 'Equipment',
  maintenance: 'Maintenance',
  marketing: 'Marketing',
  gst_paid: 'GST paid',
  other: 'Other',
};

/** An expense category's name: a built-in one's label, else the name it was added with. */
export function expenseCategoryLabel(categoryId: string, addedName?: string | null): string {
  return (EXPENSE_CATEGORY_LABELS as Record<string, string>)[categoryId] ?? addedName ?? categoryId;
}

/** An expense's state in lists and its CSV. */
export const EXPENSE_STATE_LABELS = { recorded: 'Recorded', voided: 'Voided' } as const;

export const MEMBER_STATUS_LABELS: Record<MemberStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  suspended: 'Suspended',
};

export const MEMBERSHIP_STATUS_LABELS: Record<MembershipStatus, string> = {
  pending_payment: 'Pending Payment',
  partial_paid: 'Partial Payment',
  active: 'Active',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  recorded: 'Recorded',
  voided: 'Voided',
  refunded: 'Refunded',
};

type Corrected = Pick<PaymentDto, 'state' | 'amount' | 'refundedAmount'>;

/** A refund of less than the whole payment (its label names the amount). */
export const isPartRefund = (payment: Corrected) =>
  payment.state === 'refunded' && parseMoney(payment.refundedAmount) !== parseMoney(payment.amount);

/**
 * "Voided", "Refunded" (in full) or "Refunded ₹500" (in part); empty for a plain payment. A
 * receipt names the part exactly (the default); a list passes the screens' whole rupees.
 */
export function paymentStateLabel(
  payment: Corrected,
  money: (value: WireAmount) => string = formatReceiptRupees,
): string {
  if (payment.state === 'recorded') return '';
  const label = PAYMENT_STATE_LABELS[payment.state];
  return isPartRefund(payment) ? `${label} ${money(payment.refundedAmount)}` : label;
}

/**
 * The money figures the books show, each named for what it is wherever money is shown (screens,
 * reports, CSV headers): `collected` is what members paid (GST included where the gym charges it)
 * less voids and refunds; `taxableValue` is that less its GST, the P&L's revenue; `gst` the tax.
 */
export const MONEY_FIGURE_LABELS = {
  collected: 'Collected',
  taxableValue: 'Taxable value',
  gst: 'GST',
} as const;

/** The P&L's revenue column: the taxable value, not what was collected. */
export const PNL_REVENUE_LABEL = 'Revenue (taxable value)';

/** The P&L's tax column: the GST in that revenue, less the GST of voids and refunds. */
export const PNL_GST_LABEL = 'GST collected';
