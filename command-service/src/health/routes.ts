import Router from '@koa/router';
import type { Db } from '@gym/platform';
import { checkHealth, healthHttpStatus } from '@gym/projection-service';
import type { AppContextExtras, AppState } from '../http/context';

/**
 * 200 once the service has started, its database answers and no projector is failing; 503
 * otherwise, naming each failing projector, the event it stopped at and the error.
 */
export function healthRoutes(deps: { db: Db; isReady: () => boolean }) {
  const router = new Router<AppState, AppContextExtras>();
  router.get('/api/health', async (ctx) => {
    const report = await checkHealth(deps.db);
    const body = deps.isReady() ? report : { ...report, status: 'starting' as const };
    ctx.status = healthHttpStatus(body);
    ctx.body = body;
  });
  return router;
}
