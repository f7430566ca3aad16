import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountInWords,
  gstBreakdown,
  gstOnTop,
  numberInIndianWords,
  paymentGst,
  taxHalves,
} from './gst';
import { receiptPayAmount, receiptTax } from './receiptTax';
import { defaultGymSettings } from './settings';

describe('gstBreakdown', () => {
  it('takes 18% out of an inclusive price, rounded to the paisa', () => {
    // 1180.00 incl. 18% = 1000.00 + 180.00
    expect(
      gstBreakdown({
        amountPaise: 118_000,
        rateBasisPoints: 1800,
        pricesIncludeGst: true,
        interState: false,
      }),
    ).toEqual({
      taxablePaise: 100_000,
      taxPaise: 18_000,
      cgstPaise: 9_000,
      sgstPaise: 9_000,
      igstPaise: 0,
      totalPaise: 118_000,
    });
    // 1000.00 incl. 18%: taxable 847.457… → 847.46, tax 152.54 (76.27 + 76.27)
    const tax = gstBreakdown({
      amountPaise: 100_000,
      rateBasisPoints: 1800,
      pricesIncludeGst: true,
      interState: false,
    });
    expect(tax).toMatchObject({
      taxablePaise: 84_746,
      taxPaise: 15_254,
      cgstPaise: 7_627,
      sgstPaise: 7_627,
    });
  });

  it('gives the odd paisa of the tax to SGST so the halves add up', () => {
    // 1.00 excl. 18%: 0.18 (0.09 + 0.09); 0.17 excl.: 0.0306 → 0.03 (0.01 + 0.02)
    const odd = gstBreakdown({
      amountPaise: 100,
      rateBasisPoints: 1800,
      pricesIncludeGst: false,
      interState: false,
    });
    expect(odd).toMatchObject({ taxPaise: 18, cgstPaise: 9, sgstPaise: 9, totalPaise: 118 });
    const three = gstBreakdown({
      amountPaise: 17,
      rateBasisPoints: 1800,
      pricesIncludeGst: false,
      interState: false,
    });
    expect(three).toMatchObject({ taxPaise: 3, cgstPaise: 1, sgstPaise: 2, totalPaise: 20 });
  });

  it('adds the tax on top of an exclusive price, rounding half up', () => {
    expect(
      gstBreakdown({
        amountPaise: 150_000,
        rateBasisPoints: 1800,
        pricesIncludeGst: false,
        interState: false,
      }),
    ).toMatchObject({ taxablePaise: 150_000, taxPaise: 27_000, totalPaise: 177_000 });
    // 0.25 at 18% = 0.045 → 0.05 (half up)
    expect(
      gstBreakdown({
        amountPaise: 25,
        rateBasisPoints: 1800,
        pricesIncludeGst: false,
        interState: false,
      }).taxPaise,
    ).toBe(5);
  });

  it('charges IGST alone between states', () => {
    expect(
      gstBreakdown({
        amountPaise: 118_000,
        rateBasisPoints: 1800,
        pricesIncludeGst: true,
        interState: true,
      }),
    ).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: 18_000, taxPaise: 18_000 });
  });

  it('always adds up, for any amount and rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999_99 }),
        fc.integer({ min: 0, max: 4000 }),
        fc.boolean(),
        fc.boolean(),
        (amountPaise, rateBasisPoints, pricesIncludeGst, interState) => {
          const t = gstBreakdown({ amountPaise, rateBasisPoints, pricesIncludeGst, interState });
          expect(t.cgstPaise + t.sgstPaise + t.igstPaise).toBe(t.taxPaise);
          expect(t.taxablePaise + t.taxPaise).toBe(t.totalPaise);
          expect(Math.abs(t.sgstPaise - t.cgstPaise)).toBeLessThanOrEqual(1);
          if (pricesIncludeGst) expect(t.totalPaise).toBe(amountPaise);
          else expect(t.taxablePaise).toBe(amountPaise);
          // within half a paisa of the exact tax on the taxable value
          const exact = (t.taxablePaise * rateBasisPoints) / 10_000;
          expect(Math.abs(t.taxPaise - exact)).toBeLessThanOrEqual(pricesIncludeGst ? 1 : 0.5);
        },
      ),
    );
  });
});

describe('amount in words (Indian numbering)', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [100, 'Rupees One Only'],
    [1_150, 'Rupees Eleven and Fifty Paise Only'],
    [12_500_000, 'Rupees One Lakh Twenty-Five Thousand Only'],
    [118_000, 'Rupees One Thousand One Hundred Eighty Only'],
    [10_000_000_00, 'Rupees One Crore Only'],
    [
      99_999_999_99,
      'Rupees Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only',
    ],
    [2_00_05, 'Rupees Two Hundred and Five Paise Only'],
  ])('%i paise reads "%s"', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('counts crores past a hundred', () => {
    expect(numberInIndianWords(1_234_567_890)).toBe(
      'One Hundred Twenty-Three Crore Forty-Five Lakh Sixty-Seven Thousand Eight Hundred Ninety',
    );
  });
});

