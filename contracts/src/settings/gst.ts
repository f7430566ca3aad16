import type { Paise } from '../money';

/** A GST rate in basis points: 18% is 1800. */
export type BasisPoints = number;

export interface GstBreakdown {
  /** The value GST is charged on. */
  taxablePaise: Paise;
  /** CGST + SGST (intra-state) or IGST (inter-state). */
  taxPaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  /** Taxable value + tax: what the receipt is for. */
  totalPaise: Paise;
}

/** a / b rounded half up, both non-negative safe integers. */
const divideRounded = (a: number, b: number) => Math.floor((2 * a + b) / (2 * b));

/**
 * The CGST and SGST halves of an intra-state tax: SGST takes the odd paisa, so the halves add up
 * to the tax. The one split: a receipt's lines, and a period's totals split from the period's
 * tax (GST summary), so a period's CGST and SGST never differ by more than a paisa.
 */
export function taxHalves(taxPaise: Paise): { cgstPaise: Paise; sgstPaise: Paise } {
  if (!Number.isSafeInteger(taxPaise)) throw new RangeError(`not an amount of paise: ${taxPaise}`);
  // Toward zero: a net period tax below zero (more refunded than sold) splits the same way.
  const cgstPaise = Math.trunc(taxPaise / 2);
  return { cgstPaise, sgstPaise: taxPaise - cgstPaise };
}

/**
 * The GST in an amount, integer paise only. `pricesIncludeGst`: the amount is the total and the
 * tax is taken out of it; else the amount is the taxable value and the tax comes on top. The
 * tax splits into CGST and SGST halves for a supply within the gym's state (`taxHalves`), or is
 * all IGST between states.
 */
export function gstBreakdown(input: {
  amountPaise: Paise;
  rateBasisPoints: BasisPoints;
  pricesIncludeGst: boolean;
  interState: boolean;
}): GstBreakdown {
  const { amountPaise, rateBasisPoints: rate } = input;
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 0)
    throw new RangeError(`not an amount of paise: ${amountPaise}`);
  if (!Number.isSafeInteger(rate) || rate < 0) throw new RangeError(`not a rate: ${rate}`);
  const taxablePaise = input.pricesIncludeGst
    ? divideRounded(amountPaise * 10_000, 10_000 + rate)
    : amountPaise;
  const taxPaise = input.pricesIncludeGst
    ? amountPaise - taxablePaise
    : divideRounded(amountPaise * rate, 10_000);
  const halves = input.interState ? { cgstPaise: 0, sgstPaise: 0 } : taxHalves(taxPaise);
  return {
    taxablePaise,
    taxPaise,
    ...halves,
    igstPaise: input.interState ? taxPaise : 0,
    totalPaise: taxablePaise + taxPaise,
  };
}

/**
 * The GST added to a price sold while prices exclude GST: the membership's total is the price
 * plus this. Taken back out of that total (`paymentGst`), the taxable value is the price again,
 * to the paisa (the rounding moves the tax by at most half a paisa).
 */
export const gstOnTop = (pricePaise: Paise, rateBasisPoints: BasisPoints): Paise =>
  gstBreakdown({
    amountPaise: pricePaise,
    rateBasisPoints,
    pricesIncludeGst: false,
    interState: false,
  }).taxPaise;

/**
 * The tax split of a payment, as its receipt, the GST books and the P&L all state it. A payment
 * holds its GST (`gstInAmount`: every payment since prices excluding GST add it to the
 * membership's total): the GST is taken out of the amount collected, so taxable value + tax =
 * the amount. A payment recorded before (`gstInAmount` false) reads as its receipt was issued:
 * taken out of the amount when the settings then said prices include GST, on top of it when they
 * said prices exclude it.
 */
export function paymentGst(input: {
  amountPaise: Paise;
  rateBasisPoints: BasisPoints;
  gstInAmount: boolean;
  pricesIncludeGst: boolean;
  interState: boolean;
}): GstBreakdown {
  return gstBreakdown({
    amountPaise: input.amountPaise,
    rateBasisPoints: input.rateBasisPoints,
    pricesIncludeGst: input.gstInAmount || input.pricesIncludeGst,
    interState: input.interState,
  });
}

/** "18.00" → 1800; the wire form of a rate is a percentage with up to two decimals. */
export const formatRate = (bp: BasisPoints) =>
  `${Math.trunc(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;

/** 1800 → "18%", 1250 → "12.5%", 25 → "0.25%" (for half rates on a receipt: 900 → "9%"). */
export function ratePercentLabel(bp: number): string {
  // A label only (never money): half of an odd basis point rate has a third decimal.
  return `${(bp / 100).toFixed(3).replace(/\.?0+$/, '')}%`;
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit ? `${TENS[Math.trunc(n / 10)]}-${ONES[unit]}` : TENS[Math.trunc(n / 10)]!;
}

function belowThousand(n: number): string {
  const hundreds = Math.trunc(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ');
}

/** A whole number in Indian numbering: 125000 → "One Lakh Twenty-Five Thousand". */
export function numberInIndianWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a whole number: ${n}`);
  if (n === 0) return 'Zero';
  const crores = Math.trunc(n / 10_000_000);
  const lakhs = Math.trunc((n % 10_000_000) / 100_000);
  const thousands = Math.trunc((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crores ? `${numberInIndianWords(crores)} Crore` : '',
    lakhs ? `${belowHundred(lakhs)} Lakh` : '',
    thousands ? `${belowHundred(thousands)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** 12500050 paise → "Rupees One Lakh Twenty-Five Thousand and Fifty Paise Only". */
export function amountInWords(paise: Paise): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`not an amount: ${paise}`);
  const rupees = Math.trunc(paise / 100);
  const cents = paise % 100;
  const paiseWords = cents ? ` and ${belowHundred(cents)} Paise` : '';
  return `Rupees ${numberInIndianWords(rupees)}${paiseWords} Only`;
}
