import { deskBranch, readScope } from '../auth/branchScope';
import { memberOfMyBranches, membershipOfMyBranches } from '../auth/entityBranch';
import { loadBranch } from '../branches/loadBranch';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  AGEING_BUCKETS,
  MEMBERSHIP_CSV_HEADER,
  MEMBERSHIP_STATUSES,
  cancelMembershipRequest,
  createMembershipRequest,
  freezeMembershipRequest,
  membershipCsvLine,
  membershipStream,
  messages,
  planStream,
  renewMembershipRequest,
  unfreezeMembershipRequest,
  type BranchFilter,
  type MembershipEvent,
  idsFilter,
} from '@gym/contracts';
import {
  MEMBERSHIP_SORT_FIELDS,
  everyMembership,
  freezesOfMembership,
  getMembership,
  listExpiring,
  listMemberships,
} from '@gym/projection-service';
import {
  memberFacts,
  membershipDecider,
  membershipFacts,
  planDecider,
  planFacts,
  type MembershipState,
} from '@gym/domain';
import { requireRole, requireUser } from '../auth/guards';
import { accessScope, detailBranches, mayRead, readBranches } from '../http/access';
import { commandContext } from '../http/commandContext';
import { apiRouter } from '../http/apiRouter';
import type { AppContext } from '../http/context';
import { HttpError, parseRequest } from '../http/errors';
import {
  FIRST_PANEL_PAGE,
  parseListParams,
  parseRange,
  searchText,
  sendList,
} from '../http/listParams';
import { deterministicUuid, idParam, todayIn } from '../http/params';
import { csvLinesOf, sendCsv } from '../http/sendCsv';
import { answerWrite } from '../http/answerWrite';
import type { RouteDeps } from '../http/routeDeps';
import type { CommandResult } from '../commands/handleCommand';
import { decidedMembership } from './decidedMembership';
import { loadSaleGst } from './saleGst';

const membershipFilter = z
  .object({
    q: searchText(),
    memberId: z.uuid().optional(),
    status: z.enum(MEMBERSHIP_STATUSES).optional(),
    outstanding: z.boolean().optional(),
    /** The dues ageing report's bucket: owing, due that many days ago (gym time zone). */
    ageing: z.enum(AGEING_BUCKETS).optional(),
    id: idsFilter(),
  })
  .strict();

