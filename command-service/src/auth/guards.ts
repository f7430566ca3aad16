import { messages, type Role, type UserDto } from '@gym/contracts';
import { isApiPath } from '../http/apiPath';
import type { AppContext, AppMiddleware } from '../http/context';
import { HttpError } from '../http/errors';
import type { UserRepository } from './users';

/** Loads the signed-in user (if any) into ctx.state.user on every request. */
export function loadUser(users: UserRepository): AppMiddleware {
  return async (ctx, next) => {
    const userId = ctx.session?.userId;
    if (userId) {
      const user = await users.findById(userId);
      if (user) ctx.state.user = user;
      else if (ctx.session) ctx.session.userId = undefined;
    }
    await next();
  };
}

export function currentUser(ctx: AppContext): UserDto {
  if (!ctx.state.user) throw new HttpError(401, messages.unauthorized);
  return ctx.state.user;
}

/**
 * Who may call a route: every route's first middleware is one of the guards below, which says so
 * (`access`), so the route table can be checked against the access table in the architecture doc.
 * A guard is attached to its route, never to a path prefix (a prefix middleware does not run for
 * every spelling the router matches).
 */
export type Access = 'anyone' | 'signed in' | Role[];
export type Guard = AppMiddleware & { readonly access: Access };

const guard = (access: Access, middleware: AppMiddleware): Guard =>
  Object.assign(middleware, { access });

/** A route open to anyone (sign-in, set-up, health): says so, like every other route. */
export const publicRoute: Guard = guard('anyone', (_ctx, next) => next());

export const requireUser: Guard = guard('signed in', async (ctx, next) => {
  currentUser(ctx);
  await next();
});

export function requireRole(...roles: Role[]): Guard {
  return guard(roles, async (ctx, next) => {
    if (!roles.includes(currentUser(ctx).role)) throw new HttpError(403, messages.forbidden);
    await next();
  });
}

export function isGuard(middleware: unknown): middleware is Guard {
  return typeof middleware === 'function' && 'access' in middleware;
}

/** What a user whose password an admin reset may still do: see who they are, change it, leave. */
const OPEN_WHILE_MUST_CHANGE = new Set([
  'GET /api/user',
  'POST /api/change-password',
  'POST /api/logout',
]);

/** After an admin's reset, the user's own new password comes before any other API call. */
export const requirePasswordChosen: AppMiddleware = async (ctx, next) => {
  if (
    ctx.state.user?.mustChangePassword &&
    isApiPath(ctx.path) &&
    !OPEN_WHILE_MUST_CHANGE.has(`${ctx.method} ${ctx.path.replace(/\/$/, '')}`)
  ) {
    throw new HttpError(403, messages.mustChangePassword);
  }
  await next();
};
