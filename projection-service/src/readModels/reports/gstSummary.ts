import type { Knex } from 'knex';
import {
  defaultGymSettings,
  formatMoney,
  formatRate,
  taxHalves,
  type BranchFilter,
  type CalendarDate,
  type GstRateLineDto,
  type GstSummaryDto,
} from '@gym/contracts';
import { andBranchesSql, branchesKey } from '../../branchFilter';
import { whileProjectionsStand } from '../../listQuery';
import { asOfBounds, booksAsOf, type AsOfBounds, type BooksLine } from '../gstBooks/query';
import type { GymSettingsData, ReceiptBranch } from '../receipts/snapshot';
import { monthEnd } from './profitAndLoss';

/**
 * The GSTINs the caller's branches file under: each branch's own, else the business's (as the
 * projector's state of the settings has them now), and any their receipts stated in `month`.
 */
async function gstinsOf(db: Knex, branches: BranchFilter, from: string, to: string) {
  const [settingsRow] = (await db('gst_settings').where({ id: 1 }).select('settings')) as {
    settings: GymSettingsData;
  }[];
  const business = { ...defaultGymSettings(), ...(settingsRow?.settings ?? {}) }.gstin;
  const shown = (await db('branches')
    .modify((q) => {
      if (branches !== null) q.whereIn('id', branches);
    })
    .select('id')) as { id: string }[];
  const own = (await db('gst_branches')
    .whereIn(
      'branch_id',
      shown.map((b) => b.id),
    )
    .select('branch_id', 'branch')) as { branch_id: string; branch: ReceiptBranch }[];
  const ownById = new Map(own.map((b) => [b.branch_id, b.branch.gstin]));
  const now = shown.map((b) => ownById.get(b.id) ?? business).filter((g): g is string => !!g);
  const b = andBranchesSql('branch_id', branches);
  const { rows } = await db.raw<{ rows: { gstin: string }[] }>(
    `select distinct gstin from gst_month_sums
      where books_month between ?::date and ?::date and gstin <> ''${b.sql}`,
    [from, to, ...b.bindings],
  );
  return [...new Set([...now, ...rows.map((r) => r.gstin)])].sort();
}

type Sums = Omit<GstRateLineDto, 'rate' | 'taxableValue' | 'cgst' | 'sgst' | 'igst'> & {
  taxable: number;
  /** CGST + SGST: the period's intra-state tax, split in halves once (`taxHalves`). */
  intraState: number;
  igst: number;
};

/**
 * The lines by rate. A rate's CGST and SGST are the halves of its whole intra-state tax, so they
 * differ by a paisa at most however many receipts had an odd paisa (each receipt's own lines
 * give it to SGST).
 */
function byRate(lines: readonly BooksLine[], sign: (l: BooksLine) => number): GstRateLineDto[] {
  const rates = new Map<number, Sums>();
  for (const line of lines) {
    const s = sign(line);
    if (s === 0) continue;
    const sum = rates.get(line.rate_bp) ?? { taxable: 0, intraState: 0, igst: 0, count: 0 };
    sum.taxable += s * line.taxable;
    sum.intraState += s * (line.cgst + line.sgst);
    sum.igst += s * line.igst;
    sum.count += s * line.count;
    rates.set(line.rate_bp, sum);
  }
  return [...rates.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, s]) => {
      const { cgstPaise, sgstPaise } = taxHalves(s.intraState);
      return {
        rate: formatRate(rate),
        taxableValue: formatMoney(s.taxable),
        cgst: formatMoney(cgstPaise),
        sgst: formatMoney(sgstPaise),
        igst: formatMoney(s.igst),
        count: s.count,
      };
    });
}

/**
 * The receipt series the month's receipts (by payment day) were numbered in, as the log stood at
 * the end: the series' day rows recorded before the last UTC day, and that day's receipts and
 * voids one by one (as `booksAsOf`).
 */
