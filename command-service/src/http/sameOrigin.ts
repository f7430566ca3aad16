import { HttpError } from './errors';
import type { AppMiddleware } from './context';
import { SAFE_METHODS } from './jsonOnlyWrites';

export const CROSS_SITE_REFUSED = 'Requests that change data must come from this site';

/**
 * Keeps other sites' pages from writing with the visitor's session (with the SameSite=Lax
 * session cookie, which a cross-site POST, PUT or DELETE does not carry). A browser's
 * Sec-Fetch-Site decides when sent: `same-origin` and `none` (typed or bookmarked) pass,
 * `same-site` and `cross-site` do not. Else an Origin, when sent, must name the host this request
 * was sent to: a same-origin check only, not a statement of the server's address (the browser
 * writes both headers; a page cannot). A request with neither (curl, a script) is no browser
 * carrying someone's cookie, and passes.
 */
export function sameOriginWrites(): AppMiddleware {
  return async (ctx, next) => {
    if (
      !SAFE_METHODS.has(ctx.method) &&
      !isSameOrigin(ctx.get('Sec-Fetch-Site'), ctx.get('Origin'), ctx.host)
    ) {
      throw new HttpError(403, CROSS_SITE_REFUSED);
    }
    await next();
  };
}

function isSameOrigin(fetchSite: string, origin: string, host: string): boolean {
  if (fetchSite) return fetchSite === 'same-origin' || fetchSite === 'none';
  if (!origin) return true;
  // "null" (a sandboxed frame, a redirect across sites) is no origin of ours.
  if (!URL.canParse(origin)) return false;
  return new URL(origin).host.toLowerCase() === host.toLowerCase();
}
