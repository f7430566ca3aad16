import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { extractText } from 'unpdf';
import {
  DEFAULT_TIME_ZONE,
  MAIN_BRANCH_ID,
  describeEntry,
  formatMoney,
  formatReceiptRupees,
  parseSignedMoney,
  paymentCsvLine,
  paymentStateLabel,
  type HistoryPageDto,
  type ReceiptDto,
} from '@gym/contracts';
import type { TestClient } from '../testing/httpClient';
import { createMember, createMembership, createPlan, pay } from '../testing/fixtures';
import { startProduct, type Product } from '../testing/productHarness';
import { renderReceiptPdf } from './renderReceiptPdf';
import {
  currentPayment,
  sampleGeneratedAt as generatedAt,
  sampleGym as gym,
  sampleReceipt,
} from './testing';

/** Amounts with paise across every digit group, up to crores. */
const amountPaise = fc.oneof(
  fc.integer({ min: 1, max: 99_999 }),
  fc.integer({ min: 100_000, max: 99_999_999 }),
  fc.integer({ min: 100_000_000, max: 9_000_000_000 }),
);

const ID = '00000000-0000-4000-8000-000000000001';
/** "₹1,23,456.78" back to paise, by the decimal string. */
const paiseOfText = (text: string) => parseSignedMoney(text.replace('₹', '').replaceAll(',', ''));

