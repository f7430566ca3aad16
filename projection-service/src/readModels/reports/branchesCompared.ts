import type { Knex } from 'knex';
import {
  formatMoney,
  type BranchFilter,
  type BranchFiguresDto,
  type BranchesComparedDto,
} from '@gym/contracts';
import { whileProjectionsStand } from '../../listQuery';
import { owingSql } from '../memberships/predicates';
import { monthsOf, type ReportRange } from './query';

interface Line {
  branch_id: string;
  month: string;
  revenue_paise: string | number;
  new_members: string | number;
  renewals: string | number;
  visits: string | number;
}

const NONE = { revenue: 0, newMembers: 0, renewals: 0, visits: 0 };
type Figures = typeof NONE;

const add = (a: Figures, b: Figures): Figures => ({
  revenue: a.revenue + b.revenue,
  newMembers: a.newMembers + b.newMembers,
  renewals: a.renewals + b.renewals,
  visits: a.visits + b.visits,
});
const dto = (f: Figures): BranchFiguresDto => ({ ...f, revenue: formatMoney(f.revenue) });

/** `and <column> in (…)` for the branches a caller sees, nothing for every branch. */
function within(branches: BranchFilter, column: string): { sql: string; bindings: string[] } {
  if (branches === null) return { sql: '', bindings: [] };
  if (branches.length === 0) return { sql: ' and false', bindings: [] };
  return {
    sql: ` and ${column} in (${branches.map(() => '?').join(', ')})`,
    bindings: [...branches],
  };
}

/**
 * Revenue, new members, renewals and visits per branch and month, and dues per branch, for the
 * branches the caller sees. Each figure is the consolidated report's own sum split by branch (the
 * payment's, the member's home, the selling, the desk's branch), so the branches add up to it.
 */
export function branchesCompared(
  db: Knex,
  range: ReportRange,
  options: { branches: BranchFilter; timeZone: string; today: string },
): Promise<BranchesComparedDto> {
  const key = `branches-compared:${range.from}:${range.to}:${options.today}:${options.branches?.join(',') ?? '*'}`;
  return whileProjectionsStand(db, key, () => compute(db, range, options));
}

async function compute(
  db: Knex,
  range: ReportRange,
  options: { branches: BranchFilter; timeZone: string; today: string },
): Promise<BranchesComparedDto> {
  const { from, to } = range;
  const pay = within(options.branches, 'branch_id');
  const home = within(options.branches, 'home_branch_id');
  const sold = within(options.branches, 'branch_id');
  const desk = within(options.branches, 'branch_id');
  const { rows } = await db.raw<{ rows: Line[] }>(
    `select branch_id, month, sum(revenue_paise) as revenue_paise, sum(new_members) as new_members,
            sum(renewals) as renewals, sum(visits) as visits
       from (select branch_id, to_char(payment_day, 'YYYY-MM') as month, sum(amount_paise) as revenue_paise,
                    0 as new_members, 0 as renewals, 0 as visits
               from payments
              where state <> 'voided' and payment_day between ?::date and ?::date${pay.sql}
              group by 1, 2
             union all
             select branch_id, to_char(refund_day, 'YYYY-MM'), -sum(refunded_paise), 0, 0, 0
               from payments
              where state = 'refunded' and refund_day between ?::date and ?::date${pay.sql}
              group by 1, 2
             union all
             select home_branch_id, to_char(join_date, 'YYYY-MM'), 0, count(*), 0, 0
               from members
              where not removed and join_date between ?::date and ?::date${home.sql}
              group by 1, 2
             union all
             select branch_id, to_char((created_at at time zone ?)::date, 'YYYY-MM'), 0, 0, count(*), 0
               from memberships
              where renews_membership_id is not null
                and (created_at at time zone ?)::date between ?::date and ?::date${sold.sql}
              group by 1, 2
             union all
             select branch_id, to_char(day, 'YYYY-MM'), 0, 0, 0, count(*)
               from check_ins
              where day between ?::date and ?::date${desk.sql}
              group by 1, 2) lines
      group by 1, 2`,
    [
      from,
      to,
      ...pay.bindings,
      from,
      to,
      ...pay.bindings,
      from,
      to,
      ...home.bindings,
      options.timeZone,
      options.timeZone,
      from,
      to,
      ...sold.bindings,
      from,
      to,
      ...desk.bindings,
    ],
  );
  const owing = await db.raw<{ rows: { branch_id: string; paise: string }[] }>(
    `select branch_id, sum(remaining_paise) as paise
       from memberships
      where ${owingSql()} and not member_removed${sold.sql}
      group by 1`,
    sold.bindings,
  );
  const branches = await db('branches')
    .modify((q) => {
      if (options.branches !== null) q.whereIn('id', options.branches);
    })
    .orderBy('name')
    .select<{ id: string; code: string; name: string }[]>('id', 'code', 'name');

  const months = monthsOf(range);
  const figures = new Map<string, Figures>();
  for (const row of rows) {
    figures.set(`${row.branch_id}:${row.month}`, {
      revenue: Number(row.revenue_paise),
      newMembers: Number(row.new_members),
      renewals: Number(row.renewals),
      visits: Number(row.visits),
    });
  }
  const dues = new Map(owing.rows.map((r) => [r.branch_id, Number(r.paise)]));
  const consolidated = months.map(() => NONE);
  let consolidatedDues = 0;
  const perBranch = branches.map((branch) => {
    const byMonth = months.map((month, i) => {
      const f = figures.get(`${branch.id}:${month}`) ?? NONE;
      consolidated[i] = add(consolidated[i]!, f);
      return f;
    });
    const owed = dues.get(branch.id) ?? 0;
    consolidatedDues += owed;
    return {
      branchId: branch.id,
      code: branch.code,
      name: branch.name,
      months: byMonth.map((f, i) => ({ month: months[i]!, ...dto(f) })),
      total: dto(byMonth.reduce(add, NONE)),
      dues: formatMoney(owed),
    };
  });
  return {
    from,
    to,
    branches: perBranch,
    total: {
      months: consolidated.map((f, i) => ({ month: months[i]!, ...dto(f) })),
      total: dto(consolidated.reduce(add, NONE)),
      dues: formatMoney(consolidatedDues),
    },
  };
}