export function membershipRoutes(deps: RouteDeps) {
  const router = apiRouter('/api/memberships');
  const staff = requireRole('admin', 'branch_manager', 'staff');

  /** A membership `branches` sold; 404 when missing or another branch's. */
  async function found(id: string, branches: BranchFilter = null) {
    const membership = await getMembership(deps.db, id, branches);
    if (!membership) throw new HttpError(404, messages.membershipNotFound);
    return membership;
  }

  /** Answers a membership just written (201 for a new one or a renewal), as shown or as decided. */
  async function answer(
    ctx: AppContext,
    membershipId: string,
    result: CommandResult<MembershipEvent, MembershipState>,
    status: 200 | 201 = 200,
  ) {
    await answerWrite(ctx, deps, {
      position: result.position,
      status,
      location: `/api/memberships/${membershipId}`,
      load: () => found(membershipId),
      changedAt: status === 201 ? undefined : result.updatedAt,
      decided: () => decidedMembership(membershipId, result.state, result.events),
    });
  }

  /** Creates a membership of `memberId` on `planId`: the plan's price and duration as they are now. */
  async function create(
    ctx: AppContext,
    membershipId: string,
    input: {
      memberId: string;
      planId: string;
      startDate: string;
      renewsMembershipId: string | null;
      nextPaymentDueDate: string | null;
      branchId?: string;
    },
  ) {
    // Another branch's member is not the caller's to sell to (404, as for a missing member).
    const [member, plan] = await Promise.all([
      memberOfMyBranches(deps, ctx, input.memberId).then(memberFacts),
      deps.handle.load(planDecider, planStream(input.planId)).then(planFacts),
    ]);
    const { branchId: requested, ...sale } = input;
    const branchId = deskBranch(ctx, requested, member?.homeBranchId);
    const [branch, gstOnTop] = await Promise.all([
      loadBranch(deps, branchId),
      loadSaleGst(deps, branchId),
    ]);
    const result = await deps.handle(
      membershipDecider,
      membershipStream(membershipId),
      { type: 'CreateMembership', membershipId, member, plan, branch, gstOnTop, ...sale },
      commandContext(ctx, deps.clock()),
    );
    await answer(ctx, membershipId, result, 201);
  }

  /**
   * One member's memberships come, unless another sort is asked, the one running today first (as
   * on the member page); that order is for one member's memberships only.
   */
  function listParams(ctx: AppContext, memberId?: string | null) {
    const query = parseListParams(ctx, {
      sortFields: MEMBERSHIP_SORT_FIELDS,
      defaultSort: { field: 'createdAt', order: 'DESC' },
      filter: membershipFilter,
    });
    if (memberId !== undefined)
      query.filter.memberId = memberId ?? '00000000-0000-4000-8000-000000000000';
    if (ctx.query.sort === undefined && query.filter.memberId)
      query.sort = { field: 'current', order: 'ASC' };
    if (query.sort.field === 'current' && !query.filter.memberId)
      throw new HttpError(400, 'sort "current" needs filter.memberId');
    return query;
  }

  /** The ageing bucket as of the gym's today. */
  function readModelFilter({ ageing, ...filter }: z.output<typeof membershipFilter>) {
    const today = todayIn(deps.timeZone, deps.clock());
    return { ...filter, ageing: ageing && { bucket: ageing, today } };
  }

  router.get('/', requireUser, async (ctx) => {
    const scope = await accessScope(ctx, deps.db);
    const query = listParams(ctx, scope.all ? undefined : scope.memberId);
    const listQuery = { ...query, filter: readModelFilter(query.filter) };
    const today = todayIn(deps.timeZone, deps.clock());
    const page = await listMemberships(deps.db, readBranches(ctx), listQuery, today);
    sendList(ctx, 'memberships', query, page);
  });

  // GET /api/memberships.csv: every membership the list's filter matches (`{"outstanding":true}`:
  // the outstanding payments), in its order, streamed in keyset batches (bounded memory).
  router.get('.csv', staff, (ctx) => {
    const query = listParams(ctx);
    const today = todayIn(deps.timeZone, deps.clock());
    const filter = readModelFilter(query.filter);
    const rows = everyMembership(deps.db, readScope(ctx), { ...query, filter }, undefined, today);
    const name = query.filter.outstanding ? 'outstanding-payments.csv' : 'memberships.csv';
    sendCsv(ctx, name, MEMBERSHIP_CSV_HEADER, csvLinesOf(rows, membershipCsvLine));
  });

  router.get('/expiring', staff, async (ctx) => {
    const range = parseRange(ctx, FIRST_PANEL_PAGE);
    const today = todayIn(deps.timeZone, deps.clock());
    const page = await listExpiring(deps.db, readScope(ctx), today, range);
    sendList(ctx, 'memberships', { range }, page);
  });

  router.get('/:id', requireUser, async (ctx) => {
    const id = idParam(ctx.params.id, messages.membershipNotFound);
    const membership = await found(id, detailBranches(ctx));
    if (!mayRead(await accessScope(ctx, deps.db), membership.memberId))
      throw new HttpError(404, messages.membershipNotFound);
    ctx.body = membership;
  });

  router.post('/', staff, async (ctx) => {
    const input = parseRequest(createMembershipRequest, ctx.request.body);
    await create(ctx, randomUUID(), {
      memberId: input.memberId,
      planId: input.planId,
      startDate: input.startDate ?? todayIn(deps.timeZone, deps.clock()),
      renewsMembershipId: null,
      nextPaymentDueDate: input.nextPaymentDueDate,
      branchId: input.branchId,
    });
  });

  // The membership decider's RenewMembership holds the rules; the renewal's id follows from the
  // renewed membership's, so a second renewal finds it already there.
  router.post('/:id/renew', staff, async (ctx) => {
    const id = idParam(ctx.params.id, messages.membershipNotFound);
    const { planId, branchId } = parseRequest(renewMembershipRequest, ctx.request.body);
    const current = membershipFacts(await membershipOfMyBranches(deps, ctx, id));
    // A renewal is a sale to the member as they are now: their home branch's to make (a member
    // who moved since is no longer the old branch's), as for a new membership.
    const [member, plan] = await Promise.all([
      current &&
        memberOfMyBranches(deps, ctx, current.memberId, messages.membershipNotFound).then(
          memberFacts,
        ),
      deps.handle.load(planDecider, planStream(planId)).then(planFacts),
    ]);
    const sellingBranch = deskBranch(ctx, branchId, member?.homeBranchId);
    const [branch, gstOnTop] = await Promise.all([
      loadBranch(deps, sellingBranch),
      loadSaleGst(deps, sellingBranch),
    ]);
    const membershipId = deterministicUuid(`renewal-of:${id}`);
    const result = await deps.handle(
      membershipDecider,
      membershipStream(membershipId),
      { type: 'RenewMembership', membershipId, current, member, plan, branch, gstOnTop },
      commandContext(ctx, deps.clock()),
    );
    await answer(ctx, membershipId, result, 201);
  });

  router.post('/:id/cancel', staff, async (ctx) => {
    const id = idParam(ctx.params.id, messages.membershipNotFound);
    const { reason } = parseRequest(cancelMembershipRequest, ctx.request.body);
    await membershipOfMyBranches(deps, ctx, id);
    const result = await deps.handle(
      membershipDecider,
      membershipStream(id),
      { type: 'CancelMembership', reason },
      commandContext(ctx, deps.clock()),
    );
    await answer(ctx, id, result);
  });

  // Frozen `days` from `from`: the end date moves by them, up to the plan's limit as it is now.
  router.post('/:id/freeze', staff, async (ctx) => {
    const id = idParam(ctx.params.id, messages.membershipNotFound);
    const { from, days, reason } = parseRequest(freezeMembershipRequest, ctx.request.body);
    const current = await membershipOfMyBranches(deps, ctx, id);
    const plan = current.exists
      ? await deps.handle.load(planDecider, planStream(current.planId))
      : planDecider.initialState();
    const result = await deps.handle(
      membershipDecider,
      membershipStream(id),
      {
        type: 'FreezeMembership',
        from,
        days,
        reason,
        maxFreezeDays: plan.exists ? plan.fields.maxFreezeDays : null,
      },
      commandContext(ctx, deps.clock()),
    );
    await answer(ctx, id, result);
  });

  // Back early: the freeze's unused days come off the end date again.
  router.post('/:id/unfreeze', staff, async (ctx) => {
    const id = idParam(ctx.params.id, messages.membershipNotFound);
    const input = parseRequest(unfreezeMembershipRequest, ctx.request.body);
    await membershipOfMyBranches(deps, ctx, id);
    const context = commandContext(ctx, deps.clock());
    const result = await deps.handle(
      membershipDecider,
      membershipStream(id),
      { type: 'UnfreezeMembership', on: input.on ?? todayIn(deps.timeZone, context.now) },
      context,
    );
    await answer(ctx, id, result);
  });

  router.get('/:id/freezes', requireUser, async (ctx) => {
    const id = idParam(ctx.params.id, messages.membershipNotFound);
    const membership = await found(id, detailBranches(ctx));
    if (!mayRead(await accessScope(ctx, deps.db), membership.memberId))
      throw new HttpError(404, messages.membershipNotFound);
    ctx.body = await freezesOfMembership(deps.db, membership.id);
  });

  return router;
}
