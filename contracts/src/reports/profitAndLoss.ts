import { z } from 'zod';
import { calendarDateSchema, type CalendarDate } from '../dates';
import { csvLine } from '../display/csv';
import { PNL_GST_LABEL, PNL_REVENUE_LABEL } from '../display/labels';
import { GST_STATES } from '../settings/gstin';
import { MAX_REPORT_MONTHS, monthStart } from './requests';

/** A calendar month on the wire: "2026-11". */
export const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Enter a month as YYYY-MM');

/**
 * The category of GST paid over to the government: shown, never a cost in profit (it is the GST
 * collected, which is no revenue either).
 */
export const GST_PAID_CATEGORY = 'gst_paid';

/**
 * GET /api/reports/profit-and-loss?from&to&asOf: months (both included, at most 36), the books as
 * they stood at the end of `asOf` (a gym calendar date, today when left out).
 */
export const profitAndLossQuery = z
  .object({
    from: monthSchema.optional(),
    to: monthSchema.optional(),
    asOf: calendarDateSchema.optional(),
  })
  .strict()
  .refine((r) => !r.from || !r.to || r.from <= r.to, {
    message: 'to must not be before from',
    path: ['to'],
  })
  .refine((r) => !r.from || !r.to || `${r.to}-01` < monthStart(`${r.from}-01`, MAX_REPORT_MONTHS), {
    message: `A report covers at most ${MAX_REPORT_MONTHS} months`,
    path: ['to'],
  });
export type ProfitAndLossQuery = z.infer<typeof profitAndLossQuery>;

/** GET /api/reports/gst-summary?month&gstin&asOf (the GSTIN: the caller's first when left out). */
export const gstSummaryQuery = z
  .object({
    month: monthSchema.optional(),
    gstin: z
      .string()
      .regex(/^\d{2}[A-Z0-9]{13}$/, 'Enter a GSTIN')
      .optional(),
    asOf: calendarDateSchema.optional(),
  })
  .strict();
export type GstSummaryQuery = z.infer<typeof gstSummaryQuery>;

/** One branch's (or every shown branch's) P&L for a month or the range; money as "12500.00". */
export interface ProfitAndLossFiguresDto {
  /**
   * Revenue, the taxable value ("Revenue (taxable value)"): payments dated in the period less the
   * GST in them, less voided payments and refunds given in it. Not what was collected: that is
   * this plus `gstCollected`.
   */
  revenue: string;
  /** The GST ("GST collected", the tax) in that revenue (CGST + SGST + IGST), less the GST of voids and refunds. */
  gstCollected: string;
  /** Expenses by category id, the period's expense days, not voided (GST paid among them). */
  expenses: Record<string, string>;
  /** Expenses without GST paid: the costs. */
  totalExpenses: string;
  /** GST paid over to the government (category gst_paid): shown, not a cost. */
  gstPaid: string;
  /** Revenue less costs. */
  profit: string;
}

export type ProfitAndLossMonthDto = ProfitAndLossFiguresDto & { month: string };

export interface ProfitAndLossDto {
  from: string;
  to: string;
  asOf: CalendarDate;
  /** The categories with an expense in the report, in the built-in order then by name. */
  categories: { id: string; name: string }[];
  branches: {
    branchId: string;
    code: string;
    name: string;
    months: ProfitAndLossMonthDto[];
    total: ProfitAndLossFiguresDto;
  }[];
  /** The branches shown, added up. */
  total: { months: ProfitAndLossMonthDto[]; total: ProfitAndLossFiguresDto };
}

/** Taxable value and tax at one rate (percent, "18.00"). */
export interface GstRateLineDto {
  rate: string;
  taxableValue: string;
  cgst: string;
  sgst: string;
  igst: string;
  count: number;
}

export interface GstSummaryDto {
  month: string;
  /** Null: no branch the caller sees files under a GSTIN. */
  gstin: string | null;
  /** "27": the GSTIN's state, the place of supply of every intra-state supply. */
  stateCode: string | null;
  asOf: CalendarDate;
  /** Every GSTIN the caller's branches file (or filed) under: the picker's choices. */
  gstins: string[];
  /** Receipts issued in the month (payments by their payment day), voided ones left out. */
  supplies: GstRateLineDto[];
  /** Refunds given in the month (and voids of its payments recorded later are left out above). */
  creditNotes: GstRateLineDto[];
  /** Supplies less credit notes: the B2CS lines. */
  net: GstRateLineDto[];
  /** Receipt series used in the month (number order), with the first and last number. */
  documents: {
    series: string;
    from: string;
    to: string;
    total: number;
    cancelled: number;
  }[];
}

export const placeOfSupply = (stateCode: string) =>
  `${stateCode}-${GST_STATES[stateCode] ?? stateCode}`;

/** GSTR-1 B2CS, the offline tool's column layout. */
export const B2CS_CSV_HEADER = [
  'Type',
  'Place Of Supply',
  'Rate',
  'Applicable % of Tax Rate',
  'Taxable Value',
  'Cess Amount',
  'E-Commerce GSTIN',
] as const;

/** A B2CS line: OE (no e-commerce operator), the rate as a number ("18"), no cess. */
export const b2csCsvLine = (stateCode: string, line: GstRateLineDto) =>
  csvLine([
    'OE',
    placeOfSupply(stateCode),
    String(Number(line.rate)),
    '',
    line.taxableValue,
    '0.00',
    '',
  ]);

/** GSTR-1 document summary ("docs"), the offline tool's column layout. */
export const DOCS_CSV_HEADER = [
  'Nature of Document',
  'Sr. No. From',
  'Sr. No. To',
  'Total Number',
  'Cancelled',
] as const;

export const docsCsvLine = (d: GstSummaryDto['documents'][number]) =>
  csvLine(['Invoices for outward supply', d.from, d.to, d.total, d.cancelled]);

/** The P&L CSV: a line per branch and month, then the branches added up per month, then the total. */
export function profitAndLossCsvHeader(categories: ProfitAndLossDto['categories']) {
  return [
    'Branch',
    'Month',
    PNL_REVENUE_LABEL,
    PNL_GST_LABEL,
    ...categories.map((c) => c.name),
    'Total expenses',
    'GST paid',
    'Profit',
  ];
}

export function profitAndLossCsvLines(report: ProfitAndLossDto): string[] {
  const line = (branch: string, month: string, f: ProfitAndLossFiguresDto) =>
    csvLine([
      branch,
      month,
      f.revenue,
      f.gstCollected,
      ...report.categories.map((c) => f.expenses[c.id] ?? '0.00'),
      f.totalExpenses,
      f.gstPaid,
      f.profit,
    ]);
  return [
    ...report.branches.flatMap((b) => [
      ...b.months.map((m) => line(b.name, m.month, m)),
      line(b.name, 'Total', b.total),
    ]),
    ...report.total.months.map((m) => line('All branches', m.month, m)),
    line('All branches', 'Total', report.total.total),
  ];
}
