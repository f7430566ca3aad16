import { HttpError } from './errors';
import type { AppMiddleware } from './context';

/** Methods that change nothing: neither rule on writes applies to them. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

export const JSON_REQUIRED = 'Requests that change data must be sent as application/json';

/**
 * A write that carries a body must send it as Content-Type: application/json. A write without
 * one (DELETE, logout: no Content-Length or 0, no Transfer-Encoding) passes whatever Content-Type
 * it declares or omits, as the spec's client sends it. Cross-site writes are kept out by
 * sameOriginWrites and the SameSite session cookie, not by this rule. Applies to every path.
 */
export function jsonOnlyWrites(): AppMiddleware {
  return async (ctx, next) => {
    if (
      !SAFE_METHODS.has(ctx.method) &&
      carriesBody(ctx.get('Content-Length'), ctx.get('Transfer-Encoding')) &&
      !isJson(ctx.get('Content-Type'))
    ) {
      throw new HttpError(415, JSON_REQUIRED);
    }
    await next();
  };
}

/** Node's parser has already refused a Content-Length that is not a number. */
function carriesBody(contentLength: string, transferEncoding: string): boolean {
  return transferEncoding !== '' || (contentLength !== '' && Number(contentLength) > 0);
}

function isJson(contentType: string): boolean {
  const [mediaType = ''] = contentType.split(';');
  return mediaType.trim().toLowerCase() === 'application/json';
}
