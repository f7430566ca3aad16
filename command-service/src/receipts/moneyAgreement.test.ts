import { describe, expect, it } from 'vitest';
import { extractText } from 'unpdf';
import {
  describeEntry,
  formatMoney,
  formatReceiptRupees,
  parseSignedMoney,
  paymentCsvLine,
} from '@gym/contracts';
import { renderReceiptPdf } from './renderReceiptPdf';
import {
  currentPayment,
  sampleGeneratedAt as generatedAt,
  sampleGym as gym,
  sampleReceipt,
} from './testing';

/** A fixed-seed generator (mulberry32): the same amounts on every run. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ID = '00000000-0000-4000-8000-000000000001';
/** "₹1,23,456.78" back to paise, by the decimal string. */
const paiseOfText = (text: string) => parseSignedMoney(text.replace('₹', '').replaceAll(',', ''));

describe('one payment, one amount: receipt screen, PDF, payments CSV and audit sentence agree', () => {
  it('for random amounts with paise', async () => {
    const random = seeded(23);
    for (let i = 0; i < 12; i++) {
      // Mostly with paise, across every digit group up to crores.
      const paise = 1 + Math.floor(random() * 10 ** (3 + Math.floor(random() * 8)));
      const payment = { ...currentPayment, amount: formatMoney(paise) };

      // The receipt screen's amount cell (ReceiptPaymentTable) and the PDF's.
      const screen = formatReceiptRupees(payment.amount);
      const pdf = await renderReceiptPdf(
        { ...sampleReceipt, payment, allPayments: [payment] },
        gym,
        { generatedAt },
      );
      const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
      const csvAmount = paymentCsvLine(payment).split(',')[3];
      const audit = describeEntry({
        event: {
          type: 'PaymentRecorded',
          data: {
            paymentId: ID,
            membershipId: ID,
            memberId: ID,
            amountPaise: paise,
            method: 'cash',
            paidAt: '2026-06-02T05:30:00.000Z',
            paymentDay: '2026-06-02',
            manualReceiptNumber: null,
            notes: null,
            nextPaymentDueDate: null,
            receivedByUserId: null,
            idempotencyKey: null,
          },
        },
        actorName: 'Gym Owner',
        subject: null,
        changes: [],
      });

      expect(paiseOfText(screen), screen).toBe(paise);
      expect(text).toContain(`Amount: ${screen}`);
      expect(audit).toContain(`Payment of ${screen} (`);
      expect(parseSignedMoney(csvAmount!)).toBe(paise);
    }
  });
});
