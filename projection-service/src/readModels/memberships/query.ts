import type { Knex } from 'knex';
import {
  addDays,
  formatMoney,
  type AgeingBucket,
  type MembershipDto,
  type MembershipFreezeDto,
  type MembershipMemberDto,
  type MembershipStatus,
  type PaymentReminderDto,
  type BranchFilter,
} from '@gym/contracts';
import { branchesKey, whereBranches } from '../../branchFilter';
import {
  everyRowOf,
  likePattern,
  pageOf,
  whileProjectionsStand,
  type ListQuery,
  type ListResult,
  type SortColumn,
} from '../../listQuery';
import { currentFirstOrder } from './currentFirst';
import { whereInAgeingBucket, whereOwing } from './predicates';

interface MembershipRow {
  id: string;
  member_id: string;
  plan_id: string;
  plan_name: string;
  plan_price_paise: string;
  plan_duration_days: number;
  member_first_name: string;
  member_last_name: string;
  member_email: string;
  member_phone: string;
  member_status: string;
  member_removed: boolean;
  start_date: string;
  end_date: string;
  status: MembershipStatus;
  total_paise: string;
  paid_paise: string;
  remaining_paise: string;
  next_payment_due_date: string | null;
  renews_membership_id: string | null;
  cancel_reason: string | null;
  branch_id: string;
  created_at: Date;
  updated_at: Date;
}

export const MEMBERSHIP_SORT_FIELDS = [
  'id',
  'startDate',
  'endDate',
  'status',
  'totalAmount',
  'paidAmount',
  'remainingAmount',
  'nextPaymentDueDate',
  'createdAt',
  /** A member's memberships, the one running today first (currentFirstOrder). */
  'current',
] as const;
export type MembershipSortField = (typeof MEMBERSHIP_SORT_FIELDS)[number];
export interface MembershipFilter {
  q?: string;
  memberId?: string;
  status?: MembershipStatus;
  outstanding?: boolean;
  /** Owing and in this dues-ageing bucket on `today` (the dues ageing report's rule). */
  ageing?: { bucket: AgeingBucket; today: string };
  id?: string[];
}

const SORT_COLUMNS: Record<Exclude<MembershipSortField, 'current'>, string> = {
  id: 'id',
  startDate: 'start_date',
  endDate: 'end_date',
  status: 'status',
  totalAmount: 'total_paise',
  paidAmount: 'paid_paise',
  remainingAmount: 'remaining_paise',
  nextPaymentDueDate: 'next_payment_due_date',
  createdAt: 'created_at',
};

/** The member a membership row carries (kept in step by the memberships projector). */
const memberOf = (row: MembershipRow): MembershipMemberDto => ({
  id: row.member_id,
  firstName: row.member_first_name,
  lastName: row.member_last_name,
  email: row.member_email,
  phone: row.member_phone,
});

