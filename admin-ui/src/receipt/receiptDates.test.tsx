import { describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nContext } from 'react-admin';
import type { PaymentDto } from '@gym/contracts';
import { i18nProvider } from '../providers/i18nProvider';
import { ReceiptCorrection } from './ReceiptCorrection';

// The server says its GYM_TIME_ZONE (GET /api/gym): here a gym in New York, whatever the machine's zone.
vi.mock('../lib/gymBrand', () => ({
  currentGymBrand: () => ({ name: 'Gym', logoUrl: null, timeZone: 'America/New_York' }),
}));

const voided = (correctedAt: string): PaymentDto => ({
  id: 'p-1',
  membershipId: 'ms-1',
  memberId: 'm-1',
  member: { firstName: 'Anjali', lastName: 'Sharma' },
  amount: '1500.00',
  paymentMethod: 'cash',
  paymentDate: '2026-11-26T10:00:00.000Z',
  paymentDay: '2026-11-26',
  reference: null,
  receivedBy: null,
  receivedByUser: null,
  notes: null,
  receiptNumber: 'RCP/2026-27/000001',
  nextPaymentDueDate: null,
  state: 'voided',
  refundedAmount: '0.00',
  refundDay: null,
  correctionReason: 'Entered twice',
  correctedAt,
  correctedByName: 'Gym Owner',
  branchId: 'b-1',
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: correctedAt,
});

const shown = (payment: PaymentDto) =>
  renderToStaticMarkup(
    <I18nContext.Provider value={i18nProvider}>
      <ReceiptCorrection payment={payment} />
    </I18nContext.Provider>,
  ).replace(/<[^>]+>/g, '');

describe("the receipt screen's dates", () => {
  it("fall on the gym's calendar day around midnight, as the PDF's do", () => {
    // 04:30 UTC on 27 Nov is 23:30 on the 26th in New York (already the 27th in Kolkata).
    expect(shown(voided('2026-11-27T04:30:00.000Z'))).toContain('Corrected On: 26 Nov 2026');
    // 05:00 UTC is midnight in New York: the 27th.
    expect(shown(voided('2026-11-27T05:00:00.000Z'))).toContain('Corrected On: 27 Nov 2026');
  });
});
