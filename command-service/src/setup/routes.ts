import { messages, ownerSetupRequest, type SetupStatusDto } from '@gym/contracts';
import type { Db } from '@gym/platform';
import { publicRoute } from '../auth/guards';
import { signIn } from '../auth/signIn';
import { DuplicateUserError, createUserRepository } from '../auth/users';
import { apiRouter } from '../http/apiRouter';
import { HttpError, parseRequest } from '../http/errors';
import { AdminExistsError, createFirstAdmin, setupNeeded } from './createAccount';

/** First run: GET tells whether the owner account is still missing; POST creates it, once. */
export function setupRoutes(deps: { db: Db }) {
  const router = apiRouter('/api/setup');

  router.get('/', publicRoute, async (ctx) => {
    const body: SetupStatusDto = { needed: await setupNeeded(deps.db) };
    ctx.body = body;
  });

  router.post('/', publicRoute, async (ctx) => {
    const input = parseRequest(ownerSetupRequest, ctx.request.body);
    try {
      const user = await createFirstAdmin(deps.db, {
        username: input.username,
        password: input.password,
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
      });
      await createUserRepository(deps.db).recordSignIn(user.id);
      await signIn(ctx, user.id);
      ctx.status = 201;
      ctx.body = user;
    } catch (error) {
      if (error instanceof AdminExistsError) throw new HttpError(409, error.message);
      if (error instanceof DuplicateUserError) {
        const message =
          error.field === 'username' ? messages.usernameTaken : messages.accountEmailTaken;
        throw new HttpError(409, message, { [error.field]: message });
      }
      throw error;
    }
  });
  return router;
}
