import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMoney, parseMoney } from '../money';
import {
  formatReceiptRupees,
  formatRupees,
  formatRupeesExact,
  formatRupeesRounded,
  parseSignedMoney,
} from './money';

/** Amounts of every magnitude, from paise to crores (one to eleven digits), fixed seeds. */
const anyPaise = fc
  .integer({ min: 1, max: 11 })
  .chain((digits) => fc.integer({ min: 0, max: 10 ** digits - 1 }));

/** "₹1,23,456.78" or "-₹5" back to paise, by the decimal string (no float). */
const paiseOfText = (text: string) => parseSignedMoney(text.replace('₹', '').replaceAll(',', ''));

describe('the exact form (receipts, PDFs, e-mails, audit, refusals)', () => {
  it('writes rupees with Indian grouping and paise only when there are some', () => {
    expect(formatRupeesExact(0)).toBe('₹0');
    expect(formatRupeesExact(5)).toBe('₹0.05');
    expect(formatRupeesExact(50_000)).toBe('₹500');
    expect(formatRupeesExact(150_050)).toBe('₹1,500.50');
    expect(formatRupeesExact(12_345_678_00)).toBe('₹1,23,45,678');
    expect(formatRupeesExact(99_999_999_99)).toBe('₹9,99,99,999.99');
    expect(formatRupeesExact(-50_050)).toBe('-₹500.50');
  });

  it('always shows paise on tax lines', () => {
    expect(formatRupeesExact(14_500, { alwaysPaise: true })).toBe('₹145.00');
    expect(formatRupeesExact(161_017, { alwaysPaise: true })).toBe('₹1,610.17');
  });

  it('refuses a fraction of a paisa instead of rounding it silently', () => {
    expect(() => formatRupeesExact(10.5)).toThrow(RangeError);
  });
});

describe("the screens' rule: whole rupees", () => {
  it('rounds half a rupee away from zero, as en-IN with no decimals does', () => {
    expect(formatRupeesRounded(150_049)).toBe('₹1,500');
    expect(formatRupeesRounded(150_050)).toBe('₹1,501');
    expect(formatRupeesRounded(-150_050)).toBe('-₹1,501');
    expect(formatRupeesRounded(-49)).toBe('₹0');
    expect(formatRupeesRounded(1_00_00_000_00)).toBe('₹1,00,00,000');
  });

  it('matches Intl en-IN for random amounts with paise', () => {
    const intl = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    });
    fc.assert(
      fc.property(anyPaise, (paise) => {
        expect(formatRupeesRounded(paise)).toBe(intl.format(Number(formatMoney(paise))));
      }),
      { seed: 23, numRuns: 2000 },
    );
  });
});

describe('wire amounts', () => {
  it('parses signed decimal strings and numbers to paise without a float', () => {
    expect(parseSignedMoney('1500.50')).toBe(150_050);
    expect(parseSignedMoney(' -500.05 ')).toBe(-50_005);
    expect(parseSignedMoney('-0.00')).toBe(0);
    expect(parseSignedMoney(7499.5)).toBe(749_950);
    expect(parseSignedMoney(0.29)).toBe(29); // 0.29 * 100 is 28.999999999999996
    expect(parseSignedMoney('12.345')).toBeNull();
    expect(parseSignedMoney('abc')).toBeNull();
  });

  it('shows "₹0" for what is not money, on screens and receipts', () => {
    for (const bad of ['abc', '', null, undefined, Number.NaN]) {
      expect(formatRupees(bad)).toBe('₹0');
      expect(formatReceiptRupees(bad)).toBe('₹0');
    }
  });

  it('keeps every paisa from the wire to the receipt and back, for random amounts', () => {
    fc.assert(
      fc.property(anyPaise, (paise) => {
        const wire = formatMoney(paise);
        expect(parseMoney(wire)).toBe(paise);
        expect(paiseOfText(formatReceiptRupees(wire))).toBe(paise);
        // The receipt query sends rupees as a number (paise / 100): still exact.
        expect(paiseOfText(formatReceiptRupees(paise / 100))).toBe(paise);
        expect(Math.abs(paiseOfText(formatRupees(wire))! - paise)).toBeLessThanOrEqual(50);
      }),
      { seed: 2026, numRuns: 2000 },
    );
  });
});
