import type { Knex } from 'knex';
import { formatMoney, type BalancesAsOfDto, type CalendarDate } from '@gym/contracts';

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

/**
 * Each membership's total and paid as the books stood at the end of `asOf` in the gym's time
 * zone: its ledger changes up to that instant, summed. The one rule of the report and its CSV.
 */
function booksAsOf(db: Knex, asOf: CalendarDate, timeZone: string): Knex.QueryBuilder {
  return db('membership_ledger_changes')
    .select(
      'membership_id',
      db.raw('sum(total_delta_paise) as total'),
      db.raw('sum(paid_delta_paise) as paid'),
    )
    .whereRaw('occurred_at < ((?::date + 1)::timestamp at time zone ?)', [asOf, timeZone])
    .groupBy('membership_id');
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
 * Each membership's total, paid and outstanding as the books stood at the end of `asOf` (one
 * index range scan and a hash aggregate), largest outstanding first, with the totals over all.
 */
export async function balancesAsOf(
  db: Knex,
  asOf: CalendarDate,
  timeZone: string,
): Promise<BalancesAsOfDto> {
  const rows = (await db
    .with('books', booksAsOf(db, asOf, timeZone))
    .from('books as b')
    .join('memberships as m', 'm.id', 'b.membership_id')
    .select(
      'b.membership_id',
      ...MEMBERSHIP_NAMES,
      'b.total',
      'b.paid',
      db.raw('count(*) over () as n'),
      db.raw('sum(b.total) over () as sum_total'),
      db.raw('sum(b.paid) over () as sum_paid'),
      db.raw('sum(greatest(b.total - b.paid, 0)) over () as sum_outstanding'),
    )
    .orderByRaw('greatest(b.total - b.paid, 0) desc, b.membership_id')
    .limit(BALANCES_MAX_ROWS)) as (BookRow & {
    n: string;
    sum_total: string;
    sum_paid: string;
    sum_outstanding: string;
  })[];
  const first = rows[0];
  const count = Number(first?.n ?? 0);
  return {
    asOf,
    count,
    truncated: count > rows.length,
    rows: rows.map(toBalanceRow),
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
  asOf: CalendarDate,
  timeZone: string,
  batch = 500,
): AsyncGenerator<BalanceRowDto[]> {
  let after: string | null = null;
  for (;;) {
    const books = booksAsOf(db, asOf, timeZone).orderBy('membership_id').limit(batch);
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
