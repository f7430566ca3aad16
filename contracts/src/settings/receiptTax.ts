import { formatMoney, type Paise } from '../money';
import { amountInWords, gstBreakdown, ratePercentLabel } from './gst';
import { GST_STATES } from './gstin';
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

/**
 * The tax lines of a receipt for `amountPaise` under the settings in force when it was issued;
 * null without a GSTIN. Every member is taken to be in the gym's state (the product keeps no
 * member state): CGST + SGST, unless `memberStateCode` says otherwise.
 */
export function receiptTax(
  amountPaise: Paise,
  settings: GymSettings,
  memberStateCode: string | null = null,
): ReceiptTaxDto | null {
  if (!settings.gstin || !settings.stateCode) return null;
  const interState = memberStateCode !== null && memberStateCode !== settings.stateCode;
  const tax = gstBreakdown({
    amountPaise,
    rateBasisPoints: settings.gstRateBasisPoints,
    pricesIncludeGst: settings.pricesIncludeGst,
    interState,
  });
  return {
    gstin: settings.gstin,
    stateCode: settings.stateCode,
    stateName: GST_STATES[settings.stateCode] ?? settings.stateCode,
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
 * What a member pays for `owedPaise` of the books: the same, unless the gym charges GST on top of
 * its prices (a GSTIN and prices excluding GST), when the GST is added. UPI links and reminders
 * ask for this amount.
 */
export function amountToPay(owedPaise: Paise, settings: GymSettings): Paise {
  if (!settings.gstin || settings.pricesIncludeGst) return owedPaise;
  return gstBreakdown({
    amountPaise: owedPaise,
    rateBasisPoints: settings.gstRateBasisPoints,
    pricesIncludeGst: false,
    interState: false,
  }).totalPaise;
}
