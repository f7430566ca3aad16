import Router from '@koa/router';
import { messages } from '@gym/contracts';
import { isApiPath, isCanonicalApiPath } from './apiPath';
import type { AppContextExtras, AppMiddleware, AppState } from './context';
import { HttpError } from './errors';

/**
 * An API path has one spelling: any other (capitals in `/api`, a trailing or doubled slash, a
 * percent-encoded letter, dot segments) is 404 before sessions, guards or routes see it, so no
 * rule keyed on the path can be passed by spelling it differently. The routers themselves match
 * case-sensitively (`apiRouter`), so `/api/USERS` matches no route either.
 */
export const oneSpellingOfApiPaths: AppMiddleware = async (ctx, next) => {
  if (isApiPath(ctx.path) && !isCanonicalApiPath(ctx.path)) {
    throw new HttpError(404, messages.notFound);
  }
  await next();
};

/** A router of API routes: matched case-sensitively, like the one-spelling rule above. */
export function apiRouter(prefix?: string): Router<AppState, AppContextExtras> {
  return new Router<AppState, AppContextExtras>({ prefix, sensitive: true });
}
