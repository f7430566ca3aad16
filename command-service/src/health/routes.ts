import Router from '@koa/router';
import type { Db } from '@gym/projection-service';
import type { AppContextExtras, AppState } from '../http/context';

/** 200 once the service has started and its database answers; 503 otherwise. */
export function healthRoutes(deps: { db: Db; isReady: () => boolean }) {
  const router = new Router<AppState, AppContextExtras>();
  router.get('/api/health', async (ctx) => {
    let database = false;
    try {
      await deps.db.raw('select 1');
      database = true;
    } catch {
      // reported below
    }
    const ready = deps.isReady() && database;
    ctx.status = ready ? 200 : 503;
    ctx.body = { status: ready ? 'ok' : 'starting', database: database ? 'up' : 'down' };
  });
  return router;
}
