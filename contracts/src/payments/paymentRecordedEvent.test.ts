import { describe, expect, it } from 'vitest';
import { MAIN_BRANCH_ID } from '../branches/events';
import { parseDomainEvent, readDomainEvent } from '../events';

/** A payment as recorded before the desk could give a reference. */
const recorded = {
  paymentId: '2b0c6a3e-8f1d-4c6b-9a55-0c8e3f1d2a77',
  membershipId: '6f1c1e9e-2c43-4b8e-9a43-2f5d4a1b7c10',
  memberId: '0d7e1f64-3b2a-4f58-8c9d-5e6f7a8b9c01',
  branchId: MAIN_BRANCH_ID,
  amountPaise: 50_000,
  method: 'upi',
  paidAt: '2026-05-02T06:30:00.000Z',
  paymentDay: '2026-05-02',
  manualReceiptNumber: null,
  notes: null,
  nextPaymentDueDate: null,
  receivedByUserId: null,
  idempotencyKey: null,
  gstInAmount: true,
};

describe('PaymentRecorded and its reference', () => {
  it('reads a payment recorded before references as one without a reference', () => {
    const event = readDomainEvent(
      'PaymentRecorded',
      recorded,
      `membership-${recorded.membershipId}`,
    );
    expect(event.data).toEqual(recorded);
    expect((event.data as { reference?: string | null }).reference ?? null).toBeNull();
  });

  it('keeps a reference, and refuses one with an invisible character or past 64 characters', () => {
    expect(parseDomainEvent('PaymentRecorded', { ...recorded, reference: 'UTR-1' }).data).toEqual({
      ...recorded,
      reference: 'UTR-1',
    });
    expect(() =>
      parseDomainEvent('PaymentRecorded', { ...recorded, reference: 'UTR\u200b1' }),
    ).toThrow();
    expect(() =>
      parseDomainEvent('PaymentRecorded', { ...recorded, reference: '9'.repeat(65) }),
    ).toThrow();
  });

  it('reads a reference written with an invisible character without it', () => {
    const event = readDomainEvent(
      'PaymentRecorded',
      { ...recorded, reference: '\u202eUTR-1' },
      `membership-${recorded.membershipId}`,
    );
    expect(event.data).toMatchObject({ reference: 'UTR-1' });
  });
});
