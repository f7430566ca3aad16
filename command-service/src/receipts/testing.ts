import { MAIN_BRANCH_ID, type PaymentDto, type ReceiptDto } from '@gym/contracts';
import type { ReceiptRenderer } from './receiptRenderer';
import type { GymDetails } from './renderReceiptPdf';

/** A gym, a member with an annual plan and three payments (one voided): what a receipt shows. */
export const sampleGym: GymDetails = {
  name: 'Iron Temple Gym',
  address: '12 MG Road, Bengaluru 560001',
  phone: '+91 80 1234 5678',
};

export function samplePayment(
  overrides: Partial<PaymentDto> & Pick<PaymentDto, 'id' | 'amount'>,
): PaymentDto {
  return {
    membershipId: 'ms-1',
    memberId: 'm-1',
    member: { firstName: 'Anjali', lastName: 'Sharma' },
    paymentMethod: 'cash',
    paymentDate: '2026-04-02T05:30:00.000Z',
    paymentDay: '2026-04-02',
    reference: null,
    receivedBy: 'u-1',
    receivedByUser: { firstName: 'Sita', lastName: 'Devi', username: 'sita' },
    notes: null,
    receiptNumber: null,
    nextPaymentDueDate: null,
    state: 'recorded',
    refundedAmount: '0.00',
    refundDay: null,
    correctionReason: null,
    correctedAt: null,
    correctedByName: null,
    branchId: MAIN_BRANCH_ID,
    createdAt: '2026-04-02T05:30:00.000Z',
    updatedAt: '2026-04-02T05:30:00.000Z',
    ...overrides,
  };
}

export const firstPayment = samplePayment({
  id: 'p-1',
  amount: '5000.00',
  receiptNumber: 'RCP/2026-27/000001',
});
export const voidedPayment = samplePayment({
  id: 'p-2',
  amount: '2000.00',
  receiptNumber: 'RCP/2026-27/000002',
  paymentMethod: 'upi',
  paymentDate: '2026-05-02T05:30:00.000Z',
  state: 'voided',
  correctionReason: 'Entered twice',
  correctedAt: '2026-05-03T20:00:00.000Z',
  correctedByName: 'Gym Owner',
});
export const currentPayment = samplePayment({
  id: 'p-3',
  amount: '3500.00',
  receiptNumber: 'RCP/2026-27/000003',
  paymentMethod: 'bank_transfer',
  paymentDate: '2026-06-02T05:30:00.000Z',
  receivedBy: null,
  receivedByUser: null,
});

export const sampleReceipt: ReceiptDto = {
  payment: currentPayment,
  member: {
    id: 'm-1',
    firstName: 'Anjali',
    lastName: 'Sharma',
    email: 'anjali@example.com',
    phone: '9876543210',
    whatsapp: null,
    joinDate: '2026-04-01',
  },
  plan: { id: 'plan-1', name: 'Annual Gold', price: '150000.00', duration: 365 },
  membership: {
    id: 'ms-1',
    memberId: 'm-1',
    planId: 'plan-1',
    plan: { id: 'plan-1', name: 'Annual Gold', price: '150000.00', duration: 365 },
    startDate: '2026-04-01',
    endDate: '2027-04-01',
    totalAmount: '150000.00',
    paidAmount: '8500.00',
    remainingAmount: '141500.00',
    nextPaymentDueDate: '2026-07-01',
  },
  allPayments: [firstPayment, voidedPayment, currentPayment],
  earlierPayments: { count: 0, amount: '0.00' },
  cumulativePaid: 8500,
  remainingBalance: 141500,
  issuedAt: '2026-06-02T05:30:00.000Z',
  corrections: [],
};

export const sampleGeneratedAt = new Date('2026-06-02T06:00:00.000Z');

/** A renderer that counts the receipts `inner` renders through it. */
export function countingReceiptRenderer(inner: ReceiptRenderer) {
  let renders = 0;
  const renderer: ReceiptRenderer = {
    render(...args) {
      renders += 1;
      return inner.render(...args);
    },
    close: () => inner.close(),
  };
  return { renderer, renders: () => renders };
}
