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
import { tooManyAttempts } from './loginThrottle';
import { TOO_MANY_REGISTRATIONS, createRegistrationThrottle } from './registrationThrottle';
import { currentUser, publicRoute, requireUser } from './guards';
import { hashPassword, verifyPassword } from './passwords';
import { signIn } from './signIn';
import { DuplicateUserError, type UserRepository } from './users';
import type { RouteDeps } from '../http/routeDeps';
import { tooManyRequests } from '../http/tooManyRequests';

export function authRoutes(deps: {
  users: UserRepository;
  demoAccounts: boolean;
  routeDeps: RouteDeps;
}) {
  const { users } = deps;
  const router = apiRouter('/api');
  const registrations = createRegistrationThrottle(deps.routeDeps.db);

  router.get('/auth-config', publicRoute, (ctx) => {
    const body: AuthConfigDto = { demoAccounts: deps.demoAccounts ? DEMO_ACCOUNTS : [] };
    ctx.body = body;
  });

  // The sign-in redirect the spec's client navigates to.
  router.get('/login', publicRoute, (ctx) => ctx.redirect('/login'));

  router.post('/login', publicRoute, async (ctx) => {
    const { username, password } = parseRequest(loginRequest, ctx.request.body);
    const throttle = deps.routeDeps.loginThrottle;
    // ctx.ip: the client as TRUST_PROXY allows us to believe it (http/clientAddress).
    const attempt = await throttle.begin(username, ctx.ip);
    if (!attempt.allowed)
      tooManyRequests(ctx, attempt.retryAfterSeconds, tooManyAttempts(attempt.retryAfterSeconds));
    const found = await users.findCredentials(username);
    if (!(await verifyPassword(found?.passwordHash ?? null, password)) || !found) {
      await throttle.failed();
      throw new HttpError(401, messages.invalidCredentials);
    }
    await throttle.succeeded(username, ctx.ip);
    await users.recordSignIn(found.user.id);
    await signIn(ctx, found.user.id);
    ctx.body = found.user;
  });

  router.post('/register', publicRoute, async (ctx) => {
    const input = parseRequest(registerRequest, ctx.request.body);
    const attempt = await registrations.begin(ctx.ip);
    if (!attempt.allowed) tooManyRequests(ctx, attempt.retryAfterSeconds, TOO_MANY_REGISTRATIONS);
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
      // Only a username can be taken: member accounts may share an e-mail, so the answer says
      // nothing about which e-mails have accounts.
      if (!(error instanceof DuplicateUserError && error.field === 'username')) throw error;
      throw new HttpError(409, messages.usernameTaken, { username: messages.usernameTaken });
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
