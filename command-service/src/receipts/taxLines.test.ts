import { describe, expect, it } from 'vitest';
import { extractText } from 'unpdf';
import { defaultGymSettings, receiptTax, type ReceiptTaxDto } from '@gym/contracts';
import { renderReceiptPdf } from './renderReceiptPdf';
import { sampleReceipt } from './testing';

/** ₹ and the paise, from integer paise, by Intl (not the product's formatter). */
const rupeesAndPaise = (paise: number) =>
  `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(paise / 100)}`;
const paiseOf = (wire: string) => Math.round(Number(wire) * 100);

/** What a receipt's tax lines must read, PDF and screen alike (admin-ui's taxLines test checks the screen). */
function expectedLines(tax: ReceiptTaxDto): string[] {
  const money = (wire: string) => rupeesAndPaise(paiseOf(wire));
  return [
    `Taxable Value: ${money(tax.taxableValue)}`,
    ...(tax.interState
      ? [`IGST @ ${tax.rate}: ${money(tax.igst)}`]
      : [
          `CGST @ ${tax.halfRate}: ${money(tax.cgst)}`,
          `SGST @ ${tax.halfRate}: ${money(tax.sgst)}`,
        ]),
    `Total: ${money(tax.total)}`,
  ];
}

/** The same seeded cases as the screen's test. */
function randomTaxes(seed: number, count: number): ReceiptTaxDto[] {
  let state = seed;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const rates = [500, 1200, 1800, 2800, 300, 25];
  return Array.from({ length: count }, () => {
    const amountPaise = Math.floor(next() * 50_000_00) + 1;
    const settings = {
      ...defaultGymSettings(),
      gstin: '29ABCDE1234F1ZW',
      stateCode: '29',
      gstRateBasisPoints: rates[Math.floor(next() * rates.length)]!,
      pricesIncludeGst: next() < 0.5,
    };
    return receiptTax(amountPaise, settings, {
      gstInAmount: next() < 0.5,
      memberStateCode: next() < 0.3 ? '27' : null,
    })!;
  });
}

describe("the receipt PDF's GST lines", () => {
  it('show every tax amount with its paise, as the screen does, for random amounts', async () => {
    const gym = { name: 'Iron Temple', address: '1 MG Road' };
    for (const tax of randomTaxes(20261126, 60)) {
      const pdf = await renderReceiptPdf({ ...sampleReceipt, tax }, gym);
      const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
      const lines = text.split('\n').map((line) => line.trim());
      for (const line of expectedLines(tax)) expect(lines, JSON.stringify(tax)).toContain(line);
    }
  });
});
