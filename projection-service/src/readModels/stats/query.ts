import type { Knex } from 'knex';
import { formatMoney, type BranchFilter, type DashboardStatsDto } from '@gym/contracts';
import { andBranchesSql, branchesKey, whereBranches } from '../../branchFilter';
import { whileProjectionsStand } from '../../listQuery';
import { listExpiring } from '../memberships/query';
import { inForceOnSql, paidInFullSql } from '../memberships/predicates';

/** The month of `today` (gym time zone): [first day, first day of next month). */
function monthOf(today: string): [string, string] {
  const [y, m] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return [`${today.slice(0, 7)}-01`, next];
}

/** The last day of the month before `today`'s. */
export function lastDayOfPreviousMonth(today: string): string {
  const first = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  return new Date(first.getTime() - 86_400_000).toISOString().slice(0, 10);
}

/**
 * Payments the branches received dated in the month, less voided ones, less refunds given in the
 * month.
 */
export async function monthlyRevenuePaise(
  db: Knex,
  branches: BranchFilter,
  today: string,
): Promise<number> {
  const [from, to] = monthOf(today);
  const at = andBranchesSql('branch_id', branches);
  const { rows } = await db.raw<{ rows: { paise: string }[] }>(
    `select
       coalesce((select sum(amount_paise) from payments
                 where state <> 'voided' and payment_day >= ? and payment_day < ?${at.sql}), 0)
     - coalesce((select sum(refunded_paise) from payments
                 where state = 'refunded' and refund_day >= ? and refund_day < ?${at.sql}), 0)
       as paise`,
    [from, to, ...at.bindings, from, to, ...at.bindings],
  );
  return Number(rows[0]?.paise ?? 0);
}

/** Members now, and those who had joined by the end of last month: one pass over members. */
async function memberCounts(db: Knex, branches: BranchFilter, monthStart: string) {
  const at = andBranchesSql('home_branch_id', branches);
  const { rows } = await db.raw<{ rows: { now: string; before: string }[] }>(
    `select count(*) as now, count(*) filter (where join_date < ?) as before
       from members where not removed${at.sql}`,
    [monthStart, ...at.bindings],
  );
  return { now: Number(rows[0]?.now ?? 0), before: Number(rows[0]?.before ?? 0) };
}

/**
 * Memberships in force on `day`: paid in full, not cancelled, the day within their period (the
 * read model keeps no status history, so "paid in full" is as the membership stands today).
 */
async function paidMembershipsOn(db: Knex, branches: BranchFilter, day: string): Promise<number> {
  const [row] = await whereBranches(db('memberships'), 'branch_id', branches)
    .where({ member_removed: false })
    .whereRaw(inForceOnSql('?'), [day, day])
    .whereRaw(paidInFullSql())
    .count<{ count: string }[]>('* as count');
  return Number(row?.count ?? 0);
}

/** The branches' dashboard figures, counted once per day, scope and state of the projections. */
export function dashboardStats(
  db: Knex,
  branches: BranchFilter,
  today: string,
): Promise<DashboardStatsDto> {
  return whileProjectionsStand(db, `dashboard:${today}:${branchesKey(branches)}`, () =>
    countDashboardStats(db, branches, today),
  );
}

async function countDashboardStats(
  db: Knex,
  branches: BranchFilter,
  today: string,
): Promise<DashboardStatsDto> {
  const lastMonthEnd = lastDayOfPreviousMonth(today);
  const [members, active, revenue, expiring, activeBefore, revenueBefore] = await Promise.all([
    memberCounts(db, branches, monthOf(today)[0]),
    // Running today and paid, as on last month's last day: a renewal paid ahead is not yet in force.
    paidMembershipsOn(db, branches, today),
    monthlyRevenuePaise(db, branches, today),
    listExpiring(db, branches, today, [0, 0]),
    paidMembershipsOn(db, branches, lastMonthEnd),
    monthlyRevenuePaise(db, branches, lastMonthEnd),
  ]);
  return {
    totalMembers: members.now,
    activeMembers: active,
    monthlyRevenue: formatMoney(revenue),
    expiringSoon: expiring.total,
    lastMonth: {
      totalMembers: members.before,
      activeMembers: activeBefore,
      monthlyRevenue: formatMoney(revenueBefore),
    },
  };
}
