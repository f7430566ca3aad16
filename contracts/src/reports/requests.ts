import { z } from 'zod';
import { addDays, calendarDateSchema, type CalendarDate } from '../dates';

/** The longest range a report covers: 36 calendar months. */
export const MAX_REPORT_MONTHS = 36;

/** The first day of the month `months` after (or before, when negative) the month of `date`. */
export function monthStart(date: CalendarDate, months = 0): CalendarDate {
  const index = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + months;
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The default range of the reports: the last 12 months, this one included, up to today. */
export function defaultReportRange(today: CalendarDate): { from: CalendarDate; to: CalendarDate } {
  return { from: monthStart(today, -11), to: today };
}

/**
 * `from`/`to` query parameters of the reports: calendar dates (gym time zone), both included,
 * `to` not before `from`, at most 36 months apart. Either may be left out; the route fills it in.
 */
export const reportRangeQuery = z
  .object({
    from: calendarDateSchema.optional(),
    to: calendarDateSchema.optional(),
  })
  .strict()
  .refine((r) => !r.from || !r.to || r.from <= r.to, {
    message: 'to must not be before from',
    path: ['to'],
  })
  .refine((r) => !r.from || !r.to || r.to < monthStart(r.from, MAX_REPORT_MONTHS), {
    message: `A report covers at most ${MAX_REPORT_MONTHS} months`,
    path: ['to'],
  });
export type ReportRangeQuery = z.infer<typeof reportRangeQuery>;

/** A missing `to` is today; a missing `from` is the start of the 12th month back from `to`. */
export function resolveReportRange(
  query: ReportRangeQuery,
  today: CalendarDate,
): { from: CalendarDate; to: CalendarDate } | null {
  const to = query.to ?? today;
  const from = query.from ?? monthStart(to, -11);
  if (from > to || to >= monthStart(from, MAX_REPORT_MONTHS)) return null;
  return { from, to };
}

/** Days past the due date, in buckets: current (not yet past), 1–30, 31–60, 61–90, over 90. */
export const AGEING_BUCKETS = ['current', '1-30', '31-60', '61-90', 'over-90'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/**
 * The due dates of a bucket on `today`: a membership is in it when its due date (next payment
 * due date, else start date) is within [from, to] (an open end when absent).
 */
export function ageingDueDates(
  bucket: AgeingBucket,
  today: CalendarDate,
): { from?: CalendarDate; to?: CalendarDate } {
  switch (bucket) {
    case 'current':
      return { from: today };
    case '1-30':
      return { from: addDays(today, -30), to: addDays(today, -1) };
    case '31-60':
      return { from: addDays(today, -60), to: addDays(today, -31) };
    case '61-90':
      return { from: addDays(today, -90), to: addDays(today, -61) };
    case 'over-90':
      return { to: addDays(today, -91) };
  }
}

/** GET /api/reports/balances?asOf: a calendar date (gym time zone), today when left out. */
export const balancesAsOfQuery = z.object({ asOf: calendarDateSchema.optional() }).strict();
