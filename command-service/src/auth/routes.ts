import {
  changePasswordRequest,
  loginRequest,
  messages,
  registerRequest,
  type AuthConfigDto,
} from '@gym/contracts';
import { apiRouter } from '../http/apiRouter';
import { HttpError, parseRequest } from '../http/errors';
import { DEMO_ACCOUNTS } from './demoAccounts';
import { TOO_MANY_ATTEMPTS } from './loginThrottle';
import { currentUser, publicRoute, requireUser } from './guards';
import { hashPassword, verifyPassword } from './passwords';
import { signIn } from './signIn';
import { DuplicateUserError, type UserRepository } from './users';
import type { RouteDeps } from '../http/routeDeps';

export function authRoutes(deps: {
  users: UserRepository;
  demoAccounts: boolean;
  routeDeps: RouteDeps;
}) {
  const { users } = deps;
  const router = apiRouter('/api');

  router.get('/auth-config', publicRoute, (ctx) => {
    const body: AuthConfigDto = { demoAccounts: deps.demoAccounts ? DEMO_ACCOUNTS : [] };
    ctx.body = body;
  });

  // The sign-in redirect the spec's client navigates to.
  router.get('/login', publicRoute, (ctx) => ctx.redirect('/login'));

  router.post('/login', publicRoute, async (ctx) => {
    const { username, password } = parseRequest(loginRequest, ctx.request.body);
    const throttle = deps.routeDeps.loginThrottle;
    // ctx.ip is the proxy's X-Forwarded-For only with TRUST_PROXY (app.proxy).
    if (!(await throttle.begin(username, ctx.ip))) throw new HttpError(429, TOO_MANY_ATTEMPTS);
    const found = await users.findCredentials(username);
    if (!(await verifyPassword(found?.passwordHash ?? null, password)) || !found) {
      await throttle.failed();
      throw new HttpError(401, messages.invalidCredentials);
    }
    await throttle.succeeded(username);
    await users.recordSignIn(found.user.id);
    await signIn(ctx, found.user.id);
    ctx.body = found.user;
  });

  router.post('/register', publicRoute, async (ctx) => {
    const input = parseRequest(registerRequest, ctx.request.body);
    try {
      const user = await users.create({
        username: input.username,
        passwordHash: await hashPassword(input.password),
        email: input.email ?? null,
        firstName: input.firstName,
        lastName: input.lastName,
        role: 'member',
      });
      // Never linked to a member record here: only a staff invitation links one.
      await signIn(ctx, user.id);
      ctx.status = 201;
      ctx.body = user;
    } catch (error) {
      if (!(error instanceof DuplicateUserError)) throw error;
      const message =
        error.field === 'username' ? messages.usernameTaken : 'Email is already registered';
      throw new HttpError(409, message, { [error.field]: message });
    }
  });

  router.post('/logout', publicRoute, (ctx) => {
    ctx.session = null;
    ctx.status = 204;
  });

  router.get('/user', requireUser, (ctx) => {
    ctx.body = currentUser(ctx);
  });

  router.post('/change-password', requireUser, async (ctx) => {
    const user = currentUser(ctx);
    const input = parseRequest(changePasswordRequest, ctx.request.body);
    if (!(await verifyPassword(await users.passwordHash(user.id), input.currentPassword))) {
      throw new HttpError(400, messages.currentPasswordWrong, {
        currentPassword: messages.currentPasswordWrong,
      });
    }
    await users.setPasswordHash(user.id, await hashPassword(input.newPassword));
    // Whoever else holds a session of this user is signed out; this browser stays signed in.
    await deps.routeDeps.sessions.endSessionsOf(user.id, { except: ctx.session?.externalKey });
    ctx.body = { message: 'Password changed' };
  });

  return router;
}
