import { randomUUID } from 'node:crypto';
import type { Logger } from '@gym/platform';
import { isApiPath } from './apiPath';
import type { AppMiddleware } from './context';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** A proxy's or client's id is kept only when it cannot smuggle anything into a log line. */
const SANE_REQUEST_ID = /^[\w.:@-]{1,100}$/;

/**
 * One line per API request, however its path is spelled: method, path, status, time, who, the
 * client address (the connection's, or with TRUST_PROXY the proxy's report) and the request id,
 * which the answer carries back in X-Request-Id.
 */
export function requestLogger(logger: Logger): AppMiddleware {
  return async (ctx, next) => {
    const started = performance.now();
    const given = ctx.get(REQUEST_ID_HEADER);
    ctx.state.requestId = SANE_REQUEST_ID.test(given) ? given : randomUUID();
    ctx.set(REQUEST_ID_HEADER, ctx.state.requestId);
    try {
      await next();
    } finally {
      if (isApiPath(ctx.path) && ctx.path !== '/api/health') {
        logger.info(
          {
            method: ctx.method,
            path: ctx.path,
            status: ctx.status,
            ms: Math.round(performance.now() - started),
            userId: ctx.state.user?.id,
            ip: ctx.ip,
            requestId: ctx.state.requestId,
          },
          'request',
        );
      }
    }
  };
}
