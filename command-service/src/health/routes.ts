import type { EventStore } from '@gym/contracts';
import type { Db } from '@gym/platform';
import { checkHealth, healthHttpStatus, type LaggingProjector } from '@gym/projection-service';
import { publicRoute } from '../auth/guards';
import { apiRouter } from '../http/apiRouter';

/**
 * 200 once the service has started, its database answers and no projector or reactor is failing
 * (`degraded` while a read model or reactor lags, with every projector's lag and the reactors as
 * their own group); 503 otherwise, naming each failing one, the event it stopped at and the error.
 */
export function healthRoutes(deps: {
  db: Db;
  store: EventStore;
  /** Every read model's projector, wherever it runs. */
  projectors: readonly LaggingProjector[];
  /** Every reactor of the product. */
  reactors: readonly LaggingProjector[];
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
