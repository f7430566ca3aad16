import { describe, expect, it } from 'vitest';
import { extractText, getMeta } from 'unpdf';
import type { PaymentDto, ReceiptDto } from '@gym/contracts';
import { renderReceiptPdf } from './renderReceiptPdf';

const gym = {
  name: 'Iron Temple Gym',
  address: '12 MG Road, Bengaluru 560001',
  phone: '+91 80 1234 5678',
};

function payment(overrides: Partial<PaymentDto> & Pick<PaymentDto, 'id' | 'amount'>): PaymentDto {
  return {
    membershipId: 'ms-1',
    memberId: 'm-1',
    paymentMethod: 'cash',
    paymentDate: '2026-04-02T05:30:00.000Z',
    receivedBy: 'u-1',
    receivedByUser: { firstName: 'Sita', username: 'sita' },
    notes: null,
    receiptNumber: null,
    nextPaymentDueDate: null,
    state: 'recorded',
    refundedAmount: '0.00',
    correctionReason: null,
    createdAt: '2026-04-02T05:30:00.000Z',
    updatedAt: '2026-04-02T05:30:00.000Z',
    ...overrides,
  };
}

const first = payment({ id: 'p-1', amount: '5000.00', receiptNumber: 'RCP/2026-27/000001' });
const voided = payment({
  id: 'p-2',
  amount: '2000.00',
  receiptNumber: 'RCP/2026-27/000002',
  paymentMethod: 'upi',
  paymentDate: '2026-05-02T05:30:00.000Z',
  state: 'voided',
  correctionReason: 'Entered twice',
});
const current = payment({
  id: 'p-3',
  amount: '3500.00',
  receiptNumber: 'RCP/2026-27/000003',
  paymentMethod: 'bank_transfer',
  paymentDate: '2026-06-02T05:30:00.000Z',
  receivedBy: null,
  receivedByUser: null,
});

const receipt: ReceiptDto = {
  payment: current,
  member: {
    id: 'm-1',
    userId: null,
    firstName: 'Anjali',
    lastName: 'Sharma',
    email: 'anjali@example.com',
    phone: '9876543210',
    whatsapp: null,
    dateOfBirth: null,
    gender: null,
    address: '4 Residency Road, Bengaluru',
    emergencyContact: 'Ravi Sharma',
    emergencyPhone: '9876500000',
    status: 'active',
    joinDate: '2026-04-01',
    createdAt: '2026-04-01T05:30:00.000Z',
    updatedAt: '2026-04-01T05:30:00.000Z',
    hasActiveMembership: true,
  },
  plan: { id: 'plan-1', name: 'Annual Gold', price: '150000.00', duration: 365 },
  membership: {
    id: 'ms-1',
    memberId: 'm-1',
    planId: 'plan-1',
    plan: { id: 'plan-1', name: 'Annual Gold', price: '150000.00', duration: 365 },
    member: {
      id: 'm-1',
      firstName: 'Anjali',
      lastName: 'Sharma',
      email: 'anjali@example.com',
      phone: '9876543210',
    },
    startDate: '2026-04-01',
    endDate: '2027-04-01',
    status: 'partial_paid',
    totalAmount: '150000.00',
    paidAmount: '8500.00',
    remainingAmount: '141500.00',
    nextPaymentDueDate: '2026-07-01',
    renewsMembershipId: null,
    cancelReason: null,
    createdAt: '2026-04-01T05:30:00.000Z',
    updatedAt: '2026-06-02T05:30:00.000Z',
  },
  allPayments: [first, voided, current],
  cumulativePaid: 8500,
  remainingBalance: 141500,
};

const generatedAt = new Date('2026-06-02T06:00:00.000Z');

async function textOf(pdf: Buffer): Promise<string> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return text;
}

describe('renderReceiptPdf', () => {
  it('writes the receipt screen into the PDF, with ₹ amounts and the payment states', async () => {
    const pdf = await renderReceiptPdf(receipt, gym, { generatedAt });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await textOf(pdf);

    expect(text).toContain('Iron Temple Gym');
    expect(text).toContain('12 MG Road, Bengaluru 560001');
    expect(text).toContain('Anjali Sharma');
    expect(text).toContain('anjali@example.com');
    expect(text).toContain('Annual Gold');
    expect(text).toContain('RCP/2026-27/000003');
    expect(text).toMatch(/Total Plan Amount:\s*₹1,50,000/);
    expect(text).toMatch(/Amount Paid \(Till Date\):\s*₹8,500/);
    expect(text).toMatch(/Remaining Balance:\s*₹1,41,500/);
    expect(text).toContain('₹5,000');
    expect(text).toContain('₹2,000');
    expect(text).toContain('₹3,500');
    expect(text).toContain('Current');
    expect(text).toContain('Voided');
    expect(text).toContain('Bank Transfer');
    // The current payment has no receiver: the receipt says "Admin".
    expect(text).toContain('Admin');
    expect(text).toContain('sita');

    const meta = await getMeta(new Uint8Array(pdf));
    expect(meta.info.Title).toBe('RCP/2026-27/000003');
  });

  it('shows a refund and paise when there are some', async () => {
    const refunded = { ...first, state: 'refunded' as const, refundedAmount: '1000.50' };
    const pdf = await renderReceiptPdf(
      { ...receipt, allPayments: [refunded, voided, current], cumulativePaid: 7499.5 },
      gym,
      { generatedAt },
    );
    const text = await textOf(pdf);
    expect(text).toMatch(/Refunded\s+₹1,000.50/);
    expect(text).toMatch(/Amount Paid \(Till Date\):\s*₹7,499.50/);
  });

  it('gives the same bytes for the same input', async () => {
    const [a, b] = await Promise.all([
      renderReceiptPdf(receipt, gym, { generatedAt }),
      renderReceiptPdf(receipt, gym, { generatedAt }),
    ]);
    expect(a.equals(b)).toBe(true);
  });
});
