import { describe, expect, it } from 'vitest';
import type { PaymentDto } from '../payments/dto';
import { paymentCsvLine } from '../payments/csv';
import { accountName, receiverName } from './receiverName';

describe('receiverName', () => {
  it('gives the first and last name', () => {
    expect(
      receiverName({ receivedByUser: { firstName: 'Gym', lastName: 'Owner', username: 'admin' } }),
    ).toBe('Gym Owner');
  });

  it('falls back to the part there is, then the username', () => {
    expect(
      receiverName({ receivedByUser: { firstName: 'Gym', lastName: null, username: 'admin' } }),
    ).toBe('Gym');
    expect(
      receiverName({ receivedByUser: { firstName: ' ', lastName: null, username: 'front' } }),
    ).toBe('front');
  });

  it('says "Admin" when the payment names no account, as the spec has the receipt say', () => {
    expect(receiverName({ receivedByUser: null })).toBe('Admin');
  });
});

describe('accountName', () => {
  it('is null without an account (the caller says what that means)', () => {
    expect(accountName(null)).toBeNull();
    expect(accountName(undefined)).toBeNull();
    expect(accountName({ firstName: null, lastName: 'Devi', username: 'sita' })).toBe('Devi');
  });
});

describe('the payments CSV', () => {
  const payment: PaymentDto = {
    id: 'p-1',
    membershipId: 'ms-1',
    memberId: 'm-1',
    member: { firstName: 'Meera', lastName: 'Iyer' },
    amount: '800.50',
    paymentMethod: 'cash',
    paymentDate: '2026-04-01T05:30:00.000Z',
    paymentDay: '2026-04-01',
    reference: null,
    receivedBy: null,
    receivedByUser: null,
    notes: null,
    receiptNumber: 'R-1',
    nextPaymentDueDate: null,
    state: 'recorded',
    refundedAmount: '0.00',
    refundDay: null,
    correctionReason: null,
    correctedAt: null,
    correctedByName: null,
    branchId: 'b-1',
    createdAt: '2026-04-01T05:30:00.000Z',
    updatedAt: '2026-04-01T05:30:00.000Z',
  };

  it('names the receiver as the receipt does', () => {
    const options = { timeZone: 'Asia/Kolkata', branchName: null };
    expect(paymentCsvLine(payment, options)).toBe(
      'R-1,2026-04-01,Meera Iyer,800.50,0.00,800.50,Cash,,Admin,Recorded,,',
    );
    const desk = { firstName: 'Front', lastName: 'Desk', username: 'desk' };
    expect(paymentCsvLine({ ...payment, receivedByUser: desk }, options)).toContain(',Front Desk,');
  });
});
