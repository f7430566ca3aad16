import { verifyBooksRequest, type EventStore } from '@gym/contracts';
import type { Db, Logger } from '@gym/platform';
import { projectionStatus, type Projector, type Reactor } from '@gym/projection-service';
import { requireRole } from '../auth/guards';
import { apiRouter } from '../http/apiRouter';
import { parseRequest } from '../http/errors';
import { booksStatus, startBooksCheck } from '../seals/booksCheck';

/**
 * GET /api/system/status: every projector's version, position, lag and failure, then every
 * reactor's position, lag and failure. GET /api/system/books: the latest seal and the last
 * verification; POST /api/system/books/verify starts one in a worker thread (202). Admins only.
 */
export function systemRoutes(deps: {
  db: Db;
  store: EventStore;
  logger: Logger;
  projectors: readonly Pick<Projector, 'name' | 'version' | 'handles'>[];
  reactors: readonly Pick<Reactor, 'name' | 'handles'>[];
  /** Where the verification's worker connects (the same database as `db`). */
  databaseUrl?: string;
  clock?: () => Date;
}) {
  const now = () => deps.clock?.() ?? new Date();
  const router = apiRouter('/api/system');
  router.get('/status', requireRole('admin'), async (ctx) => {
    ctx.body = await projectionStatus(deps);
  });
  router.get('/books', requireRole('admin'), async (ctx) => {
    ctx.body = await booksStatus({ ...deps, now: now() });
  });
  router.post('/books/verify', requireRole('admin'), async (ctx) => {
    const { digest } = parseRequest(verifyBooksRequest, ctx.request.body ?? {});
    if (!deps.databaseUrl) throw new Error('the books check needs the database URL');
    const check = await startBooksCheck({
      db: deps.db,
      logger: deps.logger,
      now: now(),
      input: { databaseUrl: deps.databaseUrl, eventStoreUrl: process.env.EVENTSTORE_URL, digest },
    });
    ctx.status = 202;
    ctx.body = check;
  });
  return router;
}