async function documentsOf(
  db: Knex,
  branches: BranchFilter,
  gstin: string,
  from: string,
  to: string,
  bounds: AsOfBounds,
): Promise<GstSummaryDto['documents']> {
  const b = andBranchesSql('branch_id', branches);
  const within = [gstin, from, to];
  const last = [bounds.lastDayStart, bounds.endAt];
  const { rows } = await db.raw<{
    rows: {
      series: string;
      first_sequence: number | null;
      last_sequence: number | null;
      first_number: string;
      last_number: string;
      issued: string;
      cancelled: string;
    }[];
  }>(
    `select series, min(first_sequence) as first_sequence, max(last_sequence) as last_sequence,
            min(first_number) as first_number, max(last_number) as last_number,
            coalesce(sum(count) filter (where kind = 'issued'), 0) as issued,
            coalesce(sum(count) filter (where kind = 'cancelled'), 0) as cancelled
       from (select series, kind, first_sequence, last_sequence, first_number, last_number, count
               from gst_receipt_days
              where gstin = ? and books_day between ?::date and ?::date and recorded_on < ?::date${b.sql}
             union all
             select series, 'issued', sequence, sequence, receipt_number, receipt_number, 1
               from gst_payments
              where recorded_at >= ? and recorded_at < ? and series is not null
                and gstin = ? and payment_day between ?::date and ?::date${b.sql}
             union all
             select series, 'cancelled', null, null, null, null, 1
               from gst_payments
              where voided_at >= ? and voided_at < ? and series is not null
                and gstin = ? and payment_day between ?::date and ?::date${b.sql}) lines
      group by series
     having coalesce(sum(count) filter (where kind = 'issued'), 0) > 0
      order by series`,
    [
      ...within,
      bounds.lastDay,
      ...b.bindings,
      ...last,
      ...within,
      ...b.bindings,
      ...last,
      ...within,
      ...b.bindings,
    ],
  );
  // An automatic series by its numbers (KRM/2026-27/000123); a receipt book's as written.
  const number = (series: string, sequence: number | null, written: string) =>
    sequence === null ? written : `${series}/${String(sequence).padStart(6, '0')}`;
  return rows.map((r) => ({
    series: r.series,
    from: number(r.series, r.first_sequence, r.first_number),
    to: number(r.series, r.last_sequence, r.last_number),
    total: Number(r.issued),
    cancelled: Number(r.cancelled),
  }));
}

/**
 * GET /api/reports/gst-summary: a month's outward supplies under one GSTIN at the branches the
 * caller sees, by rate (receipts less voids; refunds as credit notes; the net the B2CS lines),
 * and the receipt series used, as the log stood at the end of `asOf`.
 */
export function gstSummary(
  db: Knex,
  branches: BranchFilter,
  options: { month: string; gstin: string | null; asOf: CalendarDate; timeZone: string },
): Promise<GstSummaryDto> {
  const key = `gst:${options.month}:${options.gstin ?? ''}:${options.asOf}:${branchesKey(branches)}`;
  return whileProjectionsStand(db, key, () => compute(db, branches, options));
}

async function compute(
  db: Knex,
  branches: BranchFilter,
  options: { month: string; gstin: string | null; asOf: CalendarDate; timeZone: string },
): Promise<GstSummaryDto> {
  const from = `${options.month}-01`;
  const to = monthEnd(options.month);
  const gstins = await gstinsOf(db, branches, from, to);
  const gstin = options.gstin ?? gstins[0] ?? null;
  const empty = {
    month: options.month,
    gstin,
    stateCode: gstin?.slice(0, 2) ?? null,
    asOf: options.asOf,
    gstins,
  };
  if (!gstin) return { ...empty, supplies: [], creditNotes: [], net: [], documents: [] };
  const bounds = await asOfBounds(db, options.asOf, options.timeZone);
  const [lines, documents] = await Promise.all([
    booksAsOf(db, { branches, from, to, bounds, gstin }),
    documentsOf(db, branches, gstin, from, to, bounds),
  ]);
  const kindSign = (l: BooksLine) => (l.kind === 'sale' ? 1 : l.kind === 'void' ? -1 : 0);
  return {
    ...empty,
    supplies: byRate(lines, kindSign),
    creditNotes: byRate(lines, (l) => (l.kind === 'refund' ? 1 : 0)),
    net: byRate(lines, (l) => (l.kind === 'refund' ? -1 : kindSign(l))),
    documents,
  };
}