export function toMembershipDto(row: MembershipRow): MembershipDto {
  return {
    id: row.id,
    memberId: row.member_id,
    planId: row.plan_id,
    plan: {
      id: row.plan_id,
      name: row.plan_name,
      price: formatMoney(Number(row.plan_price_paise)),
      duration: row.plan_duration_days,
    },
    member: memberOf(row),
    startDate: row.start_date,
    endDate: row.end_date,
    status: row.status,
    totalAmount: formatMoney(Number(row.total_paise)),
    paidAmount: formatMoney(Number(row.paid_paise)),
    remainingAmount: formatMoney(Math.max(0, Number(row.remaining_paise))),
    nextPaymentDueDate: row.next_payment_due_date,
    renewsMembershipId: row.renews_membership_id,
    cancelReason: row.cancel_reason,
    branchId: row.branch_id,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The memberships the branches sold that a filter matches (the list's and the export's rule). */
function membershipsMatching(
  db: Knex,
  filter: MembershipFilter,
  branches: BranchFilter,
): Knex.QueryBuilder {
  return db<MembershipRow>('memberships').where((qb) => {
    whereBranches(qb, 'branch_id', branches);
    const { q, memberId, status, outstanding, ageing, id } = filter;
    if (q) {
      const pattern = likePattern(q);
      qb.where((w) =>
        w
          .whereRaw(`lower(member_first_name || ' ' || member_last_name) like lower(?)`, [pattern])
          .orWhereRaw('lower(member_email) like lower(?)', [pattern])
          .orWhereRaw('lower(plan_name) like lower(?)', [pattern]),
      );
    }
    if (memberId) qb.where('member_id', memberId);
    if (status) qb.where('status', status);
    // Still owing money: listed on the payments screen and in the reminders.
    if (outstanding || ageing) whereOwing(qb.where('member_removed', false));
    if (ageing) whereInAgeingBucket(qb, ageing.bucket, ageing.today);
    if (id) qb.whereIn('id', id);
  });
}

/** A list's sort keys; `current` needs the gym's today. */
function sortColumnOf(field: MembershipSortField, today: string | undefined): SortColumn {
  if (field !== 'current') return SORT_COLUMNS[field];
  if (!today) throw new Error('the current-first order needs the gym today');
  return { expressions: currentFirstOrder(today) };
}

export async function listMemberships(
  db: Knex,
  branches: BranchFilter,
  query: ListQuery<MembershipSortField, MembershipFilter>,
  today?: string,
): Promise<ListResult<MembershipDto>> {
  return pageOf(
    db,
    membershipsMatching(db, query.filter, branches),
    (ids) => db<MembershipRow>('memberships').whereIn('id', ids),
    query,
    {
      table: 'memberships',
      sort: sortColumnOf(query.sort.field, today),
      id: 'id',
      keysNeverNull: query.sort.field !== 'nextPaymentDueDate',
    },
    toMembershipDto,
  );
}

/**
 * The export's keys: the list's columns, but a missing due date as 'infinity', where the list's
 * order puts NULL (last going up, first going down), since a keyset cannot step past a NULL.
 */
const KEYSET_COLUMNS: Record<Exclude<MembershipSortField, 'current'>, SortColumn> = {
  ...SORT_COLUMNS,
  nextPaymentDueDate: { expressions: [`coalesce(next_payment_due_date, 'infinity'::date)`] },
};

/** Every membership a filter matches, in the list's order, `batch` at a time (the CSV export). */
export function everyMembership(
  db: Knex,
  branches: BranchFilter,
  query: Pick<ListQuery<MembershipSortField, MembershipFilter>, 'sort' | 'filter'>,
  batch?: number,
  today?: string,
): AsyncGenerator<MembershipDto[]> {
  const field = query.sort.field;
  return everyRowOf(
    db,
    membershipsMatching(db, query.filter, branches),
    (ids) => db<MembershipRow>('memberships').whereIn('id', ids),
    query.sort.order,
    {
      sort: field === 'current' ? sortColumnOf(field, today) : KEYSET_COLUMNS[field],
      id: 'id',
    },
    toMembershipDto,
    batch,
  );
}

/** A membership the branches sold (`branches` left out: any). */
export async function getMembership(
  db: Knex,
  id: string,
  branches: BranchFilter = null,
): Promise<MembershipDto | null> {
  const row = (await whereBranches(
    db<MembershipRow>('memberships').where({ id }),
    'branch_id',
    branches,
  ).first()) as MembershipRow | undefined;
  return row ? toMembershipDto(row) : null;
}

/** The order of a member's memberships as SQL, with the id last (currentFirstOrder). */
const currentFirst = (qb: Knex.QueryBuilder, today: string) =>
  qb.orderByRaw([...currentFirstOrder(today), 'id'].join(', '));

/**
 * A member's memberships that the branches sold, the one running `today` first (the member
 * page's current one).
 */
export async function membershipsOfMember(
  db: Knex,
  memberId: string,
  today: string,
  branches: BranchFilter,
): Promise<MembershipDto[]> {
  const rows: MembershipRow[] = await currentFirst(
    whereBranches(
      db<MembershipRow>('memberships').where({ member_id: memberId }),
      'branch_id',
      branches,
    ),
    today,
  );
  return rows.map(toMembershipDto);
}

/**
 * Memberships ending within `days` of today (gym time zone), still running, of active members,
 * and not already renewed.
 */
export async function listExpiring(
  db: Knex,
  branches: BranchFilter,
  today: string,
  range: readonly [number, number],
  days = 7,
): Promise<ListResult<MembershipDto>> {
  const expiring = whereBranches(db<MembershipRow>('memberships'), 'branch_id', branches)
    .whereBetween('end_date', [today, addDays(today, days)])
    .whereIn('status', ['pending_payment', 'partial_paid', 'active'])
    .where({ member_status: 'active', member_removed: false })
    .whereNull('renewed_by_membership_id');
  return pageOf(
    db,
    expiring,
    (ids) => db<MembershipRow>('memberships').whereIn('id', ids),
    { sort: { order: 'ASC' }, range },
    { table: 'memberships', sort: 'end_date', id: 'id' },
    toMembershipDto,
  );
}

/** Memberships whose end date has passed and that are not yet expired or cancelled. */
export async function listDueForExpiry(db: Knex, today: string): Promise<string[]> {
  const rows = await db('memberships')
    .where('end_date', '<', today)
    .whereNotIn('status', ['expired', 'cancelled'])
    .orderBy('end_date')
    .select('id');
  return rows.map((r: { id: string }) => r.id);
}

/**
 * The reminders' order, the one rule for the dashboard panel, the API and the reminder job: due
 * today and within the week (soonest first), then overdue (the most recent first, the oldest
 * debts last), then due later (soonest first). Both keys ascend: the group, then the days between
 * the due date and today.
 */
export function paymentReminderOrder(db: Knex, today: string): SortColumn {
  const weekEnd = addDays(today, REMINDER_WEEK_DAYS - 1);
  return {
    expressions: [
      db
        .raw(
          `(case when next_payment_due_date between ?::date and ?::date then 0
                 when next_payment_due_date < ?::date then 1 else 2 end)`,
          [today, weekEnd, today],
        )
        .toString(),
      db.raw('abs(next_payment_due_date - ?::date)', [today]).toString(),
    ],
  };
}

/** "This week" in the reminders' order: today and the six days after it. */
export const REMINDER_WEEK_DAYS = 7;

/** GET /api/notifications/payments: memberships still owing money with a next due date, in paymentReminderOrder. */
export async function listPaymentReminders(
  db: Knex,
  branches: BranchFilter,
  today: string,
  range: readonly [number, number],
): Promise<ListResult<PaymentReminderDto>> {
  const reminders = whereOwing(
    whereBranches(db<MembershipRow>('memberships'), 'branch_id', branches),
  )
    .whereNotNull('next_payment_due_date')
    .where('member_removed', false);
  // Every desk's dashboard asks for the same first page: it is a sort of every owing membership
  // with a due date, so it is kept while the projections stand, as the dashboard's figures are.
  const key = `payment-reminders:${branchesKey(branches)}:${today}:${range[0]}-${range[1]}`;
  return whileProjectionsStand(db, key, () =>
    pageOf(
      db,
      reminders,
      (ids) => db<MembershipRow>('memberships').whereIn('id', ids),
      { sort: { order: 'ASC' }, range },
      { table: 'memberships', sort: paymentReminderOrder(db, today), id: 'id' },
      (row: MembershipRow): PaymentReminderDto => ({
        id: row.id,
        member: memberOf(row),
        plan: { id: row.plan_id, name: row.plan_name },
        remainingAmount: formatMoney(Number(row.remaining_paise)),
        nextPaymentDueDate: row.next_payment_due_date!,
      }),
    ),
  );
}

/**
 * Which of a member's memberships the desk checks a visit against: the first in the member
 * page's order (currentFirstOrder). One index range read of the member's memberships; the
 * caller then reads that membership's own stream.
 */
export async function currentMembershipIdOf(
  db: Knex,
  memberId: string,
  today: string,
): Promise<string | null> {
  const row: { id: string } | undefined = await currentFirst(
    db('memberships').where({ member_id: memberId }),
    today,
  ).first('id');
  return row?.id ?? null;
}

/** A membership's frozen periods, in order. */
export async function freezesOfMembership(
  db: Knex,
  membershipId: string,
): Promise<MembershipFreezeDto[]> {
  const rows: {
    from_date: string;
    days: number;
    reason: string;
    frozen_at: Date;
    unfrozen_on: string | null;
    returned_days: number;
  }[] = await db('membership_freezes')
    .where({ membership_id: membershipId })
    .orderBy('from_date')
    .orderBy('revision');
  return rows.map((r) => ({
    from: r.from_date,
    days: r.days,
    reason: r.reason,
    frozenAt: r.frozen_at.toISOString(),
    unfrozenOn: r.unfrozen_on,
    returnedDays: r.returned_days,
    resumesOn: addDays(r.from_date, r.days - r.returned_days),
  }));
}
