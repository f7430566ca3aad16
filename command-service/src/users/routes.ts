import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  ROLES,
  accountBranchesRequest,
  accountCreateRequest,
  accountEmptyRequest,
  accountResetRequest,
  accountRoleRequest,
  accountStream,
  messages,
  type AccountDto,
  type AccountEvent,
  type AccountResetDto,
  idsFilter,
  worksAtBranches,
} from '@gym/contracts';
import { currentUser, requireRole } from '../auth/guards';
import { hashPassword } from '../auth/passwords';
import { DuplicateUserError } from '../auth/users';
import { toNewEvent } from '../commands/toNewEvent';
import { commandContext } from '../http/commandContext';
import { apiRouter } from '../http/apiRouter';
import type { AppContext } from '../http/context';
import { HttpError, parseRequest } from '../http/errors';
import { parseListParams, searchText, sendList } from '../http/listParams';
import { idParam } from '../http/params';
import type { RouteDeps } from '../http/routeDeps';
import { createAccount } from '../setup/createAccount';
import {
  branchesRequired,
  onlyOpenBranch,
  requireKnownBranches,
  sameBranches,
} from './accountBranches';
import { ACCOUNT_SORT_FIELDS, createAccountStore, type AccountPatch } from './accounts';

const RESOURCE = 'users';

const accountFilter = z
  .object({
    q: searchText(),
    role: z.enum(ROLES).optional(),
    id: idsFilter(),
  })
  .strict();

/** Readable and easy to type from a screen: 12 characters from a 56-letter alphabet (~70 bits). */
function temporaryPassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  return [...randomBytes(12)].map((b) => alphabet[b % alphabet.length]).join('');
}

/**
 * The Staff screen: accounts, their roles and branches, switching them off and on, password
 * resets. Admins only.
 */
