import type { Knex } from 'knex';
import { formatMoney, type DashboardStatsDto } from '@gym/contracts';
import { listExpiring } from '../memberships/query';

/** The month of `today` (gym time zone): [first day, first day of next month). */
function monthOf(today: string): [string, string] {
  const [y, m] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return [`${today.slice(0, 7)}-01`, next];
}

/** Payments dated in the month, less voided ones, less refunds given in the month. */
export async function monthlyRevenuePaise(db: Knex, today: string): Promise<number> {
  const [from, to] = monthOf(today);
  const { rows } = await db.raw<{ rows: { paise: string }[] }>(
    `select
       coalesce((select sum(amount_paise) from payments
                 where state <> 'voided' and payment_day >= ? and payment_day < ?), 0)
     - coalesce((select sum(refunded_paise) from payments
                 where state = 'refunded' and refund_day >= ? and refund_day < ?), 0) as paise`,
    [from, to, from, to],
  );
  return Number(rows[0]?.paise ?? 0);
}

export async function dashboardStats(db: Knex, today: string): Promise<DashboardStatsDto> {
  const [members, active, revenue, expiring] = await Promise.all([
    db('members').where({ removed: false }).count<{ count: string }[]>('* as count'),
    db('memberships')
      .where({ status: 'active', member_removed: false })
      .count<{ count: string }[]>('* as count'),
    monthlyRevenuePaise(db, today),
    listExpiring(db, today),
  ]);
  return {
    totalMembers: Number(members[0]?.count ?? 0),
    activeMembers: Number(active[0]?.count ?? 0),
    monthlyRevenue: formatMoney(revenue),
    expiringSoon: expiring.length,
  };
}
