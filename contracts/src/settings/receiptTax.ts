import { formatMoney, type Paise } from '../money';
import { amountInWords, paymentGst, ratePercentLabel } from './gst';
import { GST_STATES } from './gstin';
import { chargesGst } from './receiptSettings';
import type { GymSettings } from './settings';

/** A receipt's GST lines, money as wire strings: present only when the gym had a GSTIN. */
export interface ReceiptTaxDto {
  gstin: string;
  stateCode: string;
  stateName: string;
  sacCode: string;
  /** "18%" */
  rate: string;
  /** CGST's and SGST's rate each: "9%". */
  halfRate: string;
  interState: boolean;
  pricesIncludeGst: boolean;
  taxableValue: string;
  cgst: string;
  sgst: string;
  igst: string;
  totalTax: string;
  total: string;
  /** "Rupees One Lakh Twenty-Five Thousand Only" */
  totalInWords: string;
}

/** How a receipt reads its payment's GST (`paymentGst`), and the member's state. */
export interface ReceiptTaxOptions {
  /** The payment holds its GST (every payment since issue 34; false: as its settings said). */
  gstInAmount: boolean;
  /** Null or absent: the gym's state (CGST + SGST); another state's code: IGST. */
  memberStateCode?: string | null;
}

/**
 * The tax lines of a receipt for `amountPaise` under the settings in force when it was issued;
 * null without a GSTIN. Every member is taken to be in the gym's state (the product keeps no
 * member state): CGST + SGST, unless `memberStateCode` says otherwise.
 */
export function receiptTax(
  amountPaise: Paise,
  settings: GymSettings,
  options: ReceiptTaxOptions,
): ReceiptTaxDto | null {
  if (!chargesGst(settings)) return null;
  const stateCode = settings.stateCode!;
  const memberStateCode = options.memberStateCode ?? null;
  const interState = memberStateCode !== null && memberStateCode !== stateCode;
  const tax = paymentGst({
    amountPaise,
    rateBasisPoints: settings.gstRateBasisPoints,
    gstInAmount: options.gstInAmount,
    pricesIncludeGst: settings.pricesIncludeGst,
    interState,
  });
  return {
    gstin: settings.gstin!,
    stateCode,
    stateName: GST_STATES[stateCode] ?? stateCode,
    sacCode: settings.sacCode,
    rate: ratePercentLabel(settings.gstRateBasisPoints),
    halfRate: ratePercentLabel(settings.gstRateBasisPoints / 2),
    interState,
    pricesIncludeGst: settings.pricesIncludeGst,
    taxableValue: formatMoney(tax.taxablePaise),
    cgst: formatMoney(tax.cgstPaise),
    sgst: formatMoney(tax.sgstPaise),
    igst: formatMoney(tax.igstPaise),
    totalTax: formatMoney(tax.taxPaise),
    total: formatMoney(tax.totalPaise),
    totalInWords: amountInWords(tax.totalPaise),
  };
}

/**
 * What a receipt's UPI link asks for the `owedPaise` its membership still owed: that balance,
 * which holds the GST (a sale under prices excluding GST adds it to the total). A receipt issued
 * before that (`gstInAmount` false) under prices excluding GST asked for the balance plus GST,
 * and reads so still (as issued).
 */
export function receiptPayAmount(
  owedPaise: Paise,
  settings: GymSettings,
  gstInAmount: boolean,
): Paise {
  if (gstInAmount || !chargesGst(settings)) return owedPaise;
  return paymentGst({
    amountPaise: owedPaise,
    rateBasisPoints: settings.gstRateBasisPoints,
    gstInAmount: false,
    pricesIncludeGst: settings.pricesIncludeGst,
    interState: false,
  }).totalPaise;
}
