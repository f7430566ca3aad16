import { checkInListFilter, checkInRequest, messages, parseMemberCode } from '@gym/contracts';
import {
  CHECK_IN_SORT_FIELDS,
  getCheckIn,
  listCheckIns,
  memberIdByNumber,
} from '@gym/projection-service';
import { requireRole } from '../auth/guards';
import { commandContext } from '../http/commandContext';
import { apiRouter } from '../http/apiRouter';
import { HttpError, parseRequest } from '../http/errors';
import { parseListParams, sendList } from '../http/listParams';
import { idParam, todayIn } from '../http/params';
import { answerWrite } from '../http/answerWrite';
import type { RouteDeps } from '../http/routeDeps';
import { checkInMember } from './checkIn';
import { decidedCheckIn } from './decidedCheckIn';

/** A page of visits when the client asks for none, and the most one page holds. */
export const CHECK_IN_PAGE = { default: 50, max: 200 } as const;

export function checkInRoutes(deps: RouteDeps) {
  const router = apiRouter('/api/check-ins');
  const staff = requireRole('admin', 'staff');

  router.post('/', staff, async (ctx) => {
    const input = parseRequest(checkInRequest, ctx.request.body);
    const context = commandContext(ctx, deps.clock());
    let memberId = input.memberId;
    if (input.code !== undefined) {
      const number = parseMemberCode(input.code);
      memberId = (number && (await memberIdByNumber(deps.db, number))) || undefined;
      if (!memberId)
        throw new HttpError(404, messages.checkInNoMatch, { code: messages.checkInNoMatch });
    }
    const visit = await checkInMember(
      deps,
      {
        memberId: memberId!,
        today: todayIn(deps.timeZone, context.now),
        override: input.override ?? null,
      },
      context,
    );
    // 200 with the visit already made for a repeated scan, 201 for a new one.
    await answerWrite(ctx, deps, {
      position: visit.position,
      status: visit.repeated ? 200 : 201,
      location: `/api/check-ins/${visit.checkInId}`,
      load: () => getCheckIn(deps.db, visit.checkInId),
      decided: () => decidedCheckIn({ ...visit, memberId: memberId! }, visit.events),
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
    sendList(ctx, 'check-ins', { range }, await listCheckIns(deps.db, { ...query, range }));
  });

  // Who may list visits may read one.
  router.get('/:id', staff, async (ctx) => {
    const checkIn = await getCheckIn(deps.db, idParam(ctx.params.id, messages.checkInNotFound));
    if (!checkIn) throw new HttpError(404, messages.checkInNotFound);
    ctx.body = checkIn;
  });

  return router;
}
