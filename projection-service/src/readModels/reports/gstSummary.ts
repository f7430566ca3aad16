import type { Knex } from 'knex';
import {
  defaultGymSettings,
  formatMoney,
  formatRate,
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
    `select distinct gstin from gst_day_sums
      where books_day between ?::date and ?::date and gstin <> ''${b.sql}`,
    [from, to, ...b.bindings],
  );
  return [...new Set([...now, ...rows.map((r) => r.gstin)])].sort();
}

type Sums = Omit<GstRateLineDto, 'rate' | 'taxableValue' | 'cgst' | 'sgst' | 'igst'> & {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
};

function byRate(lines: readonly BooksLine[], sign: (l: BooksLine) => number): GstRateLineDto[] {
  const rates = new Map<number, Sums>();
  for (const line of lines) {
    const s = sign(line);
    if (s === 0) continue;
    const sum = rates.get(line.rate_bp) ?? { taxable: 0, cgst: 0, sgst: 0, igst: 0, count: 0 };
    sum.taxable += s * line.taxable;
    sum.cgst += s * line.cgst;
    sum.sgst += s * line.sgst;
    sum.igst += s * line.igst;
    sum.count += s * line.count;
    rates.set(line.rate_bp, sum);
  }
  return [...rates.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, s]) => ({
      rate: formatRate(rate),
      taxableValue: formatMoney(s.taxable),
      cgst: formatMoney(s.cgst),
      sgst: formatMoney(s.sgst),
      igst: formatMoney(s.igst),
      count: s.count,
    }));
}

/** The receipt series the month's receipts (by payment day) were numbered in, as of the end. */
async function documentsOf(
  db: Knex,
  branches: BranchFilter,
  gstin: string,
  from: string,
  to: string,
  bounds: AsOfBounds,
): Promise<GstSummaryDto['documents']> {
  const b = andBranchesSql('branch_id', branches);
  const { rows } = await db.raw<{
    rows: { series: string; first: string; last: string; total: string; cancelled: string }[];
  }>(
    `select series,
            case when series = 'Manual' then min(receipt_number)
                 else series || '/' || lpad(min(sequence)::text, 6, '0') end as first,
            case when series = 'Manual' then max(receipt_number)
                 else series || '/' || lpad(max(sequence)::text, 6, '0') end as last,
            count(*) as total, count(*) filter (where voided_at < ?) as cancelled
       from gst_payments
      where gstin = ? and payment_day between ?::date and ?::date
        and series is not null and recorded_at < ?${b.sql}
      group by series
      order by series`,
    [bounds.endAt, gstin, from, to, bounds.endAt, ...b.bindings],
  );
  return rows.map((r) => ({
    series: r.series,
    from: r.first,
    to: r.last,
    total: Number(r.total),
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
