import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  branchStream,
  chooseBranchRequest,
  closeBranchRequest,
  idsFilter,
  messages,
  openBranchRequest,
  updateBranchRequest,
  type BranchDto,
} from '@gym/contracts';
import {
  BRANCH_SORT_FIELDS,
  countOpenMembershipsSoldAt,
  getBranch,
  listBranches,
} from '@gym/projection-service';
import { branchDecider, type BranchCommand } from '@gym/domain';
import { branchesOf, mayWorkAt } from '../auth/branchScope';
import { requireRole } from '../auth/guards';
import { answerWrite } from '../http/answerWrite';
import { apiRouter } from '../http/apiRouter';
import { commandContext } from '../http/commandContext';
import type { AppContext } from '../http/context';
import { HttpError, parseRequest } from '../http/errors';
import { parseListParams, searchText, sendList } from '../http/listParams';
import { idParam } from '../http/params';
import type { RouteDeps } from '../http/routeDeps';
import { decidedBranch, openNewBranch } from './branchCommands';

const RESOURCE = 'branches';

const branchFilter = z
  .object({ q: searchText(), open: z.boolean().optional(), id: idsFilter() })
  .strict();

/**
 * GET (the desk: admins every branch, others theirs), POST, close and reopen (admin), PUT (admin,
 * or a branch manager of the branch) /api/branches; PUT /api/user/branch, the app bar's switcher.
 */
export function branchRoutes(deps: RouteDeps) {
  const router = apiRouter('/api');
  const desk = requireRole('admin', 'branch_manager', 'staff');
  const admin = requireRole('admin');
  const manager = requireRole('admin', 'branch_manager');
  const now = (ctx: AppContext) => commandContext(ctx, deps.clock());

  /** The branch as the read model has it; a closed one says how many memberships it still runs. */
  async function detail(id: string): Promise<BranchDto | null> {
    const branch = await getBranch(deps.db, id);
    if (!branch || branch.open) return branch;
    return { ...branch, openMemberships: await countOpenMembershipsSoldAt(deps.db, id) };
  }

  /** The :id of a branch the caller works at; any other is 404 (no hint that it exists). */
  function branchParam(ctx: AppContext, raw: string | undefined): string {
    const id = idParam(raw, messages.branchNotFound);
    if (!mayWorkAt(ctx, id)) throw new HttpError(404, messages.branchNotFound);
    return id;
  }

  async function change(ctx: AppContext, id: string, command: BranchCommand) {
    const result = await deps.handle(branchDecider, branchStream(id), command, now(ctx));
    const closed = result.state.exists && !result.state.open;
    const openMemberships = closed ? await countOpenMembershipsSoldAt(deps.db, id) : undefined;
    await answerWrite(ctx, deps, {
      position: result.position,
      status: 200,
      location: `/api/branches/${id}`,
      load: () => detail(id),
      changedAt: result.updatedAt,
      decided: () => ({ ...decidedBranch(id, result), openMemberships }),
    });
  }

  router.get('/branches', desk, async (ctx) => {
    const query = parseListParams(ctx, {
      sortFields: BRANCH_SORT_FIELDS,
      defaultSort: { field: 'name', order: 'ASC' },
      filter: branchFilter,
    });
    sendList(ctx, RESOURCE, query, await listBranches(deps.db, branchesOf(ctx), query));
  });

  router.get('/branches/:id', desk, async (ctx) => {
    const branch = await detail(branchParam(ctx, ctx.params.id));
    if (!branch) throw new HttpError(404, messages.branchNotFound);
    ctx.body = branch;
  });

  router.post('/branches', admin, async (ctx) => {
    const { code, ...details } = parseRequest(openBranchRequest, ctx.request.body);
    const branchId = randomUUID();
    const result = await openNewBranch(
      deps,
      { branchId, code, receiptPrefix: code, details },
      now(ctx),
    );
    await answerWrite(ctx, deps, {
      position: result.position,
      status: 201,
      location: `/api/branches/${branchId}`,
      load: () => detail(branchId),
      decided: () => decidedBranch(branchId, result),
    });
  });

  router.put('/branches/:id', manager, async (ctx) => {
    const id = branchParam(ctx, ctx.params.id);
    const branch = await deps.handle.load(branchDecider, branchStream(id));
    if (!branch.exists) throw new HttpError(404, messages.branchNotFound);
    const details = parseRequest(updateBranchRequest(branch.details), ctx.request.body);
    await change(ctx, id, { type: 'ChangeBranchDetails', details });
  });

  // Closing keeps everything: the memberships it sold run on, and the answer says how many.
  router.post('/branches/:id/close', admin, async (ctx) => {
    const id = branchParam(ctx, ctx.params.id);
    const { reason } = parseRequest(closeBranchRequest, ctx.request.body);
    await change(ctx, id, { type: 'CloseBranch', reason });
  });

  router.post('/branches/:id/reopen', admin, async (ctx) => {
    await change(ctx, branchParam(ctx, ctx.params.id), { type: 'ReopenBranch' });
  });

  // The app bar's switcher: the branch this session reads and works at (null: all of one's own).
  router.put('/user/branch', desk, async (ctx) => {
    const { branchId } = parseRequest(chooseBranchRequest, ctx.request.body);
    if (branchId !== null) {
      if (!mayWorkAt(ctx, branchId)) throw new HttpError(403, messages.forbidden);
      if (!(await getBranch(deps.db, branchId)))
        throw new HttpError(404, messages.branchNotFound, { branchId: messages.branchNotFound });
    }
    if (ctx.session) ctx.session.branchId = branchId ?? undefined;
    ctx.body = { branchId };
  });

  return router;
}