describe('receiptTax', () => {
  const registered = { ...defaultGymSettings(), gstin: '29AAGCB7383J1Z4', stateCode: '29' };

  it('is null without a GSTIN: the receipt stays as it was', () => {
    expect(receiptTax(118_000, defaultGymSettings(), { gstInAmount: true })).toBeNull();
  });

  it('splits into CGST and SGST for a member in the gym state, with the total in words', () => {
    expect(receiptTax(118_000, registered, { gstInAmount: true })).toMatchObject({
      gstin: '29AAGCB7383J1Z4',
      stateName: 'Karnataka',
      sacCode: '999723',
      rate: '18%',
      halfRate: '9%',
      taxableValue: '1000.00',
      cgst: '90.00',
      sgst: '90.00',
      igst: '0.00',
      total: '1180.00',
      totalInWords: 'Rupees One Thousand One Hundred Eighty Only',
    });
  });

  it('charges IGST for a member of another state', () => {
    expect(
      receiptTax(118_000, registered, { gstInAmount: true, memberStateCode: '27' }),
    ).toMatchObject({
      interState: true,
      igst: '180.00',
      cgst: '0.00',
    });
  });
});

describe('a receipt under prices excluding GST', () => {
  const excluding = {
    ...defaultGymSettings(),
    gstin: '29ABCDE1234F1ZW',
    stateCode: '29',
    pricesIncludeGst: false,
  };

  it('takes the GST out of what was collected: ₹1,180 is ₹1,000 + ₹180', () => {
    expect(receiptTax(118_000, excluding, { gstInAmount: true })).toMatchObject({
      taxableValue: '1000.00',
      cgst: '90.00',
      sgst: '90.00',
      totalTax: '180.00',
      total: '1180.00',
      totalInWords: 'Rupees One Thousand One Hundred Eighty Only',
    });
  });

  it('reads a receipt issued before as it was: the GST on top of its amount', () => {
    expect(receiptTax(100_000, excluding, { gstInAmount: false })).toMatchObject({
      taxableValue: '1000.00',
      totalTax: '180.00',
      total: '1180.00',
    });
  });

  it('asks the balance by UPI; a receipt issued before asked the balance plus GST, and still does', () => {
    expect(receiptPayAmount(37_760, excluding, true)).toBe(37_760);
    expect(receiptPayAmount(32_000, excluding, false)).toBe(37_760);
    const including = { ...excluding, pricesIncludeGst: true };
    expect(receiptPayAmount(32_000, including, false)).toBe(32_000);
    expect(
      receiptPayAmount(32_000, { ...defaultGymSettings(), pricesIncludeGst: false }, false),
    ).toBe(32_000);
  });
});

describe('the GST a sale adds, taken back out of a payment', () => {
  it('gives back the price and its GST to the paisa, for any price and rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999_99 }),
        fc.integer({ min: 0, max: 4000 }),
        fc.boolean(),
        (price, rate, pricesIncludeGst) => {
          const total = price + gstOnTop(price, rate);
          const t = paymentGst({
            amountPaise: total,
            rateBasisPoints: rate,
            gstInAmount: true,
            pricesIncludeGst,
            interState: false,
          });
          expect(t.taxablePaise).toBe(price);
          expect(t.taxPaise).toBe(gstOnTop(price, rate));
          expect(t.taxablePaise + t.cgstPaise + t.sgstPaise).toBe(total);
        },
      ),
    );
  });

  it('adds 18% of ₹1,000: ₹180', () => {
    expect(gstOnTop(100_000, 1800)).toBe(18_000);
  });
});

describe('CGST and SGST', () => {
  it('halve a tax, SGST taking the odd paisa, toward zero below zero', () => {
    expect(taxHalves(18_000)).toEqual({ cgstPaise: 9_000, sgstPaise: 9_000 });
    expect(taxHalves(3)).toEqual({ cgstPaise: 1, sgstPaise: 2 });
    expect(taxHalves(-3)).toEqual({ cgstPaise: -1, sgstPaise: -2 });
    expect(taxHalves(0)).toEqual({ cgstPaise: 0, sgstPaise: 0 });
  });

  it("balance over a month of odd-paisa receipts when the month's tax is split, each receipt adding up", () => {
    // 30 days of 40 receipts of ₹333.33 to ₹1,332.33 at 18% (inclusive), most with an odd paisa
    const receipts = Array.from({ length: 1200 }, (_, i) =>
      paymentGst({
        amountPaise: 33_333 + i * 83,
        rateBasisPoints: 1800,
        gstInAmount: true,
        pricesIncludeGst: false,
        interState: false,
      }),
    );
    for (const r of receipts) expect(r.taxablePaise + r.cgstPaise + r.sgstPaise).toBe(r.totalPaise);
    const odd = receipts.filter((r) => r.taxPaise % 2 === 1).length;
    expect(odd).toBeGreaterThan(500);
    const sum = (f: (r: (typeof receipts)[number]) => number) =>
      receipts.reduce((s, r) => s + f(r), 0);
    // Each receipt's lines alone drift apart by a paisa per odd receipt...
    expect(sum((r) => r.sgstPaise) - sum((r) => r.cgstPaise)).toBe(odd);
    // ...the month's halves of its tax never by more than one.
    const month = taxHalves(sum((r) => r.taxPaise));
    expect(month.cgstPaise + month.sgstPaise).toBe(sum((r) => r.taxPaise));
    expect(Math.abs(month.sgstPaise - month.cgstPaise)).toBeLessThanOrEqual(1);
  });
});
