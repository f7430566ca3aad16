import type { Knex } from 'knex';
import {
  chargesGst,
  paymentGst,
  receiptSettings,
  type BranchEvent,
  type GymSettingsEvent,
  type MembershipEvent,
  type ReceiptEvent,
} from '@gym/contracts';
import type { ProjectedEvent, Projector } from '../../runner/projector';
import type { GymSettingsData, ReceiptBranch } from '../receipts/snapshot';

type GstBooksEvent =
  | Extract<MembershipEvent, { type: 'PaymentRecorded' | 'PaymentVoided' | 'PaymentRefunded' }>
  | ReceiptEvent
  | Extract<GymSettingsEvent, { type: 'GymSettingsChanged' }>
  | Extract<BranchEvent, { type: 'BranchOpened' | 'BranchDetailsChanged' }>;

/** A row of gst_payments. */
export interface GstPaymentRow {
  payment_id: string;
  branch_id: string;
  gstin: string;
  state_code: string | null;
  rate_bp: number;
  prices_include_gst: boolean;
  /** The payment holds its GST (`paymentGst`). */
  gst_in_amount: boolean;
  payment_day: string;
  amount_paise: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  recorded_at: string;
  receipt_number: string | null;
  series: string | null;
  sequence: number | null;
  voided_at: string | null;
  refunded_at: string | null;
  refund_day: string | null;
  refund_paise: number | null;
  refund_taxable_paise: number | null;
  refund_cgst_paise: number | null;
  refund_sgst_paise: number | null;
  refund_igst_paise: number | null;
}

type Kind = 'sale' | 'void' | 'refund';
interface Sum {
  branch_id: string;
  books_day: string;
  gstin: string;
  rate_bp: number;
  kind: Kind;
  recorded_on: string;
  amount_paise: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  count: number;
}

/** A row of gst_receipt_days. */
interface ReceiptDay {
  gstin: string;
  books_day: string;
  branch_id: string;
  series: string;
  kind: 'issued' | 'cancelled';
  recorded_on: string;
  first_sequence: number | null;
  last_sequence: number | null;
  first_number: string | null;
  last_number: string | null;
  count: number;
}

const READ_CHUNK = 5000;
const WRITE_CHUNK = 2000;

/** The UTC date of an instant: the sums' `recorded_on` (the query takes the last day exactly). */
export const utcDay = (instant: string) => new Date(instant).toISOString().slice(0, 10);

/** "KRM/2026-27/000123" → its series and number. */
function seriesOf(receiptNumber: string): { series: string; sequence: number } {
  const cut = receiptNumber.lastIndexOf('/');
  return {
    series: receiptNumber.slice(0, cut),
    sequence: Number(receiptNumber.slice(cut + 1)),
  };
}

