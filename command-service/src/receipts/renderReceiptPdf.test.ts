import { describe, expect, it } from 'vitest';
import { extractText, getMeta } from 'unpdf';
import { defaultGymSettings, receiptTax, upiPayLink } from '@gym/contracts';
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
    // The person, by full name, not the login.
    expect(text).toContain('Sita Devi');
    expect(text).toMatch(/Membership Period:\s*1 Apr 2026 – 1 Apr 2027/);

    const meta = await getMeta(new Uint8Array(pdf));
    expect(meta.info.Title).toBe('RCP/2026-27/000003');
  });

  it('shows a refund and paise when there are some', async () => {
    const refunded = { ...first, state: 'refunded' as const, refundedAmount: '1000.50' };
    const pdf = await renderReceiptPdf(
      {
        ...receipt,
        allPayments: [refunded, voided, current],
        membership: { ...receipt.membership, paidAmount: '7499.50' },
      },
      gym,
      { generatedAt },
    );
    const text = await textOf(pdf);
    expect(text).toMatch(/Refunded\s+₹1,000.50/);
    expect(text).toMatch(/Amount Paid \(Till Date\):\s*₹7,499.50/);
  });

  it('shows a voided payment with its reason, who voided it and when (in the gym zone)', async () => {
    const pdf = await renderReceiptPdf({ ...receipt, payment: voided }, gym, { generatedAt });
    const text = await textOf(pdf);
    expect(text).toMatch(/Status:\s*Voided/);
    expect(text).toMatch(/Reason:\s*Entered twice/);
    expect(text).toMatch(/Corrected By:\s*Gym Owner/);
    // 20:00 UTC on 3 May is 4 May in Kolkata.
    expect(text).toMatch(/Corrected On:\s*4 May 2026/);
  });

  it('shows a partial refund with its reason and who refunded it', async () => {
    const refunded = {
      ...current,
      state: 'refunded' as const,
      refundedAmount: '500.00',
      correctionReason: 'Member moved away',
      correctedAt: '2026-06-10T05:30:00.000Z',
      correctedByName: 'Gym Owner',
    };
    const pdf = await renderReceiptPdf({ ...receipt, payment: refunded }, gym, { generatedAt });
    const text = await textOf(pdf);
    expect(text).toMatch(/Status:\s*Refunded\s+₹500/);
    expect(text).toMatch(/Reason:\s*Member moved away/);
    expect(text).toMatch(/Corrected By:\s*Gym Owner/);
    expect(text).toMatch(/Corrected On:\s*10 Jun 2026/);
  });

  it('gives the same bytes for the same input', async () => {
    const [a, b] = await Promise.all([
      renderReceiptPdf(receipt, gym, { generatedAt }),
      renderReceiptPdf(receipt, gym, { generatedAt }),
    ]);
    expect(a.equals(b)).toBe(true);
  });

  it('makes a tax receipt with IGST for a member of another state, and a UPI QR for the balance', async () => {
    const settings = { ...defaultGymSettings(), gstin: '29ABCDE1234F1ZW', stateCode: '29' };
    const taxed = {
      ...receipt,
      tax: receiptTax(350_000, settings, { gstInAmount: true, memberStateCode: '27' }),
      upiPayLink: upiPayLink({
        upiId: 'irontemple@okhdfcbank',
        payeeName: 'Iron Temple Gym',
        amountPaise: 14_150_000,
        note: 'Annual Gold membership',
      }),
    };
    const pdf = await renderReceiptPdf(taxed, gym, { generatedAt });
    const text = await textOf(pdf);
    expect(text).toContain('Tax Receipt');
    expect(text).toContain('GSTIN: 29ABCDE1234F1ZW');
    expect(text).toMatch(/Place of Supply:\s*Karnataka \(29\)/);
    expect(text).toMatch(/IGST @ 18%:\s*₹533\.90/);
    expect(text).not.toContain('CGST');
    expect(text).toContain('Rupees Three Thousand Five Hundred Only');
    expect(text).toContain('Pay the Balance by UPI');
    expect(text.replace(/\s+/g, '')).toContain('am=141500.00&cu=INR');
    const again = await renderReceiptPdf(taxed, gym, { generatedAt });
    expect(again.equals(pdf)).toBe(true);
  });
});
