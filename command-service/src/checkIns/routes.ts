import {
  DomainError,
  checkInListFilter,
  checkInRequest,
  messages,
  parseMemberCode,
  type CheckInAnswerDto,
  type CheckInRefusedBody,
} from '@gym/contracts';
import {
  CHECK_IN_SORT_FIELDS,
  getCheckIn,
  listCheckIns,
  memberIdByNumber,
} from '@gym/projection-service';
import { requireRole } from '../auth/guards';
import { chosenBranch, mayWorkAt, readScope } from '../auth/branchScope';
import { detailBranches } from '../http/access';
import { commandContext } from '../http/commandContext';
import { apiRouter } from '../http/apiRouter';
import { HttpError, parseRequest } from '../http/errors';
import { parseListParams, sendList } from '../http/listParams';
import { idParam, todayIn } from '../http/params';
import { answerWrite } from '../http/answerWrite';
import type { RouteDeps } from '../http/routeDeps';
import { CheckInRefused, NotTheDesksMember, checkInMember, refusedMember } from './checkIn';
import { decidedCheckIn } from './decidedCheckIn';

/**
 * How long a "no such member" answer at the desk takes at the least: longer than looking up and
 * refusing another branch's member takes (p90 about 11 ms on one core), so the two read alike.
 */
export const NO_MATCH_ANSWER_MS = 40;

const untilElapsed = (since: number, ms: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, since + ms - performance.now())));

/** A page of visits when the client asks for none, and the most one page holds. */
export const CHECK_IN_PAGE = { default: 50, max: 200 } as const;

export function checkInRoutes(deps: RouteDeps) {
  const router = apiRouter('/api/check-ins');
  const staff = requireRole('admin', 'branch_manager', 'staff');

  router.post('/', staff, async (ctx) => {
    const started = performance.now();
    const input = parseRequest(checkInRequest, ctx.request.body);
    const context = commandContext(ctx, deps.clock());
    // The answer for a code or id no member has, and for a member the desk may not see: the same
    // words, and no sooner than a refusal that looked the member up, so neither tells them apart.
    const noMatch = async () => {
      await untilElapsed(started, NO_MATCH_ANSWER_MS);
      return input.code !== undefined
        ? new HttpError(404, messages.checkInNoMatch, { code: messages.checkInNoMatch })
        : new HttpError(404, messages.memberNotFound);
    };
    let memberId = input.memberId;
    if (input.code !== undefined) {
      const number = parseMemberCode(input.code);
      memberId = (number && (await memberIdByNumber(deps.db, number))) || undefined;
      if (!memberId) throw await noMatch();
    }
    let visit;
    try {
      visit = await checkInMember(
        deps,
        {
          memberId: memberId!,
          branchId: chosenBranch(ctx, input.branchId),
          mayWorkAt: (branchId) => mayWorkAt(ctx, branchId),
          today: todayIn(deps.timeZone, context.now),
          override: input.override ?? null,
        },
        context,
      );
    } catch (error) {
      // No such member, or one the desk may not see: the same answer, in the same time.
      const noSuchMember = error instanceof DomainError && error.kind === 'not_found';
      if (error instanceof NotTheDesksMember || noSuchMember) throw await noMatch();
      if (!(error instanceof CheckInRefused)) throw error;
      // Nothing was appended; the desk is told who, why, and what to collect on or renew.
      ctx.status = 409;
      ctx.body = {
        message: error.message,
        reason: error.reason,
        member: await refusedMember(deps, error.memberId),
        membershipId: error.membershipId,
      } satisfies CheckInRefusedBody;
      return;
    }
    const alreadyIn = visit.repeated;
    // 200 with the visit already made for a member already in today, 201 for a new one.
    await answerWrite<CheckInAnswerDto>(ctx, deps, {
      position: visit.position,
      status: alreadyIn ? 200 : 201,
      location: `/api/check-ins/${visit.checkInId}`,
      load: async () => {
        const checkIn = await getCheckIn(deps.db, visit.checkInId);
        return checkIn && { ...checkIn, alreadyIn };
      },
      decided: () => ({
        ...decidedCheckIn({ ...visit, memberId: memberId! }, visit.events),
        ...(visit.memberName && { memberName: visit.memberName }),
        alreadyIn,
      }),
    });
  });

  router.get('/', staff, async (ctx) => {
    const query = parseListParams(ctx, {
      sortFields: CHECK_IN_SORT_FIELDS,
      defaultSort: { field: 'checkedInAt', order: 'DESC' },
      filter: checkInListFilter,
    });
    const start = query.range?.[0] ?? 0;
    const end = Math.min(
      query.range?.[1] ?? start + CHECK_IN_PAGE.default - 1,
      start + CHECK_IN_PAGE.max - 1,
    );
    const range = [start, end] as const;
    // Visits at the desks of the caller's branches.
    const page = await listCheckIns(deps.db, readScope(ctx), { ...query, range });
    sendList(ctx, 'check-ins', { range }, page);
  });

  // Who may list visits may read one.
  router.get('/:id', staff, async (ctx) => {
    const id = idParam(ctx.params.id, messages.checkInNotFound);
    const checkIn = await getCheckIn(deps.db, id, detailBranches(ctx));
    if (!checkIn) throw new HttpError(404, messages.checkInNotFound);
    ctx.body = checkIn;
  });

  return router;
}
