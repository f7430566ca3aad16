import { messages, type Role, type UserDto } from '@gym/contracts';
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

export const requireUser: AppMiddleware = async (ctx, next) => {
  currentUser(ctx);
  await next();
};

export function requireRole(...roles: Role[]): AppMiddleware {
  return async (ctx, next) => {
    if (!roles.includes(currentUser(ctx).role)) throw new HttpError(403, messages.forbidden);
    await next();
  };
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
    ctx.path.startsWith('/api/') &&
    !OPEN_WHILE_MUST_CHANGE.has(`${ctx.method} ${ctx.path.replace(/\/$/, '')}`)
  ) {
    throw new HttpError(403, messages.mustChangePassword);
  }
  await next();
};
