import type { Knex } from 'knex';
import {
  MAIN_BRANCH_ID,
  formatMoney,
  receiptSettings,
  type GymSettings,
  type ReceiptCorrectionDto,
  type ReceiptDto,
  type BranchFilter,
} from '@gym/contracts';
import { andBranchesSql } from '../../branchFilter';
import type { PaymentRecord } from '../payments/query';
import type { HistoryEntry, ReceiptSnapshot } from './snapshot';

/** Corrections a receipt notes: the latest this many since it was issued. */
export const RECEIPT_CORRECTIONS_SHOWN = 20;

interface CorrectionRow {
  paymentId: string;
  kind: 'voided' | 'refunded';
  amountPaise: number;
  reason: string;
  at: string;
  day: string | null;
  receiptNumber: string | null;
  /** The branch that received the corrected payment (null: its receipt row is not there yet). */
  branchId: string | null;
  /** Metadata has no schema: whatever the command recorded as its actor. */
  actorUserId: string | null;
}

interface Row {
  branch_id: string;
  receipt: ReceiptSnapshot;
  receipt_number: string | null;
  numbers: Record<string, string | null>;
  corrections: CorrectionRow[];
}

/** A correction noted on a receipt, its author by account id (`byName` is the command service's). */
export type ReceiptCorrectionRecord = Omit<ReceiptCorrectionDto, 'byName'> & {
  byUserId: string | null;
};

/** A receipt as the read model holds it: accounts by id, as in `PaymentRecord`. */
export type ReceiptRecord = Omit<ReceiptDto, 'payment' | 'allPayments' | 'corrections'> & {
  payment: PaymentRecord;
  allPayments: PaymentRecord[];
  corrections: ReceiptCorrectionRecord[];
};

/**
 * A receipt as issued and the gym's settings then (its heading, GST lines and UPI ID), the issuing
 * branch's own details over them.
 */
export interface IssuedReceiptRecord {
  receipt: ReceiptRecord;
  settings: GymSettings;
  /** The payment holds its GST (`paymentGst`); false on receipts issued before it did. */
  gstInAmount: boolean;
  /** The issuing branch's name, for a branch other than the first (whose receipts read as before). */
  branchName: string | null;
}

/**
 * One statement: the receipt row, the listed payments' receipt numbers (given once, never
 * changed) and the corrections recorded since it was issued. Bounded whatever the membership's
 * history.
 */
const RECEIPT_SQL = `
select r.branch_id, r.receipt, r.receipt_number,
  (select coalesce(jsonb_object_agg(x.payment_id, x.receipt_number), '{}'::jsonb)
     from receipts x
    where x.payment_id in (select (h->>'id')::uuid from jsonb_array_elements(r.receipt->'history') h)) as numbers,
  (select coalesce(jsonb_agg(c.note order by c.seq), '[]'::jsonb) from (
      select c.seq, c.correction || jsonb_build_object('paymentId', c.payment_id,
               'receiptNumber', x.receipt_number, 'branchId', x.branch_id) as note
        from receipt_corrections c
        left join receipts x on x.payment_id = c.payment_id
       where c.membership_id = r.membership_id and c.seq > r.seq
       order by c.seq desc
       limit ${RECEIPT_CORRECTIONS_SHOWN}) c) as corrections
  from receipts r
 where r.payment_id = ?`;

/**
 * GET /api/payments/receipt/{id}: the receipt as issued, with the corrections since; null when
 * none (yet) or when another branch than `branches` received the payment.
 */
