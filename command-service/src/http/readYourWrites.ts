import { decodePosition, encodePosition, type GlobalPosition } from '@gym/contracts';
import type { Logger } from '@gym/platform';
import type { ProjectionProgress } from '@gym/projection-service';
import type { AppContext, AppMiddleware } from './context';

export const POSITION_HEADER = 'X-Read-After';
const MAX_WAIT_MS = 3000;

/** Remembers the position of the session's last write and answers it in a header too. */
export function rememberWrite(ctx: AppContext, position: GlobalPosition | null) {
  if (!position) return;
  const encoded = encodePosition(position);
  if (ctx.session) ctx.session.position = encoded;
  ctx.set(POSITION_HEADER, encoded);
}

/**
 * Waits (bounded) until the projections have reached this session's last write, or the position
 * an API client sends in the X-Read-After header; `shown` once they have (or there is none).
 */
export async function ownWritesShown(
  ctx: AppContext,
  progress: ProjectionProgress,
): Promise<{ shown: boolean; position: GlobalPosition | null }> {
  const header = ctx.get(POSITION_HEADER);
  const position =
    (header && decodePosition(header)) || decodePosition(ctx.session?.position ?? '');
  const shown = !position || (await progress.waitFor(position, MAX_WAIT_MS));
  return { shown, position };
}

/** Before a read, waits for the caller's own writes to show (`ownWritesShown`). */
export function readYourWrites(progress: ProjectionProgress, logger: Logger): AppMiddleware {
  return async (ctx, next) => {
    // Health and system status report on the projections themselves: waiting for them is moot.
    const aboutProjections = ctx.path === '/api/health' || ctx.path.startsWith('/api/system/');
    if (ctx.method === 'GET' && ctx.path.startsWith('/api/') && !aboutProjections) {
      const { shown, position } = await ownWritesShown(ctx, progress);
      if (!shown && position) {
        logger.warn(
          { path: ctx.path, position: encodePosition(position) },
          'read served before projections caught up',
        );
      }
    }
    await next();
  };
}
