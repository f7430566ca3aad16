import type { Knex } from 'knex';
import {
  formatMoney,
  type BalancesAsOfDto,
  type BranchFilter,
  type CalendarDate,
} from '@gym/contracts';
import { branchesKey, whereBranches } from '../../branchFilter';
import { whileProjectionsStand } from '../../listQuery';

/** The most memberships the report lists (the totals cover all of them). */
export const BALANCES_MAX_ROWS = 1000;

type BalanceRowDto = BalancesAsOfDto['rows'][number];

interface BookRow {
  membership_id: string;
  member_first_name: string;
  member_last_name: string;
  plan_name: string;
  total: string;
  paid: string;
}

/** The end of `asOf` in the gym's time zone: the books "as of" a day hold what came before. */
const endOf = (db: Knex, asOf: CalendarDate, timeZone: string) =>
  db.raw('((?::date + 1)::timestamp at time zone ?)', [asOf, timeZone]);

/**
 * Each membership's total and paid as the books stood at the end of `asOf` in the gym's time
 * zone: its ledger changes up to that instant, summed, for memberships that had one by then.
 * Read along the changes' primary key, a batch of memberships at a time (the CSV).
 */
function booksAsOf(
  db: Knex,
  branches: BranchFilter,
  asOf: CalendarDate,
  timeZone: string,
): Knex.QueryBuilder {
  const books = db('membership_ledger_changes')
    .select(
      'membership_id',
      db.raw('sum(total_delta_paise) as total'),
      db.raw('sum(paid_delta_paise) as paid'),
    )
    .where('occurred_at', '<', endOf(db, asOf, timeZone))
    .groupBy('membership_id');
  // The books of the memberships the branches sold.
  if (branches !== null)
    books.whereIn(
      'membership_id',
      whereBranches(
        db('membership_ledger_balances').select('membership_id'),
        'branch_id',
        branches,
      ),
    );
  return books;
}

/**
 * The same books for every membership at once (the report): each one's standing books less its
 * changes since the end of `asOf`. A recent day reads the few changes after it (an index range
 * scan), not the whole ledger; the reports test checks both ways agree.
 */
function standingBooksLessLaterChanges(
  db: Knex,
  branches: BranchFilter,
  asOf: CalendarDate,
  timeZone: string,
): Knex.QueryBuilder {
  const end = endOf(db, asOf, timeZone);
  const later = db('membership_ledger_changes')
    .select(
      'membership_id',
      db.raw('sum(total_delta_paise)::bigint as total'),
      db.raw('sum(paid_delta_paise)::bigint as paid'),
    )
    .where('occurred_at', '>=', end)
    .groupBy('membership_id');
  return whereBranches(db('membership_ledger_balances as s'), 's.branch_id', branches)
    .leftJoin(later.as('l'), 'l.membership_id', 's.membership_id')
    .select(
      's.membership_id',
      db.raw('s.total_paise - coalesce(l.total, 0) as total'),
      db.raw('s.paid_paise - coalesce(l.paid, 0) as paid'),
    )
    .where('s.first_change_at', '<', end);
}

function toBalanceRow(row: BookRow): BalanceRowDto {
  return {
    membershipId: row.membership_id,
    memberName: `${row.member_first_name} ${row.member_last_name}`.trim(),
    planName: row.plan_name,
    total: formatMoney(Number(row.total)),
    paid: formatMoney(Number(row.paid)),
    outstanding: formatMoney(Math.max(0, Number(row.total) - Number(row.paid))),
  };
}

const MEMBERSHIP_NAMES = ['m.member_first_name', 'm.member_last_name', 'm.plan_name'] as const;

/**
 * Each membership's total, paid and outstanding as the books stood at the end of `asOf`,
 * largest outstanding first, one page of them (`range`, inclusive, at most BALANCES_MAX_ROWS;
 * the first BALANCES_MAX_ROWS by default), with the totals over all; kept per day, page and
 * state of the projections.
 */