export async function getIssuedReceipt(
  db: Knex,
  paymentId: string,
  branches: BranchFilter = null,
): Promise<IssuedReceiptRecord | null> {
  const at = andBranchesSql('r.branch_id', branches);
  const { rows } = (await db.raw(`${RECEIPT_SQL}${at.sql}`, [paymentId, ...at.bindings])) as {
    rows: Row[];
  };
  const row = rows[0];
  if (!row) return null;
  const snap = row.receipt;
  const own = row.corrections.filter((c) => c.paymentId === paymentId);
  const paymentOf = (entry: HistoryEntry): PaymentRecord => ({
    id: entry.id,
    membershipId: snap.membershipId,
    memberId: snap.member.id,
    member: { firstName: snap.member.firstName, lastName: snap.member.lastName },
    amount: formatMoney(entry.amountPaise),
    paymentMethod: entry.method,
    paymentDate: entry.paidAt,
    paymentDay: entry.paymentDay,
    reference: entry.reference,
    receivedBy: entry.receivedBy,
    notes: entry.notes,
    receiptNumber: entry.id === paymentId ? row.receipt_number : (row.numbers[entry.id] ?? null),
    nextPaymentDueDate: entry.nextPaymentDueDate,
    state: entry.state,
    refundedAmount: formatMoney(entry.refundedPaise),
    refundDay: null,
    correctionReason: null,
    correctedAt: null,
    correctedBy: null,
    branchId: entry.branchId ?? row.branch_id,
    createdAt: entry.createdAt,
    updatedAt: entry.createdAt,
  });
  // The membership's other payments are listed only where their receiving branch may be read
  // (its totals count them all): another branch's payment is that branch's record.
  const readable = (branchId: string | null) =>
    branches === null || (branchId !== null && branches.includes(branchId));
  const history = snap.history.map(paymentOf);
  const issued = history[history.length - 1]!;
  // The payment's own state now (a void or refund since is also noted below the figures).
  const lastOwn = own.find((c) => c.kind === 'voided') ?? own[own.length - 1];
  const payment: PaymentRecord = lastOwn
    ? {
        ...issued,
        state: lastOwn.kind,
        refundedAmount: lastOwn.kind === 'refunded' ? formatMoney(lastOwn.amountPaise) : '0.00',
        refundDay: lastOwn.kind === 'refunded' ? lastOwn.day : null,
        correctionReason: lastOwn.reason,
        correctedAt: lastOwn.at,
        correctedBy: lastOwn.actorUserId,
        updatedAt: lastOwn.at,
      }
    : issued;
  const m = snap.membership;
  const remainingPaise = Math.max(0, m.totalPaise - m.paidPaise);
  const plan = {
    id: m.plan.planId,
    name: m.plan.name,
    price: formatMoney(m.plan.pricePaise),
    duration: m.plan.durationDays,
  };
  const corrections: ReceiptCorrectionRecord[] = row.corrections
    .filter((c) => readable(c.branchId))
    .map((c) => ({
      kind: c.kind,
      paymentId: c.paymentId,
      receiptNumber: c.receiptNumber,
      amount: formatMoney(c.amountPaise),
      reason: c.reason,
      at: c.at,
      day: c.day,
      byUserId: c.actorUserId,
    }));
  return {
    receipt: {
      payment,
      member: snap.member,
      plan,
      membership: {
        id: snap.membershipId,
        memberId: m.memberId,
        planId: m.plan.planId,
        plan,
        startDate: m.startDate,
        endDate: m.endDate,
        totalAmount: formatMoney(m.totalPaise),
        paidAmount: formatMoney(m.paidPaise),
        remainingAmount: formatMoney(remainingPaise),
        nextPaymentDueDate: m.nextPaymentDueDate,
      },
      allPayments: history.filter((p) => p.id === paymentId || readable(p.branchId)),
      earlierPayments: { count: snap.earlier.count, amount: formatMoney(snap.earlier.paise) },
      cumulativePaid: m.paidPaise / 100,
      remainingBalance: remainingPaise / 100,
      issuedAt: snap.issuedAt,
      corrections,
    },
    settings: receiptSettings(snap.settings, snap.branch ?? null),
    gstInAmount: snap.gstInAmount ?? false,
    branchName: snap.branch && snap.branch.branchId !== MAIN_BRANCH_ID ? snap.branch.name : null,
  };
}
