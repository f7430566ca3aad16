import type { Logger } from '@gym/platform';
import type { AppMiddleware } from './context';

export function requestLogger(logger: Logger): AppMiddleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      if (ctx.path.startsWith('/api/') && ctx.path !== '/api/health') {
        logger.info(
          {
            method: ctx.method,
            path: ctx.path,
            status: ctx.status,
            ms: Math.round(performance.now() - started),
            userId: ctx.state.user?.id,
          },
          'request',
        );
      }
    }
  };
}
