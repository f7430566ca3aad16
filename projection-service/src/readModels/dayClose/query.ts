import type { Knex } from 'knex';
import {
  DAY_CLOSE_LINES,
  DAY_CLOSE_LINE_METHOD,
  formatMoney,
  type BranchFilter,
  type DayCloseDto,
  type DayCloseExpectedLine,
  type DayCloseLine,
} from '@gym/contracts';
import { whereBranches } from '../../branchFilter';
import { pageOf, everyRowOf, type ListQuery, type ListResult } from '../../listQuery';

/** What the books expect of a branch's day, in paise, line by line. */
export interface ExpectedDay {
  openingFloatPaise: number;
  lines: Record<
    DayCloseLine,
    { receivedPaise: number; refundedPaise: number; expectedPaise: number }
  >;
  cashExpensesPaidPaise: number;
  cashExpensesVoidedPaise: number;
}

type Kind = 'received' | 'refunded' | 'expensesPaid' | 'expensesVoided' | 'float';

/**
 * What the books expect of `branchId`'s `day`, in one statement of index seeks bounded by that
 * branch and day (none grows with history): payments received that day; voids and refunds whose
 * drawer day it is (a void older than the drawer day: made that day in the gym's time zone);
 * expenses paid that day, and expenses whose void's drawer day it is; and the float the branch's last close
 * before the day left. Cash expected = float + received − refunded − expenses paid + expenses
 * voided; the other methods are what the terminal or bank should settle: received − refunded.
 */
export async function expectedForDay(
  db: Knex,
  branchId: string,
  day: string,
  timeZone: string,
): Promise<ExpectedDay> {
  const { rows } = (await db.raw(
    `select 'received' as kind, method, sum(amount_paise)::bigint as paise
       from payments where branch_id = ?::uuid and payment_day = ?::date group by method
     union all
     select 'refunded', method,
            sum(case when state = 'voided' then amount_paise else coalesce(refunded_paise, 0) end)::bigint
       from payments where branch_id = ?::uuid and drawer_day = ?::date group by method
     union all
     select 'refunded', method, sum(amount_paise)::bigint
       from payments where branch_id = ?::uuid and drawer_day is null and state = 'voided'
        and corrected_at >= (?::date::timestamp at time zone ?)
        and corrected_at < ((?::date + 1)::timestamp at time zone ?)
      group by method
     union all
     select 'expensesPaid', method, sum(amount_paise)::bigint
       from expenses where branch_id = ?::uuid and expense_day = ?::date group by method
     union all
     select 'expensesVoided', method, sum(amount_paise)::bigint
       from expenses where branch_id = ?::uuid and void_drawer_day = ?::date group by method
     union all
     select 'float', 'cash', float_left_paise from (
       select float_left_paise from day_closes
        where branch_id = ?::uuid and day < ?::date and status = 'closed'
        order by day desc limit 1) last_close`,
    [
      branchId,
      day,
      branchId,
      day,
      branchId,
      day,
      timeZone,
      day,
      timeZone,
      branchId,
      day,
      branchId,
      day,
      branchId,
      day,
    ],
  )) as { rows: { kind: Kind; method: string; paise: string | null }[] };
  const of = (kind: Kind, method: string) =>
    rows
      .filter((r) => r.kind === kind && r.method === method)
      .reduce((sum, r) => sum + Number(r.paise ?? 0), 0);
  const openingFloatPaise = of('float', 'cash');
  const cashExpensesPaidPaise = of('expensesPaid', 'cash');
  const cashExpensesVoidedPaise = of('expensesVoided', 'cash');
  const lines = Object.fromEntries(
    DAY_CLOSE_LINES.map((line) => {
      const method = DAY_CLOSE_LINE_METHOD[line];
      const receivedPaise = of('received', method);
      const refundedPaise = of('refunded', method);
      const cash =
        line === 'cash' ? openingFloatPaise - cashExpensesPaidPaise + cashExpensesVoidedPaise : 0;
      return [
        line,
        { receivedPaise, refundedPaise, expectedPaise: receivedPaise - refundedPaise + cash },
      ];
    }),
  ) as ExpectedDay['lines'];
  return { openingFloatPaise, lines, cashExpensesPaidPaise, cashExpensesVoidedPaise };
}

/** The expected figures on the wire, line by line (cash with its float and expenses). */
export function expectedLinesDto(
  expected: ExpectedDay,
): Record<DayCloseLine, DayCloseExpectedLine> {
  return Object.fromEntries(
    DAY_CLOSE_LINES.map((line) => {
      const l = expected.lines[line];
      return [
        line,
        {
          received: formatMoney(l.receivedPaise),
          refunded: formatMoney(l.refundedPaise),
          ...(line === 'cash' && {
            openingFloat: formatMoney(expected.openingFloatPaise),
            expensesPaid: formatMoney(expected.cashExpensesPaidPaise),
            expensesVoided: formatMoney(expected.cashExpensesVoidedPaise),
          }),
          expected: formatMoney(l.expectedPaise),
        },
      ];
    }),
  ) as Record<DayCloseLine, DayCloseExpectedLine>;
}

