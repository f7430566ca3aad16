import { deskBranch, readScope } from '../auth/branchScope';
import { memberOfMyBranches } from '../auth/entityBranch';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  MEMBER_CSV_HEADER,
  MEMBER_MEMBERSHIP_FILTERS,
  MEMBER_STATUSES,
  memberAddSchema,
  memberCsvLine,
  memberStream,
  messages,
  restoreMemberRequest,
  transferMemberRequest,
  updateMemberRequest,
  type BranchFilter,
  type MemberDetailDto,
  idsFilter,
  type MemberEvent,
} from '@gym/contracts';
import {
  MEMBER_SORT_FIELDS,
  everyMember,
  getMember,
  getMemberByUserId,
  listRemovedMembers,
  listMemberRows,
  membershipsOfMember,
} from '@gym/projection-service';
import { memberDecider, memberEditOf, type MemberState } from '@gym/domain';
import type { CommandResult } from '../commands/handleCommand';
import { currentUser, requireRole, requireUser } from '../auth/guards';
import { accessScope, detailBranches, mayRead } from '../http/access';
import { loadBranch } from '../branches/loadBranch';
import { commandContext } from '../http/commandContext';
import { apiRouter } from '../http/apiRouter';
import type { AppContext } from '../http/context';
import { HttpError, parseRequest } from '../http/errors';
import { parseListParams, parseRange, searchText, sendList } from '../http/listParams';
import { idParam, todayIn } from '../http/params';
import { rememberWrite } from '../http/readYourWrites';
import { csvLinesOf, sendCsv } from '../http/sendCsv';
import { answerWrite } from '../http/answerWrite';
import type { RouteDeps } from '../http/routeDeps';
import { decidedMember } from './decidedMember';
import { registerMember, removeMember, restoreMember, updateMemberDetails } from './memberCommands';

const memberFilter = z
  .object({
    q: searchText(),
    status: z.enum(MEMBER_STATUSES).optional(),
    membership: z.enum(MEMBER_MEMBERSHIP_FILTERS).optional(),
    id: idsFilter(),
  })
  .strict();

