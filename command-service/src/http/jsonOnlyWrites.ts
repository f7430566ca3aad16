import { HttpError } from './errors';
import type { AppMiddleware } from './context';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const JSON_REQUIRED = 'Requests that change data must be sent as application/json';

/**
 * Every write, body or not (logout, DELETE), must say Content-Type: application/json. A
 * cross-site form or a text/plain fetch cannot send that without a CORS preflight, which this
 * server never grants, so such a request is refused before it touches the session or data.
 * Applies to every path, since the router matches /API/… as well as /api/….
 */
export function jsonOnlyWrites(): AppMiddleware {
  return async (ctx, next) => {
    if (!SAFE_METHODS.has(ctx.method) && !isJson(ctx.get('Content-Type'))) {
      throw new HttpError(415, JSON_REQUIRED);
    }
    await next();
  };
}

function isJson(contentType: string): boolean {
  const [mediaType = ''] = contentType.split(';');
  return mediaType.trim().toLowerCase() === 'application/json';
}
