import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nContext } from 'react-admin';
import { defaultGymSettings, receiptTax, type ReceiptTaxDto } from '@gym/contracts';
import { i18nProvider } from '../providers/i18nProvider';
import { TaxLines } from './ReceiptDocument';

/** ₹ and the paise, from integer paise, by Intl (not the product's formatter). */
const rupeesAndPaise = (paise: number) =>
  `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(paise / 100)}`;
const paiseOf = (wire: string) => Math.round(Number(wire) * 100);

/** What a receipt's tax lines must read, screen and PDF alike (the PDF's test checks the same). */
function expectedLines(tax: ReceiptTaxDto): string[] {
  const money = (wire: string) => rupeesAndPaise(paiseOf(wire));
  return [
    `Taxable Value${money(tax.taxableValue)}`,
    ...(tax.interState
      ? [`IGST @ ${tax.rate}${money(tax.igst)}`]
      : [`CGST @ ${tax.halfRate}${money(tax.cgst)}`, `SGST @ ${tax.halfRate}${money(tax.sgst)}`]),
    `Total${money(tax.total)}`,
  ];
}

/** A small seeded generator, so a failure names a case that can be run again. */
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

describe("the receipt screen's GST lines", () => {
  it('show every tax amount with its paise, as the PDF does, for random amounts', () => {
    for (const tax of randomTaxes(20261126, 300)) {
      const html = renderToStaticMarkup(
        <I18nContext.Provider value={i18nProvider}>
          <TaxLines tax={tax} />
        </I18nContext.Provider>,
      );
      const text = html
        .replace(/<style[^>]*>.*?<\/style>/gs, '')
        .replace(/<[^>]+>/g, '')
        .replace(/&amp;/g, '&');
      for (const line of expectedLines(tax)) expect(text, JSON.stringify(tax)).toContain(line);
    }
  });
});
