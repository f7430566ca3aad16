import { formatRupeesExact, parseSignedMoney } from '../display/money';
import type { ReceiptTaxDto } from './receiptTax';

/** Tax money always with its paise: "₹1,610.17", "₹145.00" (Indian digit grouping). */
export function formatTaxAmount(amount: string): string {
  return formatRupeesExact(parseSignedMoney(amount) ?? 0, { alwaysPaise: true });
}

export type ReceiptTaxLineKey =
  | 'gstin'
  | 'placeOfSupply'
  | 'sac'
  | 'taxableValue'
  | 'igst'
  | 'cgst'
  | 'sgst'
  | 'total'
  | 'inWords';

export interface ReceiptTaxLine {
  key: ReceiptTaxLineKey;
  /** The PDF's English label ("CGST @ 9%"); the screen translates `key` with `rate`. */
  label: string;
  /** The rate a tax line names ("9%"), for the screen's translated label. */
  rate: string | null;
  value: string;
}

/**
 * A receipt's GST lines as the screen and the PDF both show them: one computation (receiptTax),
 * one display, so the two agree to the paisa.
 */
export function receiptTaxLines(tax: ReceiptTaxDto): ReceiptTaxLine[] {
  const line = (
    key: ReceiptTaxLineKey,
    label: string,
    value: string,
    rate: string | null = null,
  ) => ({
    key,
    label,
    rate,
    value,
  });
  return [
    line('gstin', 'GSTIN', tax.gstin),
    line('placeOfSupply', 'Place of Supply', `${tax.stateName} (${tax.stateCode})`),
    line('sac', 'SAC', tax.sacCode),
    line('taxableValue', 'Taxable Value', formatTaxAmount(tax.taxableValue)),
    ...(tax.interState
      ? [line('igst', `IGST @ ${tax.rate}`, formatTaxAmount(tax.igst), tax.rate)]
      : [
          line('cgst', `CGST @ ${tax.halfRate}`, formatTaxAmount(tax.cgst), tax.halfRate),
          line('sgst', `SGST @ ${tax.halfRate}`, formatTaxAmount(tax.sgst), tax.halfRate),
        ]),
    line('total', 'Total', formatTaxAmount(tax.total)),
    line('inWords', 'Amount in Words', tax.totalInWords),
  ];
}