export function memberRoutes(deps: RouteDeps) {
  const router = apiRouter('/api/members');
  const staff = requireRole('admin', 'branch_manager', 'staff');
  // Removing and restoring members is the owner's and the branch managers', not the front desk's.
  const managers = requireRole('admin', 'branch_manager');

  /**
   * The member with the memberships `branches` sold; 404 when missing or of another branch. A
   * write's answer reads with null: the caller was just let act on the member.
   */
  async function detail(id: string, branches: BranchFilter = null): Promise<MemberDetailDto> {
    const member = await getMember(deps.db, id, { branches });
    if (!member) throw new HttpError(404, messages.memberNotFound);
    const today = todayIn(deps.timeZone, deps.clock());
    return { ...member, memberships: await membershipsOfMember(deps.db, id, today, branches) };
  }

  const now = (ctx: AppContext) => commandContext(ctx, deps.clock());

  /** A change to an existing member, answered with the member (as decided while reads lag). */
  const answerChanged = (
    ctx: AppContext,
    id: string,
    result: CommandResult<MemberEvent, MemberState>,
  ) =>
    answerWrite(ctx, deps, {
      position: result.position,
      status: 200,
      location: `/api/members/${id}`,
      load: () => detail(id),
      changedAt: result.updatedAt,
      decided: () => decidedMember(id, result.state),
    });

  /** The list's query; a membership filter is taken on the gym's today. */
  const listParams = (ctx: AppContext) => {
    const today = todayIn(deps.timeZone, deps.clock());
    const { filter, ...query } = parseListParams(ctx, {
      sortFields: MEMBER_SORT_FIELDS,
      defaultSort: { field: 'createdAt', order: 'DESC' },
      filter: memberFilter,
    });
    const { membership, ...rest } = filter;
    return {
      today,
      query: {
        ...query,
        filter: { ...rest, ...(membership && { membership: { is: membership, today } }) },
      },
    };
  };

  router.get('/', staff, async (ctx) => {
    const { query, today } = listParams(ctx);
    sendList(ctx, 'members', query, await listMemberRows(deps.db, readScope(ctx), query, today));
  });

  // GET /api/members.csv: every member the list's search and filters match, in its order,
  // streamed in keyset batches (bounded memory, any length).
  router.get('.csv', staff, (ctx) => {
    const members = everyMember(deps.db, readScope(ctx), listParams(ctx).query);
    const lines = csvLinesOf(members, memberCsvLine);
    sendCsv(ctx, 'members.csv', MEMBER_CSV_HEADER, lines);
  });

  // GET /api/members/removed: removed members, the latest first, paged (react-admin's range).
  router.get('/removed', managers, async (ctx) => {
    const range = parseRange(ctx, [0, 24]);
    sendList(ctx, 'members', { range }, await listRemovedMembers(deps.db, readScope(ctx), range));
  });

  // A member account's own record.
  router.get('/me', requireUser, async (ctx) => {
    const member = await getMemberByUserId(deps.db, currentUser(ctx).id);
    if (!member) throw new HttpError(404, messages.memberNotFound);
    ctx.body = await detail(member.id);
  });

  router.get('/:id', requireUser, async (ctx) => {
    const id = idParam(ctx.params.id, messages.memberNotFound);
    if (!mayRead(await accessScope(ctx, deps.db), id))
      throw new HttpError(404, messages.memberNotFound);
    ctx.body = await detail(id, detailBranches(ctx));
  });

  router.post('/', staff, async (ctx) => {
    const context = now(ctx);
    const today = todayIn(deps.timeZone, context.now);
    const input = parseRequest(memberAddSchema(today), ctx.request.body);
    const memberId = randomUUID();
    // Linked only by accepting an invitation, never by a matching e-mail.
    const homeBranchId = deskBranch(ctx, input.homeBranchId);
    const result = await registerMember(
      deps,
      input,
      { memberId, userId: null, today, homeBranchId },
      context,
    );
    await answerWrite(ctx, deps, {
      position: result.position,
      status: 201,
      location: `/api/members/${memberId}`,
      load: () => detail(memberId),
      decided: () => decidedMember(memberId, result.state),
    });
  });

  router.put('/:id', staff, async (ctx) => {
    const id = idParam(ctx.params.id, messages.memberNotFound);
    const member = await memberOfMyBranches(deps, ctx, id);
    if (!member.exists || member.removed) throw new HttpError(404, messages.memberNotFound);
    const context = now(ctx);
    const edit = updateMemberRequest(todayIn(deps.timeZone, context.now));
    const input = parseRequest(edit(memberEditOf(member)), ctx.request.body);
    await answerChanged(ctx, id, await updateMemberDetails(deps, id, input, context));
  });

  // Removes the member from the lists; the ledger (memberships, payments, visits) stays, and an
  // admin or branch manager can restore the member (POST …/restore). Not the front desk.
  router.delete('/:id', managers, async (ctx) => {
    const id = idParam(ctx.params.id, messages.memberNotFound);
    await memberOfMyBranches(deps, ctx, id);
    const context = now(ctx);
    const before = await detail(id);
    const result = await removeMember(deps, id, context);
    rememberWrite(ctx, result.position);
    ctx.body = before;
  });

  // Brings a removed member back with every membership, payment and visit (they were kept).
  router.post('/:id/restore', managers, async (ctx) => {
    const id = idParam(ctx.params.id, messages.memberNotFound);
    const { reason } = parseRequest(restoreMemberRequest, ctx.request.body ?? {});
    await memberOfMyBranches(deps, ctx, id);
    const context = now(ctx);
    await answerChanged(ctx, id, await restoreMember(deps, id, reason, context));
  });

  // A new home branch, for a reason: by an admin, or a manager of the member's branch (another
  // branch's member is 404). The branch must exist and be open; the same branch is refused.
  router.post('/:id/transfer', managers, async (ctx) => {
    const id = idParam(ctx.params.id, messages.memberNotFound);
    const { branchId, reason } = parseRequest(transferMemberRequest, ctx.request.body);
    await memberOfMyBranches(deps, ctx, id);
    const toBranch = await loadBranch(deps, branchId);
    const result = await deps.handle(
      memberDecider,
      memberStream(id),
      { type: 'TransferMember', toBranch, reason },
      now(ctx),
    );
    await answerChanged(ctx, id, result);
  });

  return router;
}