/** The tax of `amountPaise` as a receipt under the payment's settings states it. */
function taxOf(
  row: Pick<GstPaymentRow, 'gstin' | 'rate_bp' | 'prices_include_gst' | 'gst_in_amount'>,
  amountPaise: number,
) {
  if (!row.gstin) return { taxablePaise: amountPaise, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
  return paymentGst({
    amountPaise,
    rateBasisPoints: row.rate_bp,
    gstInAmount: row.gst_in_amount,
    pricesIncludeGst: row.prices_include_gst,
    // Every member is taken to be in the branch's state (the product keeps no member state).
    interState: false,
  });
}

async function upsertRows(
  trx: Knex.Transaction,
  table: string,
  key: readonly string[],
  rows: readonly object[],
  set: string,
) {
  for (let i = 0; i < rows.length; i += WRITE_CHUNK) {
    await trx.raw(
      `insert into ?? as t select * from json_populate_recordset(null::??, ?)
       on conflict (${key.join(', ')}) do update set ${set}`,
      [table, table, JSON.stringify(rows.slice(i, i + WRITE_CHUNK))],
    );
  }
}

const WHOLE_PAYMENT = [
  'state_code',
  'receipt_number',
  'series',
  'sequence',
  'voided_at',
  'refunded_at',
  'refund_day',
  'refund_paise',
  'refund_taxable_paise',
  'refund_cgst_paise',
  'refund_sgst_paise',
  'refund_igst_paise',
]
  .map((c) => `${c} = excluded.${c}`)
  .join(', ');

const SERIES_ADDED = `first_sequence = least(t.first_sequence, excluded.first_sequence),
  last_sequence = greatest(t.last_sequence, excluded.last_sequence),
  first_number = least(t.first_number, excluded.first_number),
  last_number = greatest(t.last_number, excluded.last_number),
  count = t.count + excluded.count`;

const ADDED = ['amount_paise', 'taxable_paise', 'cgst_paise', 'sgst_paise', 'igst_paise', 'count']
  .map((c) => `${c} = t.${c} + excluded.${c}`)
  .join(', ');

type MonthSum = Omit<Sum, 'books_day' | 'recorded_on'> & {
  books_month: string;
  recorded_month: string;
};

const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

/** Day sums added up per month of the books day and month recorded (gst_month_sums' rows). */
function monthSumsOf(daySums: Iterable<Sum>) {
  const months = new Map<string, MonthSum>();
  for (const d of daySums) {
    const booksMonth = monthOf(d.books_day);
    const recordedMonth = monthOf(d.recorded_on);
    const key = `${d.branch_id}|${booksMonth}|${d.gstin}|${d.rate_bp}|${d.kind}|${recordedMonth}`;
    const m = months.get(key);
    if (!m) {
      const { books_day: _b, recorded_on: _r, ...rest } = d;
      months.set(key, { ...rest, books_month: booksMonth, recorded_month: recordedMonth });
      continue;
    }
    m.amount_paise += d.amount_paise;
    m.taxable_paise += d.taxable_paise;
    m.cgst_paise += d.cgst_paise;
    m.sgst_paise += d.sgst_paise;
    m.igst_paise += d.igst_paise;
    m.count += d.count;
  }
  return [...months.values()];
}

/**
 * A batch in a few statements: the payments its corrections and numbers touch read at once, the
 * events applied in log order in memory, then the payments written whole and the sums added in
 * one upsert per chunk (a rebuild replays the log in batches).
 */
async function applyGstBooks(trx: Knex.Transaction, batch: readonly ProjectedEvent[]) {
  const events = batch as readonly ProjectedEvent<GstBooksEvent>[];
  const payments = new Map<string, GstPaymentRow>();
  const dirty = new Set<string>();
  const branches = new Map<string, ReceiptBranch>();
  const dirtyBranches = new Set<string>();
  let settings: GymSettingsData | null | undefined;
  let settingsChanged = false;

  const known: string[] = [];
  const branchIds = new Set<string>();
  let needsSettings = false;
  for (const e of events) {
    if (e.type === 'PaymentRecorded') {
      branchIds.add(e.data.branchId);
      needsSettings = true;
    } else if (e.type === 'PaymentVoided' || e.type === 'PaymentRefunded') {
      known.push(e.data.paymentId);
    } else if (e.type === 'ReceiptNumberAssigned') known.push(e.data.paymentId);
  }
  for (let i = 0; i < known.length; i += READ_CHUNK) {
    const rows: GstPaymentRow[] = await trx('gst_payments')
      .whereIn('payment_id', known.slice(i, i + READ_CHUNK))
      .select();
    for (const row of rows)
      payments.set(row.payment_id, {
        ...row,
        amount_paise: Number(row.amount_paise),
        taxable_paise: Number(row.taxable_paise),
        cgst_paise: Number(row.cgst_paise),
        sgst_paise: Number(row.sgst_paise),
        igst_paise: Number(row.igst_paise),
        recorded_at: new Date(row.recorded_at).toISOString(),
        voided_at: row.voided_at && new Date(row.voided_at).toISOString(),
        refunded_at: row.refunded_at && new Date(row.refunded_at).toISOString(),
      });
  }
  if (branchIds.size > 0) {
    const rows: { branch_id: string; branch: ReceiptBranch }[] = await trx('gst_branches')
      .whereIn('branch_id', [...branchIds])
      .select();
    for (const row of rows) branches.set(row.branch_id, row.branch);
  }
  if (needsSettings) {
    const [row] = (await trx('gst_settings').where({ id: 1 }).select('settings')) as {
      settings: GymSettingsData;
    }[];
    settings = row?.settings ?? null;
  }

  const sums = new Map<string, Sum>();
  const add = (
    p: GstPaymentRow,
    kind: Kind,
    booksDay: string,
    at: string,
    amount: number,
    tax: { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number },
  ) => {
    const recordedOn = utcDay(at);
    const key = `${p.branch_id}|${booksDay}|${p.gstin}|${p.rate_bp}|${kind}|${recordedOn}`;
    const sum = sums.get(key) ?? {
      branch_id: p.branch_id,
      books_day: booksDay,
      gstin: p.gstin,
      rate_bp: p.rate_bp,
      kind,
      recorded_on: recordedOn,
      amount_paise: 0,
      taxable_paise: 0,
      cgst_paise: 0,
      sgst_paise: 0,
      igst_paise: 0,
      count: 0,
    };
    sum.amount_paise += amount;
    sum.taxable_paise += tax.taxablePaise;
    sum.cgst_paise += tax.cgstPaise;
    sum.sgst_paise += tax.sgstPaise;
    sum.igst_paise += tax.igstPaise;
    sum.count += 1;
    sums.set(key, sum);
  };

  const receiptDays = new Map<string, ReceiptDay>();
  /** A receipt issued (at its payment's recording) or cancelled (at its void), in its series. */
  const addReceipt = (p: GstPaymentRow, kind: ReceiptDay['kind'], at: string) => {
    if (!p.series) return;
    const recordedOn = utcDay(at);
    const key = `${p.gstin}|${p.payment_day}|${p.branch_id}|${p.series}|${kind}|${recordedOn}`;
    const day = receiptDays.get(key) ?? {
      gstin: p.gstin,
      books_day: p.payment_day,
      branch_id: p.branch_id,
      series: p.series,
      kind,
      recorded_on: recordedOn,
      first_sequence: null,
      last_sequence: null,
      first_number: null,
      last_number: null,
      count: 0,
    };
    day.count += 1;
    if (kind === 'issued') {
      const n = p.receipt_number!;
      const least = <T extends number | string>(a: T | null, b: T): T =>
        a === null || b < a ? b : a;
      const most = <T extends number | string>(a: T | null, b: T): T =>
        a === null || b > a ? b : a;
      if (p.sequence !== null) {
        day.first_sequence = least(day.first_sequence, p.sequence);
        day.last_sequence = most(day.last_sequence, p.sequence);
      }
      day.first_number = least(day.first_number, n);
      day.last_number = most(day.last_number, n);
    }
    receiptDays.set(key, day);
  };

  for (const e of events) {
    const at = e.metadata.occurredAt;
    switch (e.type) {
      case 'PaymentRecorded': {
        const d = e.data;
        const s = receiptSettings(settings ?? null, branches.get(d.branchId) ?? null);
        const gstin = chargesGst(s) ? s.gstin! : '';
        const row: GstPaymentRow = {
          payment_id: d.paymentId,
          branch_id: d.branchId,
          gstin,
          state_code: gstin ? s.stateCode : null,
          rate_bp: gstin ? s.gstRateBasisPoints : 0,
          prices_include_gst: s.pricesIncludeGst,
          gst_in_amount: d.gstInAmount,
          payment_day: d.paymentDay,
          amount_paise: d.amountPaise,
          taxable_paise: 0,
          cgst_paise: 0,
          sgst_paise: 0,
          igst_paise: 0,
          recorded_at: at,
          receipt_number: d.manualReceiptNumber,
          series: d.manualReceiptNumber ? 'Manual' : null,
          sequence: null,
          voided_at: null,
          refunded_at: null,
          refund_day: null,
          refund_paise: null,
          refund_taxable_paise: null,
          refund_cgst_paise: null,
          refund_sgst_paise: null,
          refund_igst_paise: null,
        };
        const tax = taxOf(row, d.amountPaise);
        row.taxable_paise = tax.taxablePaise;
        row.cgst_paise = tax.cgstPaise;
        row.sgst_paise = tax.sgstPaise;
        row.igst_paise = tax.igstPaise;
        payments.set(d.paymentId, row);
        dirty.add(d.paymentId);
        add(row, 'sale', d.paymentDay, at, d.amountPaise, tax);
        addReceipt(row, 'issued', at);
        break;
      }
      case 'PaymentVoided': {
        const p = payments.get(e.data.paymentId);
        if (!p) break;
        p.voided_at = at;
        dirty.add(p.payment_id);
        addReceipt(p, 'cancelled', at);
        // A void undoes the payment: its whole receipt, on the payment's own day.
        add(p, 'void', p.payment_day, at, p.amount_paise, {
          taxablePaise: p.taxable_paise,
          cgstPaise: p.cgst_paise,
          sgstPaise: p.sgst_paise,
          igstPaise: p.igst_paise,
        });
        break;
      }
      case 'PaymentRefunded': {
        const p = payments.get(e.data.paymentId);
        if (!p) break;
        // A refund is a credit note on its own day, taxed as the receipt it refunds.
        const tax = taxOf(p, e.data.amountPaise);
        Object.assign(p, {
          refunded_at: at,
          refund_day: e.data.refundDay,
          refund_paise: e.data.amountPaise,
          refund_taxable_paise: tax.taxablePaise,
          refund_cgst_paise: tax.cgstPaise,
          refund_sgst_paise: tax.sgstPaise,
          refund_igst_paise: tax.igstPaise,
        });
        dirty.add(p.payment_id);
        add(p, 'refund', e.data.refundDay, at, e.data.amountPaise, tax);
        break;
      }
      case 'ReceiptNumberAssigned': {
        const p = payments.get(e.data.paymentId);
        if (!p) break;
        if (p.series) break;
        p.receipt_number = e.data.receiptNumber;
        Object.assign(p, seriesOf(e.data.receiptNumber));
        dirty.add(p.payment_id);
        // Counted when its payment was recorded (and voided), as the sums are.
        addReceipt(p, 'issued', p.recorded_at);
        if (p.voided_at) addReceipt(p, 'cancelled', p.voided_at);
        break;
      }
      case 'GymSettingsChanged':
        settings = e.data;
        settingsChanged = true;
        break;
      case 'BranchOpened': {
        const { code: _code, receiptPrefix: _prefix, ...branch } = e.data;
        branches.set(branch.branchId, branch);
        dirtyBranches.add(branch.branchId);
        break;
      }
      case 'BranchDetailsChanged':
        branches.set(e.data.branchId, e.data);
        dirtyBranches.add(e.data.branchId);
        break;
      default: {
        const unknown: never = e;
        throw new Error(`gstBooks projector cannot apply ${(unknown as { type: string }).type}`);
      }
    }
  }

  if (settingsChanged)
    await upsertRows(
      trx,
      'gst_settings',
      ['id'],
      [{ id: 1, settings }],
      'settings = excluded.settings',
    );
  await upsertRows(
    trx,
    'gst_branches',
    ['branch_id'],
    [...dirtyBranches].map((id) => ({ branch_id: id, branch: branches.get(id) })),
    'branch = excluded.branch',
  );
  await upsertRows(
    trx,
    'gst_payments',
    ['payment_id'],
    [...dirty].map((id) => payments.get(id)!),
    WHOLE_PAYMENT,
  );
  await upsertRows(
    trx,
    'gst_day_sums',
    ['branch_id', 'books_day', 'gstin', 'rate_bp', 'kind', 'recorded_on'],
    [...sums.values()],
    ADDED,
  );
  await upsertRows(
    trx,
    'gst_month_sums',
    ['branch_id', 'books_month', 'gstin', 'rate_bp', 'kind', 'recorded_month'],
    monthSumsOf(sums.values()),
    ADDED,
  );
  await upsertRows(
    trx,
    'gst_receipt_days',
    ['gstin', 'books_day', 'branch_id', 'series', 'kind', 'recorded_on'],
    [...receiptDays.values()],
    SERIES_ADDED,
  );
}

/** The P&L's and GST summary's books: each payment's GST as issued, and its sums per day. */
export const gstBooksProjector: Projector = {
  name: 'gst-books',
  version: 1,
  tables: [
    'gst_day_sums',
    'gst_month_sums',
    'gst_receipt_days',
    'gst_payments',
    'gst_branches',
    'gst_settings',
  ],
  handles: [
    'PaymentRecorded',
    'PaymentVoided',
    'PaymentRefunded',
    'ReceiptNumberAssigned',
    'GymSettingsChanged',
    'BranchOpened',
    'BranchDetailsChanged',
  ],
  apply(trx, event) {
    return applyGstBooks(trx, [event]);
  },
  applyBatch: applyGstBooks,
};
