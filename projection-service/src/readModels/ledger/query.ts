import type { Knex } from 'knex';
import { formatMoney, type BalancesAsOfDto, type CalendarDate } from '@gym/contracts';

/** The most memberships the report lists (the totals cover all of them). */
export const BALANCES_MAX_ROWS = 1000;

/**
 * Each membership's total, paid and outstanding as the books stood at the end of `asOf` in the
 * gym's time zone: the ledger changes up to that instant summed per membership (one index range
 * scan and a hash aggregate), largest outstanding first, with the totals over all of them.
 */
export async function balancesAsOf(
  db: Knex,
  asOf: CalendarDate,
  timeZone: string,
): Promise<BalancesAsOfDto> {
  const { rows } = await db.raw<{
    rows: {
      membership_id: string;
      member_first_name: string;
      member_last_name: string;
      plan_name: string;
      total: string;
      paid: string;
      n: string;
      sum_total: string;
      sum_paid: string;
      sum_outstanding: string;
    }[];
  }>(
    `with books as (
       select membership_id, sum(total_delta_paise) as total, sum(paid_delta_paise) as paid
         from membership_ledger_changes
        where occurred_at < ((?::date + 1)::timestamp at time zone ?)
        group by membership_id)
     select b.membership_id, m.member_first_name, m.member_last_name, m.plan_name,
            b.total, b.paid,
            count(*) over () as n,
            sum(b.total) over () as sum_total,
            sum(b.paid) over () as sum_paid,
            sum(greatest(b.total - b.paid, 0)) over () as sum_outstanding
       from books b
       join memberships m on m.id = b.membership_id
      order by greatest(b.total - b.paid, 0) desc, b.membership_id
      limit ?`,
    [asOf, timeZone, BALANCES_MAX_ROWS],
  );
  const first = rows[0];
  const count = Number(first?.n ?? 0);
  return {
    asOf,
    count,
    truncated: count > rows.length,
    rows: rows.map((row) => ({
      membershipId: row.membership_id,
      memberName: `${row.member_first_name} ${row.member_last_name}`.trim(),
      planName: row.plan_name,
      total: formatMoney(Number(row.total)),
      paid: formatMoney(Number(row.paid)),
      outstanding: formatMoney(Math.max(0, Number(row.total) - Number(row.paid))),
    })),
    total: {
      total: formatMoney(Number(first?.sum_total ?? 0)),
      paid: formatMoney(Number(first?.sum_paid ?? 0)),
      outstanding: formatMoney(Number(first?.sum_outstanding ?? 0)),
    },
  };
}
