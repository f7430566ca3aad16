import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nContext } from 'react-admin';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PaymentDto, ReceiptPageDto } from '@gym/contracts';
import { i18nProvider } from '../providers/i18nProvider';
import { ReceiptCorrection } from './ReceiptCorrection';
import { ReceiptDocument } from './ReceiptDocument';
import { ReceiptPaymentTable } from './ReceiptPaymentTable';

/** "₹1,23,456.78": Indian grouping, paise when there are some, by Intl (not the product's code). */
const exact = (paise: number) =>
  `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: paise % 100 ? 2 : 0, maximumFractionDigits: 2 }).format(paise / 100)}`;
const wire = (paise: number) =>
  `${Math.trunc(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

function* randomPaise(seed: number, count: number) {
  let state = seed;
  for (let i = 0; i < count; i++) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    yield 1 + Math.floor((state / 2 ** 31) * 10 ** (3 + (i % 8)));
  }
}

const payment = (paise: number, refundedPaise: number): PaymentDto => ({
  id: 'p-1',
  membershipId: 'ms-1',
  memberId: 'm-1',
  member: { firstName: 'Anjali', lastName: 'Sharma' },
  amount: wire(paise),
  paymentMethod: 'cash',
  paymentDate: '2026-06-02T05:30:00.000Z',
  paymentDay: '2026-06-02',
  reference: null,
  receivedBy: null,
  receivedByUser: null,
  notes: null,
  receiptNumber: 'RCP/2026-27/000001',
  nextPaymentDueDate: null,
  state: 'refunded',
  refundedAmount: wire(refundedPaise),
  refundDay: '2026-06-03',
  correctionReason: 'Moved away',
  correctedAt: '2026-06-03T05:30:00.000Z',
  correctedByName: 'Gym Owner',
  branchId: 'b-1',
  createdAt: '2026-06-02T05:30:00.000Z',
  updatedAt: '2026-06-02T05:30:00.000Z',
});

const html = (node: React.ReactNode) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <I18nContext.Provider value={i18nProvider}>{node}</I18nContext.Provider>
    </QueryClientProvider>,
  );

/** The page's text, its tags and styles taken away. */
const text = (markup: string) =>
  markup
    .replace(/<style[^>]*>.*?<\/style>/gs, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&');

/** A receipt for one payment of `paise` on a membership of `totalPaise`, as the API answers it. */
function receiptOf(paise: number, totalPaise: number): ReceiptPageDto {
  const p = { ...payment(paise, 0), state: 'recorded' as const, correctionReason: null };
  const plan = { id: 'plan-1', name: 'Annual Gold', price: wire(totalPaise), duration: 365 };
  return {
    payment: p,
    member: {
      id: 'm-1',
      firstName: 'Anjali',
      lastName: 'Sharma',
      email: 'anjali@example.com',
      phone: '9876543210',
      whatsapp: null,
      joinDate: '2026-04-01',
    },
    plan,
    membership: {
      id: 'ms-1',
      memberId: 'm-1',
      planId: plan.id,
      plan,
      startDate: '2026-04-01',
      endDate: '2027-04-01',
      totalAmount: wire(totalPaise),
      paidAmount: wire(paise),
      remainingAmount: wire(totalPaise - paise),
      nextPaymentDueDate: null,
    },
    allPayments: [p],
    earlierPayments: { count: 0, amount: '0.00' },
    cumulativePaid: paise / 100,
    remainingBalance: (totalPaise - paise) / 100,
    issuedAt: p.createdAt,
    corrections: [],
    tax: null,
    upiPayLink: null,
    upiPayAmount: null,
    gym: { name: 'Iron Temple Gym', address: '12 MG Road', phone: null },
  };
}

describe("the receipt screen's money, as the PDF prints it", () => {
  it('shows the amount and a part refund to the paisa, for random amounts', () => {
    for (const paise of randomPaise(20261126, 60)) {
      const refunded = Math.max(1, Math.floor(paise / 3));
      const p = payment(paise, refunded);
      expect(html(<ReceiptPaymentTable payments={[p]} currentId={p.id} />)).toContain(exact(paise));
      if (refunded < paise)
        expect(html(<ReceiptCorrection payment={p} />)).toContain(`Refunded ${exact(refunded)}`);
    }
  });

  it('states the total, the paid and the balance to the paisa, as the PDF does, for random amounts', () => {
    const amounts = [...randomPaise(20261127, 40)];
    amounts.forEach((paise, i) => {
      const balance = amounts[(i + 1) % amounts.length]!;
      const page = text(html(<ReceiptDocument receipt={receiptOf(paise, paise + balance)} />));
      expect(page).toContain(`Total Plan Amount${exact(paise + balance)}`);
      expect(page).toContain(`Amount Paid (Till Date)${exact(paise)}`);
      expect(page).toContain(`Remaining Balance${exact(balance)}`);
    });
  });
});