export function balancesAsOf(
  db: Knex,
  branches: BranchFilter,
  asOf: CalendarDate,
  timeZone: string,
  range: readonly [number, number] = [0, BALANCES_MAX_ROWS - 1],
): Promise<BalancesAsOfDto> {
  const [first, asked] = range;
  const last = Math.min(asked, first + BALANCES_MAX_ROWS - 1);
  return whileProjectionsStand(
    db,
    `balances:${asOf}:${first}-${last}:${branchesKey(branches)}`,
    () => computeBalances(db, branches, asOf, timeZone, first, last - first + 1),
    { weight: Math.max(1, Math.ceil((last - first + 1) / 20)) },
  );
}

async function computeBalances(
  db: Knex,
  branches: BranchFilter,
  asOf: CalendarDate,
  timeZone: string,
  offset: number,
  limit: number,
): Promise<BalancesAsOfDto> {
  // The totals over every membership, and one page of the largest outstanding, from the books
  // alone; only that page is joined to its names (not every membership of the gym).
  const rows = (await db
    .with('books', standingBooksLessLaterChanges(db, branches, asOf, timeZone))
    .with('totals', (q) =>
      q
        .from('books')
        .select(
          db.raw('count(*) as n'),
          db.raw('sum(total) as sum_total'),
          db.raw('sum(paid) as sum_paid'),
          db.raw('sum(greatest(total - paid, 0)) as sum_outstanding'),
        ),
    )
    .with('largest', (q) =>
      q
        .from('books')
        .select('*')
        .orderByRaw('greatest(total - paid, 0) desc, membership_id')
        .offset(offset)
        .limit(limit),
    )
    // The totals come with the page's rows; a page past the end keeps them (a right join).
    .from('largest as b')
    .join('memberships as m', 'm.id', 'b.membership_id')
    .joinRaw('right join totals on true')
    .select('b.membership_id', ...MEMBERSHIP_NAMES, 'b.total', 'b.paid', 'totals.*')
    .orderByRaw('greatest(b.total - b.paid, 0) desc, b.membership_id')) as (BookRow & {
    n: string;
    sum_total: string;
    sum_paid: string;
    sum_outstanding: string;
  })[];
  const first = rows[0];
  const count = Number(first?.n ?? 0);
  const page = rows.filter((row) => row.membership_id !== null);
  return {
    asOf,
    count,
    first: offset,
    truncated: count > page.length,
    rows: page.map(toBalanceRow),
    total: {
      total: formatMoney(Number(first?.sum_total ?? 0)),
      paid: formatMoney(Number(first?.sum_paid ?? 0)),
      outstanding: formatMoney(Number(first?.sum_outstanding ?? 0)),
    },
  };
}

/**
 * Every membership's books at the end of `asOf`, by membership id, `batch` at a time: a keyset
 * walk along the ledger's primary key (membership_id, revision), each batch a grouped range, so
 * the whole report streams in bounded memory (the CSV export).
 */
export async function* everyBalance(
  db: Knex,
  branches: BranchFilter,
  asOf: CalendarDate,
  timeZone: string,
  batch = 500,
): AsyncGenerator<BalanceRowDto[]> {
  let after: string | null = null;
  for (;;) {
    const books = booksAsOf(db, branches, asOf, timeZone).orderBy('membership_id').limit(batch);
    if (after) books.where('membership_id', '>', after);
    const page = (await books) as Pick<BookRow, 'membership_id' | 'total' | 'paid'>[];
    if (page.length === 0) return;
    const names = (await db('memberships as m')
      .select('m.id', ...MEMBERSHIP_NAMES)
      .whereIn(
        'm.id',
        page.map((b) => b.membership_id),
      )) as (Omit<BookRow, 'membership_id' | 'total' | 'paid'> & { id: string })[];
    const byId = new Map(names.map((m) => [m.id, m]));
    yield page.flatMap((b) => {
      const membership = byId.get(b.membership_id);
      return membership ? [toBalanceRow({ ...membership, ...b })] : [];
    });
    if (page.length < batch) return;
    after = page[page.length - 1]!.membership_id;
  }
}
