import { describe, expect, it } from 'vitest';
import {
  PAYMENT_METHOD_LABELS,
  expenseCategoryLabel,
  PAYMENT_METHOD_WORDS,
  isPartRefund,
  paymentStateLabel,
} from './labels';
import { formatRupees } from './money';
import { receiptNumberOf } from './receiptCode';

describe('payment labels', () => {
  it('name each method as a label and inside a sentence', () => {
    expect(PAYMENT_METHOD_LABELS.bank_transfer).toBe('Bank Transfer');
    expect(PAYMENT_METHOD_WORDS.bank_transfer).toBe('bank transfer');
    expect(PAYMENT_METHOD_WORDS.upi).toBe('UPI');
  });

  it('say how a payment stands: voided, refunded in full, or refunded in part with the amount', () => {
    const payment = { amount: '1500.50', refundedAmount: '0.00' };
    expect(paymentStateLabel({ ...payment, state: 'recorded' })).toBe('');
    expect(paymentStateLabel({ ...payment, state: 'voided' })).toBe('Voided');
    expect(paymentStateLabel({ ...payment, state: 'refunded', refundedAmount: '1500.50' })).toBe(
      'Refunded',
    );
    const part = { ...payment, state: 'refunded' as const, refundedAmount: '500.50' };
    expect(isPartRefund(part)).toBe(true);
    expect(paymentStateLabel(part)).toBe('Refunded ₹500.50');
    // A list passes the screens' whole rupees.
    expect(paymentStateLabel(part, formatRupees)).toBe('Refunded ₹501');
  });
});

describe('the receipt code before a number is given', () => {
  const id = '3f2a1c9e-0000-4000-8000-00000abc12de';

  it('is RCP- and the end of the id: 6 characters in lists, 8 on the receipt', () => {
    expect(receiptNumberOf({ id, receiptNumber: null })).toBe('RCP-BC12DE');
    expect(receiptNumberOf({ id, receiptNumber: null }, 'list')).toBe('RCP-BC12DE');
    expect(receiptNumberOf({ id, receiptNumber: null }, 'receipt')).toBe('RCP-0ABC12DE');
  });

  it('gives way to the number once there is one', () => {
    expect(receiptNumberOf({ id, receiptNumber: 'RCP/2026-27/000042' }, 'receipt')).toBe(
      'RCP/2026-27/000042',
    );
    expect(receiptNumberOf({ id, receiptNumber: 'MAN-7' })).toBe('MAN-7');
  });
});

describe('expense category labels', () => {
  it('names the built-in categories in words, an added one by its own name', () => {
    expect(expenseCategoryLabel('utilities')).toBe('Electricity and water');
    expect(expenseCategoryLabel('gst_paid')).toBe('GST paid');
    expect(expenseCategoryLabel('00000000-0000-4000-8000-000000000009', 'Cleaning')).toBe(
      'Cleaning',
    );
  });
});
