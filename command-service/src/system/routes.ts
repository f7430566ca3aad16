import type { EventStore } from '@gym/contracts';
import type { Db } from '@gym/platform';
import { projectionStatus, type Projector, type Reactor } from '@gym/projection-service';
import { requireRole } from '../auth/guards';
import { apiRouter } from '../http/apiRouter';

/**
 * GET /api/system/status: every projector's version, position, lag and failure, then every
 * reactor's position, lag and failure. Admins only.
 */
export function systemRoutes(deps: {
  db: Db;
  store: EventStore;
  projectors: readonly Pick<Projector, 'name' | 'version' | 'handles'>[];
  reactors: readonly Pick<Reactor, 'name' | 'handles'>[];
}) {
  const router = apiRouter('/api/system');
  router.get('/status', requireRole('admin'), async (ctx) => {
    ctx.body = await projectionStatus(deps);
  });
  return router;
}