type Paise = string | number;
export interface DayCloseRow {
  id: string;
  branch_id: string;
  day: string;
  status: 'closed' | 'reopened';
  closed_by: string | null;
  closed_at: Date;
  opening_float_paise: Paise;
  total_difference_paise: Paise;
  denominations: Record<string, number> | null;
  banked_paise: Paise;
  float_left_paise: Paise;
  reopened_by: string | null;
  reopened_at: Date | null;
  reopen_reason: string | null;
  [line: string]: unknown;
}

const COLUMN_OF: Record<DayCloseLine, string> = {
  cash: 'cash',
  card: 'card',
  upi: 'upi',
  bankTransfer: 'bank_transfer',
};

const money = (value: unknown) => formatMoney(Number(value));

export function toDayCloseDto(row: DayCloseRow): DayCloseDto {
  const line = (name: DayCloseLine) => {
    const c = COLUMN_OF[name];
    return {
      expected: money(row[`${c}_expected_paise`]),
      counted: money(row[`${c}_counted_paise`]),
      difference: money(row[`${c}_difference_paise`]),
      reason: (row[`${c}_reason`] as string | null) ?? null,
    };
  };
  return {
    id: row.id,
    branchId: row.branch_id,
    day: row.day,
    status: row.status,
    closedBy: row.closed_by,
    closedAt: row.closed_at.toISOString(),
    openingFloat: money(row.opening_float_paise),
    cash: line('cash'),
    card: line('card'),
    upi: line('upi'),
    bankTransfer: line('bankTransfer'),
    denominations: row.denominations,
    banked: money(row.banked_paise),
    floatLeft: money(row.float_left_paise),
    totalDifference: money(row.total_difference_paise),
    reopenedBy: row.reopened_by,
    reopenedAt: row.reopened_at?.toISOString() ?? null,
    reopenReason: row.reopen_reason,
  };
}

const selectDayCloses = (db: Knex) => db<DayCloseRow>('day_closes').select('*');

/** A branch's day as last closed, or as last reopened (null: never closed). */
export async function getDayClose(
  db: Knex,
  branchId: string,
  day: string,
): Promise<DayCloseDto | null> {
  const row = (await selectDayCloses(db)
    .where({ branch_id: branchId, day })
    .orderBy('id', 'desc')
    .first()) as DayCloseRow | undefined;
  return row ? toDayCloseDto(row) : null;
}

export const DAY_CLOSE_SORT_FIELDS = ['day'] as const;
export type DayCloseSortField = (typeof DAY_CLOSE_SORT_FIELDS)[number];
export interface DayCloseFilter {
  branchId?: string;
  from?: string;
  to?: string;
  closedBy?: string;
  status?: 'closed' | 'reopened';
  /** Only closes with a difference (any line not as expected). */
  withDifference?: boolean;
}

function dayClosesMatching(db: Knex, branches: BranchFilter, filter: DayCloseFilter) {
  const q = whereBranches(db('day_closes'), 'branch_id', branches);
  if (filter.branchId) q.where('branch_id', filter.branchId);
  if (filter.from) q.where('day', '>=', filter.from);
  if (filter.to) q.where('day', '<=', filter.to);
  if (filter.closedBy) q.where('closed_by', filter.closedBy);
  if (filter.status) q.where('status', filter.status);
  if (filter.withDifference) {
    q.where((or) => {
      for (const c of Object.values(COLUMN_OF)) or.orWhereNot(`${c}_difference_paise`, 0);
    });
  }
  return q;
}

/** The day-close report: closes the scope shows, newest day first unless asked; one page. */
export function listDayCloses(
  db: Knex,
  branches: BranchFilter,
  query: ListQuery<DayCloseSortField, DayCloseFilter>,
): Promise<ListResult<DayCloseDto>> {
  return pageOf(
    db,
    dayClosesMatching(db, branches, query.filter),
    (ids) => selectDayCloses(db).whereIn('id', ids),
    query,
    { table: 'day_closes', sort: 'day', id: 'id', keysNeverNull: true },
    toDayCloseDto,
  );
}

/** Every close a filter matches, newest day first, a batch at a time (the CSV). */
export function everyDayClose(
  db: Knex,
  branches: BranchFilter,
  filter: DayCloseFilter,
  batch?: number,
): AsyncGenerator<DayCloseDto[]> {
  return everyRowOf(
    db,
    dayClosesMatching(db, branches, filter),
    (ids) => selectDayCloses(db).whereIn('id', ids),
    'DESC',
    { sort: 'day', id: 'id' },
    toDayCloseDto,
    batch,
  );
}

/**
 * The open branches that took money or paid an expense on `day` and have not closed it (never
 * closed, or reopened and not closed again): the morning reminder. A branch with no payment and
 * no expense that day has nothing to count and is left out. One branch's check is three index
 * seeks; the branches are few.
 */
export async function branchesNotClosedOn(
  db: Knex,
  day: string,
): Promise<{ branchId: string; name: string }[]> {
  const { rows } = (await db.raw(
    `select b.id as "branchId", b.name
       from branches b
      where b.open
        and not exists (select 1 from day_closes c
                         where c.branch_id = b.id and c.day = ?::date and c.status = 'closed')
        and (exists (select 1 from payments p where p.branch_id = b.id and p.payment_day = ?::date)
             or exists (select 1 from expenses e where e.branch_id = b.id and e.expense_day = ?::date))
      order by lower(b.name), b.id`,
    [day, day, day],
  )) as { rows: { branchId: string; name: string }[] };
  return rows;
}