export function userRoutes(deps: RouteDeps) {
  const router = apiRouter(`/api/${RESOURCE}`);
  const accounts = createAccountStore(deps.db);
  const admin = requireRole('admin');

  /**
   * The users row changes first, then the event is appended: the row is what sign-in obeys, so
   * the change holds even if the append fails (the request then answers 500 and the audit trail
   * misses that one entry, which the logged error tells). The other order could record a change
   * that never happened.
   */
  const record = async (ctx: AppContext, ...events: AccountEvent[]) => {
    if (!events.length) return;
    const context = commandContext(ctx, deps.clock());
    await deps.store.appendToStream(
      accountStream(events[0]!.data.userId),
      events.map((event) => toNewEvent(event, context)),
      { expectedRevision: 'any' },
    );
  };
  const branchesChanged = (userId: string, branchIds: readonly string[]): AccountEvent => ({
    type: 'AccountBranchesChanged',
    data: { userId, branchIds: [...branchIds] },
  });
  const accountId = (ctx: AppContext & { params: Record<string, string> }) =>
    idParam(ctx.params.id, messages.accountNotFound);
  /** A new branch manager's or staff account's branches when the request names none. */
  const defaultBranches = async (ctx: AppContext) => {
    const only = await onlyOpenBranch(deps, ctx);
    if (!only) throw branchesRequired();
    return [only];
  };

  router.get('/', admin, async (ctx) => {
    const query = parseListParams(ctx, {
      sortFields: ACCOUNT_SORT_FIELDS,
      defaultSort: { field: 'role', order: 'ASC' },
      filter: accountFilter,
    });
    sendList(ctx, RESOURCE, query, await accounts.list(query));
  });

  router.get('/:id', admin, async (ctx) => {
    ctx.body = await accounts.get(accountId(ctx));
  });

  router.post('/', admin, async (ctx) => {
    const input = parseRequest(accountCreateRequest, ctx.request.body);
    const branchIds = worksAtBranches(input.role)
      ? (input.branchIds ?? (await defaultBranches(ctx)))
      : [];
    await requireKnownBranches(deps, branchIds);
    let id: string;
    try {
      ({ id } = await createAccount(deps.db, { ...input, branchIds }));
    } catch (error) {
      if (!(error instanceof DuplicateUserError)) throw error;
      const message =
        error.field === 'username' ? messages.usernameTaken : messages.accountEmailTaken;
      throw new HttpError(409, message, { [error.field]: message });
    }
    await record(
      ctx,
      { type: 'AccountCreated', data: { userId: id, username: input.username, role: input.role } },
      ...(branchIds.length ? [branchesChanged(id, branchIds)] : []),
    );
    const body: AccountDto = await accounts.get(id);
    ctx.status = 201;
    ctx.body = body;
  });

  router.put('/:id/role', admin, async (ctx) => {
    const id = accountId(ctx);
    const { role, branchIds } = parseRequest(accountRoleRequest, ctx.request.body);
    if (worksAtBranches(role) && branchIds) await requireKnownBranches(deps, branchIds);
    const only = worksAtBranches(role) && !branchIds ? await onlyOpenBranch(deps, ctx) : null;
    const { before, after } = await accounts.change(id, { kind: 'role', to: role }, (row) => {
      if (row.role === 'member') throw new HttpError(409, messages.memberAccountRole);
      const patch: AccountPatch = row.role === role ? {} : { role };
      // An admin works at every branch: none are kept for a later demotion to ask about.
      if (!worksAtBranches(role)) return patch.role ? { ...patch, branchIds: [] } : null;
      if (!branchIds && !row.branchIds.length) {
        if (!only) throw branchesRequired();
        patch.branchIds = [only];
      }
      if (branchIds && !sameBranches(branchIds, row.branchIds)) patch.branchIds = branchIds;
      return patch.role || patch.branchIds ? patch : null;
    });
    await record(
      ctx,
      ...(before.role !== after.role
        ? [
            {
              type: 'AccountRoleChanged',
              data: { userId: id, from: before.role, to: role },
            } as const,
          ]
        : []),
      ...(after.branchIds.length && !sameBranches(before.branchIds, after.branchIds)
        ? [branchesChanged(id, after.branchIds)]
        : []),
    );
    ctx.body = after;
  });

  router.put('/:id/branches', admin, async (ctx) => {
    const id = accountId(ctx);
    const { branchIds } = parseRequest(accountBranchesRequest, ctx.request.body);
    await requireKnownBranches(deps, branchIds);
    const { before, after } = await accounts.change(id, null, (row) => {
      if (!worksAtBranches(row.role))
        throw new HttpError(409, messages.accountBranchesNotForRole, {
          branchIds: messages.accountBranchesNotForRole,
        });
      return sameBranches(branchIds, row.branchIds) ? null : { branchIds };
    });
    if (!sameBranches(before.branchIds, after.branchIds))
      await record(ctx, branchesChanged(id, after.branchIds));
    ctx.body = after;
  });

  router.post('/:id/deactivate', admin, async (ctx) => {
    parseRequest(accountEmptyRequest, ctx.request.body);
    const id = accountId(ctx);
    const { before, after } = await accounts.change(
      id,
      { kind: 'deactivate', actorId: currentUser(ctx).id },
      (row) => (row.active ? { active: false } : null),
    );
    // findById already refuses the account; this also retires its session rows.
    await deps.sessions.endSessionsOf(id);
    if (before.active) await record(ctx, { type: 'AccountDeactivated', data: { userId: id } });
    ctx.body = after;
  });

  router.post('/:id/reactivate', admin, async (ctx) => {
    parseRequest(accountEmptyRequest, ctx.request.body);
    const id = accountId(ctx);
    const { before, after } = await accounts.change(id, null, (row) =>
      row.active ? null : { active: true },
    );
    if (!before.active) await record(ctx, { type: 'AccountReactivated', data: { userId: id } });
    ctx.body = after;
  });

  router.post('/:id/reset-password', admin, async (ctx) => {
    const input = parseRequest(accountResetRequest, ctx.request.body);
    const id = accountId(ctx);
    const generated = input.password === undefined ? temporaryPassword() : null;
    const passwordHash = await hashPassword(input.password ?? generated!);
    const { after } = await accounts.change(id, null, () => ({
      password_hash: passwordHash,
      must_change_password: true,
    }));
    await deps.sessions.endSessionsOf(id);
    await record(ctx, { type: 'AccountPasswordReset', data: { userId: id } });
    const body: AccountResetDto = { account: after, temporaryPassword: generated };
    ctx.body = body;
  });

  return router;
}