describe('one payment, one amount: receipt screen, PDF, payments CSV and audit sentence agree', () => {
  it('for random amounts with paise', async () => {
    await fc.assert(
      fc.asyncProperty(amountPaise, async (paise) => {
        const payment = { ...currentPayment, amount: formatMoney(paise) };

        // The receipt screen's amount cell (ReceiptPaymentTable) and the PDF's.
        const screen = formatReceiptRupees(payment.amount);
        const pdf = await renderReceiptPdf(
          { ...sampleReceipt, payment, allPayments: [payment] },
          gym,
          { generatedAt },
        );
        const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
        const csvAmount = paymentCsvLine(payment, {
          timeZone: DEFAULT_TIME_ZONE,
          branchName: null,
        }).split(',')[3];
        const audit = describeEntry({
          event: {
            type: 'PaymentRecorded',
            data: {
              paymentId: ID,
              membershipId: ID,
              memberId: ID,
              branchId: MAIN_BRANCH_ID,
              amountPaise: paise,
              method: 'cash',
              paidAt: '2026-06-02T05:30:00.000Z',
              paymentDay: '2026-06-02',
              manualReceiptNumber: null,
              notes: null,
              nextPaymentDueDate: null,
              receivedByUserId: null,
              idempotencyKey: null,
              gstInAmount: true,
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
      }),
      { seed: 23, numRuns: 12 },
    );
  });
});

/** "₹1,23,456.78" (paise only when there are some) by Intl: an oracle that is not the product's code. */
const exact = (paise: number) =>
  `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: paise % 100 ? 2 : 0, maximumFractionDigits: 2 }).format(paise / 100)}`;

describe('over HTTP on Postgres: the receipt JSON (what the screen shows), its PDF, the payments CSV, the audit sentence and the audit CSV agree', () => {
  let p: Product;
  let admin: TestClient;
  beforeAll(async () => {
    p = await startProduct();
    admin = await p.signedIn('admin');
  });
  afterAll(() => p?.close());

  const pdfText = async (paymentId: string) => {
    const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(new URL(`/api/payments/${paymentId}/receipt.pdf`, p.url), {
      headers: { cookie },
    });
    expect(res.status).toBe(200);
    const { text } = await extractText(new Uint8Array(await res.arrayBuffer()), {
      mergePages: true,
    });
    return text.replace(/\s+/g, ' ');
  };
  const receipt = async (paymentId: string) => {
    const res = await admin.get(`/api/payments/receipt/${paymentId}`);
    expect(res.status, res.text).toBe(200);
    return res.body as ReceiptDto;
  };
  const csvLines = (text: string) =>
    text
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
  const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

  it('for random amounts, balances and part refunds with paise', async () => {
    await fc.assert(
      fc.asyncProperty(
        amountPaise,
        fc.integer({ min: 0, max: 99_999_999 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        async (paise, balancePaise, refundShare) => {
          const totalPaise = paise + balancePaise;
          const plan = await createPlan(admin, { price: formatMoney(totalPaise) });
          const member = await createMember(admin);
          const membership = await createMembership(admin, member.id, plan.id);
          const payment = await pay(admin, membership.id, formatMoney(paise));

          // The receipt screen: the payment's row and the summary, from the receipt as issued.
          const issued = await receipt(payment.id);
          expect(formatReceiptRupees(issued.payment.amount)).toBe(exact(paise));
          expect(formatReceiptRupees(issued.membership.totalAmount)).toBe(exact(totalPaise));
          expect(formatReceiptRupees(issued.membership.paidAmount)).toBe(exact(paise));
          expect(formatReceiptRupees(issued.membership.remainingAmount)).toBe(exact(balancePaise));
          // The API's numbers of rupees say the same.
          expect(issued.cumulativePaid).toBe(paise / 100);
          expect(issued.remainingBalance).toBe(balancePaise / 100);

          const pdf = await pdfText(payment.id);
          expect(pdf).toContain(`Amount: ${exact(paise)} Payment Method: Cash `);
          expect(pdf).toContain(`Total Plan Amount: ${exact(totalPaise)} `);
          expect(pdf).toContain(`Amount Paid (Till Date): ${exact(paise)} `);
          expect(pdf).toContain(`Remaining Balance: ${exact(balancePaise)} `);

          const csv = await admin.get(`/api/payments/all.csv?filter=${q({ memberId: member.id })}`);
          const [, line] = csvLines(csv.text);
          const cells = line!.split(',');
          expect(parseSignedMoney(cells[3]!)).toBe(paise);
          expect(cells[6]).toBe('Cash');

          const sentence = `Payment of ${exact(paise)} (cash) recorded by Gym Owner`;
          const history = (await admin.get(`/api/history?entity=payment&id=${payment.id}`))
            .body as HistoryPageDto;
          expect(history.entries.map((e) => e.summary)).toEqual([sentence]);
          const auditCsv = await admin.get(`/api/audit-log.csv?filter=${q({ kind: 'payment' })}`);
          // Newest first: this payment's line comes first.
          expect(csvLines(auditCsv.text)[1]).toContain(sentence);

          // A refund, in part (with paise) or in full: the same amount everywhere it is named.
          const refundPaise = Math.max(1, Math.round(paise * refundShare));
          const refunded = await admin.post(`/api/payments/${payment.id}/refund`, {
            reason: 'moved away',
            amount: formatMoney(refundPaise),
          });
          expect(refunded.status, refunded.text).toBe(200);
          const state = refundPaise === paise ? 'Refunded' : `Refunded ${exact(refundPaise)}`;
          const corrected = await receipt(payment.id);
          expect(paymentStateLabel(corrected.payment)).toBe(state);
          expect(corrected.corrections.map((c) => formatReceiptRupees(c.amount))).toEqual([
            exact(refundPaise),
          ]);
          const correctedPdf = await pdfText(payment.id);
          expect(correctedPdf).toContain(`Status: ${state} `);
          expect(correctedPdf).toContain(`: ${exact(refundPaise)}. Reason: moved away`);
          const after = await admin.get(
            `/api/payments/all.csv?filter=${q({ memberId: member.id })}`,
          );
          const refundedLine = csvLines(after.text)[1]!.split(',');
          expect(refundedLine[9]).toBe('Refunded');
          expect(parseSignedMoney(refundedLine[4]!)).toBe(refundPaise);
          expect(parseSignedMoney(refundedLine[5]!)).toBe(paise - refundPaise);
          const refundSentence = `Refund of ${exact(refundPaise)} by Gym Owner: moved away`;
          const corrections = await admin.get(
            `/api/audit-log.csv?filter=${q({ kind: 'correction' })}`,
          );
          expect(csvLines(corrections.text)[1]).toContain(refundSentence);
        },
      ),
      { numRuns: 8 },
    );
  });
});
