import type { Db } from '@gym/platform';
import { checkHealth, healthHttpStatus } from '@gym/projection-service';
import { publicRoute } from '../auth/guards';
import { apiRouter } from '../http/apiRouter';

/**
 * 200 once the service has started, its database answers and no projector is failing; 503
 * otherwise, naming each failing projector, the event it stopped at and the error.
 */
export function healthRoutes(deps: { db: Db; isReady: () => boolean }) {
  const router = apiRouter();
  router.get('/api/health', publicRoute, async (ctx) => {
    const report = await checkHealth(deps.db);
    const body = deps.isReady() ? report : { ...report, status: 'starting' as const };
    ctx.status = healthHttpStatus(body);
    ctx.body = body;
  });
  return router;
}
