import { describe, expect, it } from 'vitest';
import { paymentReminderSubject, paymentReminderText, receiptMessageText } from './memberMessages';

describe("a receipt's message to the member", () => {
  it('states money as the gym shows it everywhere: grouped, paise only when there are any', () => {
    const text = receiptMessageText({
      firstName: 'Asha',
      amount: '1500.00',
      receiptNumber: 'RCP/2026-27/000123',
      gymName: 'Iron Temple',
      remaining: '1234.50',
      upiPayLink: 'upi://pay?pa=gym@upi',
    });
    expect(text).toContain('Thank you for your payment of ₹1,500 to Iron Temple.');
    expect(text).toContain('Balance due: ₹1,234.50\nPay by UPI: upi://pay?pa=gym@upi');
  });

  it('says nothing of a balance when none is left', () => {
    const text = receiptMessageText({
      firstName: 'Asha',
      amount: '250.00',
      receiptNumber: 'RCP/2026-27/000124',
      gymName: 'Iron Temple',
      remaining: '0.00',
      upiPayLink: 'upi://pay?pa=gym@upi',
    });
    expect(text).not.toContain('Balance due');
    expect(text).toContain('₹250 to Iron Temple');
  });
});

describe("a payment reminder's subject", () => {
  it('names the amount its text names, in the same form', () => {
    const amountPaise = 59_059;
    const subject = paymentReminderSubject({ stage: 'overdue', amountPaise, planName: 'Gold' });
    const text = paymentReminderText({
      firstName: 'Asha',
      amountPaise,
      dueDate: '2026-06-02',
      planName: 'Gold',
      gymName: 'Iron Temple',
      upiPayLink: null,
    });
    expect(subject).toBe('Payment overdue: ₹590.59 for Gold');
    expect(text).toContain('₹590.59 is due on 2 Jun 2026 for your Gold membership');
  });
});
