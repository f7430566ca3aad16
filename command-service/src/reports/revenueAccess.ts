import { messages, type DashboardStatsDto } from '@gym/contracts';
import type { Db } from '@gym/platform';
import { getGymSettings } from '@gym/projection-service';
import { currentUser } from '../auth/guards';
import type { AppContext } from '../http/context';
import { HttpError } from '../http/errors';

/**
 * Whether the caller may read revenue (sums of payments): admins and branch managers always;
 * front-desk staff unless the owner's setting `hideRevenueFromStaff` is on. The one rule every revenue route asks.
 */
export async function mayReadRevenue(ctx: AppContext, db: Db): Promise<boolean> {
  const { role } = currentUser(ctx);
  if (role === 'admin' || role === 'branch_manager') return true;
  return !(await getGymSettings(db)).settings.hideRevenueFromStaff;
}

/** A report made of revenue: 403 for a caller the owner keeps it from. */
export async function requireRevenueAccess(ctx: AppContext, db: Db): Promise<void> {
  if (!(await mayReadRevenue(ctx, db))) throw new HttpError(403, messages.revenueHidden);
}

/** The dashboard's figures without their revenue (null) for a caller the owner keeps it from. */
export const withoutRevenue = (stats: DashboardStatsDto): DashboardStatsDto => ({
  ...stats,
  monthlyRevenue: null,
  lastMonth: { ...stats.lastMonth, monthlyRevenue: null },
});
