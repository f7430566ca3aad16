import type { Knex } from 'knex';
import { addDays, type BranchFilter, type CalendarDate } from '@gym/contracts';
import { andBranchesSql } from '../../branchFilter';

/** The end of `asOf` in the gym's time zone, and the UTC day it falls in (its start and end). */
export interface AsOfBounds {
  endAt: string;
  lastDay: string;
  lastDayStart: string;
  nextDayStart: string;
}

export async function asOfBounds(
  db: Knex,
  asOf: CalendarDate,
  timeZone: string,
): Promise<AsOfBounds> {
  const { rows } = await db.raw<{ rows: { end_at: Date }[] }>(
    'select ((?::date + 1)::timestamp at time zone ?) as end_at',
    [asOf, timeZone],
  );
  const endAt = new Date(rows[0]!.end_at).toISOString();
  const lastDay = endAt.slice(0, 10);
  return {
    endAt,
    lastDay,
    lastDayStart: `${lastDay}T00:00:00.000Z`,
    nextDayStart: `${addDays(lastDay, 1)}T00:00:00.000Z`,
  };
}

/** One group of the books: sales, voids or refunds of a branch, month, GSTIN and rate. */
export interface BooksLine {
  branch_id: string;
  month: string;
  gstin: string;
  rate_bp: number;
  kind: 'sale' | 'void' | 'refund';
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  count: number;
}

/**
 * The books as they stood at `bounds.endAt`, by branch, month of the books day, GSTIN, rate and
 * kind, for the whole months from `from` to `to` (first and last day). The sums are kept by the
 * UTC day recorded, and the gym's day ends inside a UTC day: the month sums recorded before the
 * last UTC day's month, that month's day sums, and the payments, voids and refunds of the shorter
 * side of `endAt` within its UTC day one by one: added up to it (the days before it from the
 * sums), or taken away after it (the day included in the sums). In India that day ends at 18:30
 * UTC and what is taken away is the night's few. A year is a few rows a branch and month.
 */
export async function booksAsOf(
  db: Knex,
  options: {
    branches: BranchFilter;
    from: CalendarDate;
    to: CalendarDate;
    bounds: AsOfBounds;
    gstin?: string;
  },
): Promise<BooksLine[]> {
  const { from, to, bounds } = options;
  const at = (column: string) => {
    const branch = andBranchesSql(column, options.branches);
    return options.gstin === undefined
      ? branch
      : { sql: `${branch.sql} and gstin = ?`, bindings: [...branch.bindings, options.gstin] };
  };
  if (!from.endsWith('-01')) throw new Error(`booksAsOf takes whole months, not from ${from}`);
  const s = at('branch_id');
  const lastMonth = `${bounds.lastDay.slice(0, 7)}-01`;
  const end = Date.parse(bounds.endAt);
  const addUpTo = end - Date.parse(bounds.lastDayStart) <= Date.parse(bounds.nextDayStart) - end;
  const [sumsBefore, sign, one] = addUpTo
    ? [bounds.lastDay, '', '1']
    : [addDays(bounds.lastDay, 1), '-', '-1'];
  const window = addUpTo
    ? [bounds.lastDayStart, bounds.endAt]
    : [bounds.endAt, bounds.nextDayStart];
  const signed = (columns: string) =>
    columns
      .split(', ')
      .map((c) => `${sign}${c}`)
      .join(', ');
  const sums = 'taxable_paise, cgst_paise, sgst_paise, igst_paise';
  const refunds = 'refund_taxable_paise, refund_cgst_paise, refund_sgst_paise, refund_igst_paise';
  const { rows } = await db.raw<{
    rows: (Omit<BooksLine, 'taxable' | 'cgst' | 'sgst' | 'igst' | 'count'> &
      Record<string, string>)[];
  }>(
    `select branch_id, (books_day - extract(day from books_day)::int + 1)::text as month, gstin, rate_bp, kind,
            sum(taxable_paise) as taxable, sum(cgst_paise) as cgst, sum(sgst_paise) as sgst,
            sum(igst_paise) as igst, sum(count) as count
       from (select branch_id, books_month as books_day, gstin, rate_bp, kind, ${sums}, count
               from gst_month_sums
              where books_month between ?::date and ?::date and recorded_month < ?::date${s.sql}
             union all
             select branch_id, books_day, gstin, rate_bp, kind, ${sums}, count
               from gst_day_sums
              where recorded_on >= ?::date and recorded_on < ?::date
                and books_day between ?::date and ?::date${s.sql}
             union all
             select branch_id, payment_day, gstin, rate_bp, 'sale', ${signed(sums)}, ${one}
               from gst_payments
              where recorded_at >= ? and recorded_at < ?
                and payment_day between ?::date and ?::date${s.sql}
             union all
             select branch_id, payment_day, gstin, rate_bp, 'void', ${signed(sums)}, ${one}
               from gst_payments
              where voided_at >= ? and voided_at < ?
                and payment_day between ?::date and ?::date${s.sql}
             union all
             select branch_id, refund_day, gstin, rate_bp, 'refund', ${signed(refunds)}, ${one}
               from gst_payments
              where refunded_at >= ? and refunded_at < ?
                and refund_day between ?::date and ?::date${s.sql}) lines
      group by 1, 2, 3, 4, 5`,
    [
      from,
      to,
      lastMonth,
      ...s.bindings,
      lastMonth,
      sumsBefore,
      from,
      to,
      ...s.bindings,
      ...window,
      from,
      to,
      ...s.bindings,
      ...window,
      from,
      to,
      ...s.bindings,
      ...window,
      from,
      to,
      ...s.bindings,
    ],
  );
  // A group whose every payment fell after the end (taken away again) is no group.
  return rows
    .filter((r) => Number(r.count) !== 0)
    .map((r) => ({
      branch_id: r.branch_id,
      month: r.month.slice(0, 7),
      gstin: r.gstin,
      rate_bp: Number(r.rate_bp),
      kind: r.kind as BooksLine['kind'],
      taxable: Number(r.taxable),
      cgst: Number(r.cgst),
      sgst: Number(r.sgst),
      igst: Number(r.igst),
      count: Number(r.count),
    }));
}

/** A line's sign in the net books: a sale adds, a void or refund takes away. */
export const signOf = (kind: BooksLine['kind']) => (kind === 'sale' ? 1 : -1);
