import { describe, expect, it } from 'vitest';
import { extractText, getMeta } from 'unpdf';
import { renderReceiptPdf } from './renderReceiptPdf';
import {
  currentPayment as current,
  firstPayment as first,
  sampleGeneratedAt as generatedAt,
  sampleGym as gym,
  sampleReceipt as receipt,
  voidedPayment as voided,
} from './testing';

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
