import { describe, expect, it } from 'vitest';
import { collectedOf, correctionDayOf, paymentCsvHeader, paymentCsvLine } from './csv';
import type { PaymentDto } from './dto';

const payment: PaymentDto = {
  id: '3f2a1c9e-0000-4000-8000-00000abc12de',
  membershipId: 'ms-1',
  memberId: 'm-1',
  member: { firstName: 'Meera', lastName: 'Iyer' },
  amount: '1999.00',
  paymentMethod: 'upi',
  paymentDate: '2026-04-01T05:30:00.000Z',
  paymentDay: '2026-04-01',
  reference: null,
  receivedBy: null,
  receivedByUser: null,
  notes: 'April',
  receiptNumber: 'KRM/2026-27/000007',
  nextPaymentDueDate: null,
  state: 'recorded',
  refundedAmount: '0.00',
  refundDay: null,
  correctionReason: null,
  correctedAt: null,
  correctedByName: null,
  branchId: 'b-krm',
  createdAt: '2026-04-01T05:30:00.000Z',
  updatedAt: '2026-04-01T05:30:00.000Z',
};
const refunded = {
  ...payment,
  state: 'refunded' as const,
  refundedAmount: '700.01',
  refundDay: '2026-05-03',
  correctedAt: '2026-05-03T06:00:00.000Z',
};
// 20:00 UTC on 9 May is 01:30 on 10 May in India.
const voided = { ...payment, state: 'voided' as const, correctedAt: '2026-05-09T20:00:00.000Z' };

describe('the payments CSV line', () => {
  const options = { timeZone: 'Asia/Kolkata', branchName: null };

  it('leaves the amount less the refund collected, and nothing of a voided payment', () => {
    expect(collectedOf(payment)).toBe('1999.00');
    expect(collectedOf(refunded)).toBe('1298.99');
    expect(collectedOf(voided)).toBe('0.00');
  });

  it("dates a refund by its own day and a void by the gym's day it was made", () => {
    expect(correctionDayOf(payment, 'Asia/Kolkata')).toBeNull();
    expect(correctionDayOf(refunded, 'Asia/Kolkata')).toBe('2026-05-03');
    expect(correctionDayOf(voided, 'Asia/Kolkata')).toBe('2026-05-10');
    expect(correctionDayOf(voided, 'America/Bogota')).toBe('2026-05-09');
  });

  it('states amount, refund, collected, state and date', () => {
    expect(paymentCsvLine(refunded, options)).toBe(
      'KRM/2026-27/000007,2026-04-01,Meera Iyer,1999.00,700.01,1298.99,UPI,,Admin,Refunded,2026-05-03,April',
    );
    expect(paymentCsvLine(voided, options)).toBe(
      'KRM/2026-27/000007,2026-04-01,Meera Iyer,1999.00,0.00,0.00,UPI,,Admin,Voided,2026-05-10,April',
    );
  });

  it('names the branch before the notes only when asked to', () => {
    expect(paymentCsvHeader(options)).not.toContain('Branch');
    const named = { ...options, branchName: (id: string) => (id === 'b-krm' ? 'Koramangala' : '') };
    expect(paymentCsvHeader(named).slice(-3)).toEqual(['Refund/Void Date', 'Branch', 'Notes']);
    expect(paymentCsvLine(payment, named)).toMatch(/,Recorded,,Koramangala,April$/);
  });
});
