import type { EventStore } from '@gym/contracts';
import type { Db } from '@gym/platform';
import { checkHealth, healthHttpStatus, type LaggingProjector } from '@gym/projection-service';
import { publicRoute } from '../auth/guards';
import { apiRouter } from '../http/apiRouter';

/**
 * 200 once the service has started, its database answers and no projector is failing (`degraded`
 * while a read model lags, with every projector's lag); 503 otherwise, naming each failing
 * projector, the event it stopped at and the error.
 */
export function healthRoutes(deps: {
  db: Db;
  store: EventStore;
  /** Every projector of the product, wherever it runs. */
  projectors: readonly LaggingProjector[];
  clock?: () => Date;
  isReady: () => boolean;
}) {
  const router = apiRouter();
  router.get('/api/health', publicRoute, async (ctx) => {
    const now = deps.clock?.() ?? new Date();
    const report = await checkHealth({ ...deps, now });
    const body = deps.isReady() ? report : { ...report, status: 'starting' as const };
    ctx.status = healthHttpStatus(body);
    ctx.body = body;
  });
  return router;
}
