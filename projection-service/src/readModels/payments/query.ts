import type { Knex } from 'knex';
import {
  PAYMENT_METHODS,
  formatMoney,
  type PaymentDto,
  type PaymentMethod,
  type PaymentState,
  type BranchFilter,
} from '@gym/contracts';
import { whereBranches } from '../../branchFilter';
import { everyRowOf, likePattern, pageOf, type ListQuery, type ListResult } from '../../listQuery';

interface PaymentRow {
  id: string;
  membership_id: string;
  member_id: string;
  amount_paise: string;
  method: PaymentMethod;
  paid_at: Date;
  payment_day: string;
  reference: string | null;
  received_by: string | null;
  member_first_name: string | null;
  member_last_name: string | null;
  notes: string | null;
  receipt_number: string | null;
  next_payment_due_date: string | null;
  state: PaymentState;
  refunded_paise: string;
  refund_day: string | null;
  correction_reason: string | null;
  corrected_at: Date | null;
  corrected_by: string | null;
  branch_id: string;
  created_at: Date;
  updated_at: Date;
}

export const PAYMENT_SORT_FIELDS = [
  'id',
  'paymentDate',
  'amount',
  'paymentMethod',
  'receiptNumber',
  'createdAt',
] as const;
export type PaymentSortField = (typeof PAYMENT_SORT_FIELDS)[number];
export interface PaymentFilter {
  q?: string;
  membershipId?: string;
  memberId?: string;
  id?: string[];
}

const SORT_COLUMNS: Record<PaymentSortField, string> = {
  id: 'payments.id',
  paymentDate: 'paid_at',
  amount: 'amount_paise',
  paymentMethod: 'method',
  receiptNumber: 'receipt_number',
  createdAt: 'payments.created_at',
};

/**
 * A payment as the read model holds it: who took it (`receivedBy`) and who voided or refunded it
 * (`correctedBy`) by account id. Accounts are state in the command service, not events, so their
 * names are its to add (`PaymentDto`'s `receivedByUser` and `correctedByName`).
 */
export type PaymentRecord = Omit<PaymentDto, 'receivedByUser' | 'correctedByName'> & {
  correctedBy: string | null;
};

function toPaymentRecord(row: PaymentRow): PaymentRecord {
  return {
    id: row.id,
    membershipId: row.membership_id,
    memberId: row.member_id,
    member:
      row.member_first_name !== null && row.member_last_name !== null
        ? { firstName: row.member_first_name, lastName: row.member_last_name }
        : null,
    amount: formatMoney(Number(row.amount_paise)),
    paymentMethod: row.method,
    paymentDate: row.paid_at.toISOString(),
    paymentDay: row.payment_day,
    reference: row.reference,
    receivedBy: row.received_by,
    notes: row.notes,
    receiptNumber: row.receipt_number,
    nextPaymentDueDate: row.next_payment_due_date,
    state: row.state,
    refundedAmount: formatMoney(Number(row.refunded_paise)),
    refundDay: row.refund_day,
    correctionReason: row.correction_reason,
    correctedAt: row.corrected_at?.toISOString() ?? null,
    correctedBy: row.corrected_by,
    branchId: row.branch_id,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The member's name comes from the members read model by its key, so a renamed member reads renamed. */
function selectPayments(db: Knex) {
  return db('payments')
    .leftJoin('members', 'members.id', 'payments.member_id')
    .select(
      'payments.*',
      'members.first_name as member_first_name',
      'members.last_name as member_last_name',
    );
}

/** The payments the branches received that a filter matches (the list's and the export's rule). */
function paymentsMatching(
  db: Knex,
  filter: PaymentFilter,
  branches: BranchFilter,
  form: 'seek' | 'walk' = 'seek',
): Knex.QueryBuilder {
  // `walk`: the found members and plans as hashed sets, for a walk of the list's index that
  // stops at its page (many matches, pageOf); `seek`: each found one looked up by index.
  const among = form === 'walk' ? 'in ?' : '= any(array(?))';
  return db('payments').where((qb) => {
    whereBranches(qb, 'payments.branch_id', branches);
    const { q, membershipId, memberId, id } = filter;
    if (q) {
      const pattern = likePattern(q);
      const methods = PAYMENT_METHODS.filter((m) => m.includes(q.toLowerCase()));
      // Each condition uses an index (0032_list_search_indexes); the member's name and e-mail
      // are searched once in members, the plan's name once in memberships, not once per payment.
      // `= any(array(…))`: those are found once, then each is an index lookup (an
      // `in (select …)` would read every payment, unless the page is a short walk: `walk`); by
      // member rather than by membership, as a member has several memberships (a common
      // surname: 983 members, 5,864 memberships).
      qb.where((w) =>
        w
          .whereRaw('lower(payments.receipt_number) like lower(?)', [pattern])
          .orWhereRaw('lower(payments.notes) like lower(?)', [pattern])
          .orWhereIn('payments.method', methods)
          // The branch again inside: (branch, member) seeks, not every payment of a common name.
          .orWhere((arm) =>
            whereBranches(arm, 'payments.branch_id', branches).whereRaw(
              `payments.member_id ${among}`,
              [
                db('members')
                  .select('members.id')
                  .whereRaw(`lower(first_name || ' ' || last_name) like lower(?)`, [pattern])
                  .orWhereRaw('lower(email) like lower(?)', [pattern]),
              ],
            ),
          )
          .orWhereRaw(`payments.membership_id ${among}`, [
            db('memberships')
              .select('memberships.id')
              .whereRaw('lower(plan_name) like lower(?)', [pattern]),
          ]),
      );
    }
    if (membershipId) qb.where('payments.membership_id', membershipId);
    if (memberId) qb.where('payments.member_id', memberId);
    if (id) qb.whereIn('payments.id', id);
  });
}

export async function listPayments(
  db: Knex,
  branches: BranchFilter,
  query: ListQuery<PaymentSortField, PaymentFilter>,
): Promise<ListResult<PaymentRecord>> {
  return pageOf(
    db,
    paymentsMatching(db, query.filter, branches),
    (ids) => selectPayments(db).whereIn('payments.id', ids),
    query,
    {
      table: 'payments',
      sort: SORT_COLUMNS[query.sort.field],
      id: 'payments.id',
      // A payment has no receipt number until the numbering projector gives it one.
      keysNeverNull: query.sort.field !== 'receiptNumber',
      walk: query.filter.q ? paymentsMatching(db, query.filter, branches, 'walk') : undefined,
    },
    toPaymentRecord,
  );
}

/**
 * Every payment a filter matches, newest first, `batch` at a time: keyset on (paid_at, id) along
 * its index, so the whole history streams in bounded memory, whatever its length.
 */
export function everyPayment(
  db: Knex,
  branches: BranchFilter,
  filter: PaymentFilter,
  batch?: number,
): AsyncGenerator<PaymentRecord[]> {
  return everyRowOf(
    db,
    paymentsMatching(db, filter, branches),
    (ids) => selectPayments(db).whereIn('payments.id', ids),
    'DESC',
    { sort: 'payments.paid_at', id: 'payments.id' },
    toPaymentRecord,
    batch,
  );
}

/** A payment the branches received (`branches` left out: any). */
export async function getPayment(
  db: Knex,
  id: string,
  branches: BranchFilter = null,
): Promise<PaymentRecord | null> {
  const row = (await whereBranches(
    selectPayments(db).where('payments.id', id),
    'payments.branch_id',
    branches,
  ).first()) as PaymentRow | undefined;
  return row ? toPaymentRecord(row) : null;
}
