import Router from '@koa/router';
import { dashboardStats, listPaymentReminders } from '@gym/projection-service';
import { requireRole } from '../auth/guards';
import type { AppContextExtras, AppState } from '../http/context';
import { todayIn } from '../http/params';
import type { RouteDeps } from '../http/routeDeps';
import { listNotifications } from '../notifications/queries';

export function reportRoutes(deps: RouteDeps) {
  const router = new Router<AppState, AppContextExtras>({ prefix: '/api' });
  const staff = requireRole('admin', 'staff');

  router.get('/dashboard/stats', staff, async (ctx) => {
    ctx.body = await dashboardStats(deps.db, todayIn(deps.timeZone, deps.clock()));
  });

  router.get('/notifications/payments', staff, async (ctx) => {
    ctx.body = await listPaymentReminders(deps.db);
  });

  // What the reminder and receipt jobs sent (or keep in the outbox when no SMTP is set up).
  router.get('/notifications/outbox', requireRole('admin'), async (ctx) => {
    ctx.body = await listNotifications(deps.db, { limit: 200 });
  });

  return router;
}
