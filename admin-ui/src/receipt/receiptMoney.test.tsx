import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nContext } from 'react-admin';
import type { PaymentDto } from '@gym/contracts';
import { i18nProvider } from '../providers/i18nProvider';
import { ReceiptCorrection } from './ReceiptCorrection';
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
  correctionReason: 'Moved away',
  correctedAt: '2026-06-03T05:30:00.000Z',
  correctedByName: 'Gym Owner',
  createdAt: '2026-06-02T05:30:00.000Z',
  updatedAt: '2026-06-02T05:30:00.000Z',
});

const html = (node: React.ReactNode) =>
  renderToStaticMarkup(<I18nContext.Provider value={i18nProvider}>{node}</I18nContext.Provider>);

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
});
