import { z } from 'zod';
import {
  DAY_CLOSE_LINES,
  accountName,
  calendarDateSchema,
  closeDayRequest,
  csvLine,
  dayCloseStream,
  formatMoney,
  messages,
  parseSignedMoney,
  reopenDayRequest,
  type DayCloseDto,
  type DayCloseScreenDto,
} from '@gym/contracts';
import {
  DAY_CLOSE_SORT_FIELDS,
  everyDayClose,
  expectedForDay,
  expectedLinesDto,
  getDayClose,
  listBranches,
  listDayCloses,
} from '@gym/projection-service';
import { dayCloseDecider, type DayCloseCommand } from '@gym/domain';
import { mayWorkAt, readScope } from '../auth/branchScope';
import { requireRole } from '../auth/guards';
import { loadBranch } from '../branches/loadBranch';
import { answerWrite } from '../http/answerWrite';
import { apiRouter } from '../http/apiRouter';
import { commandContext } from '../http/commandContext';
import type { AppContext } from '../http/context';
import { HttpError, parseRequest } from '../http/errors';
import { parseListParams, sendList } from '../http/listParams';
import { idParam, todayIn } from '../http/params';
import type { RouteDeps } from '../http/routeDeps';
import { sendCsv } from '../http/sendCsv';
import { accountNamesOf } from '../users/accountNames';
import type { Db } from '@gym/platform';

const RESOURCE = 'day-closes';

const dayCloseFilter = z
  .object({
    branchId: z.uuid({ error: messages.branchNotFound }).optional(),
    from: calendarDateSchema.optional(),
    to: calendarDateSchema.optional(),
    closedBy: z.uuid().optional(),
    status: z.enum(['closed', 'reopened']).optional(),
    withDifference: z.boolean().optional(),
  })
  .strict();

const LINE_LABELS = { cash: 'Cash', card: 'Card', upi: 'UPI', bankTransfer: 'Bank transfer' };

export const DAY_CLOSE_CSV_HEADER = [
  'Branch',
  'Day',
  'Status',
  'Closed by',
  'Closed at',
  'Opening float',
  ...DAY_CLOSE_LINES.flatMap((l) =>
    ['expected', 'counted', 'difference', 'reason'].map((c) => `${LINE_LABELS[l]} ${c}`),
  ),
  'Banked',
  'Float left',
  'Total difference',
  'Reopened by',
  'Reopen reason',
] as const;

/** The lines whose books expect now other than the close did: the change, never folded in. */
function movedSince(
  close: DayCloseDto,
  now: DayCloseScreenDto['expected'],
): DayCloseScreenDto['movedSinceClose'] {
  const moved: DayCloseScreenDto['movedSinceClose'] = {};
  for (const l of DAY_CLOSE_LINES) {
    const change =
      (parseSignedMoney(now[l].expected) ?? 0) - (parseSignedMoney(close[l].expected) ?? 0);
    if (change !== 0) moved[l] = formatMoney(change);
  }
  return moved;
}

/** The closing and reopening people's names (one read for the page or batch). */
async function named(db: Db, rows: DayCloseDto[]): Promise<DayCloseDto[]> {
  const names = await accountNamesOf(
    db,
    rows.flatMap((r) => [r.closedBy, r.reopenedBy]),
  );
  return rows.map((r) => ({
    ...r,
    closedByName: accountName(names(r.closedBy)) ?? undefined,
    reopenedByName: accountName(names(r.reopenedBy)) ?? undefined,
  }));
}

/**
 * A branch's day close: GET the closing screen (what the books expect by method, whether the day
 * is closed, the close), POST close (the desk: admin, branch manager or staff of that branch),
 * POST reopen (admin, or that branch's manager); GET the day-close report and its CSV (admin and
 * branch managers, their branches).
 */
export function dayCloseRoutes(deps: RouteDeps) {
  const router = apiRouter('/api/day-closes');
  const desk = requireRole('admin', 'branch_manager', 'staff');
  const manager = requireRole('admin', 'branch_manager');

  /** :branchId of a branch the caller works at (any other: 404, as a missing one), and :day. */
  async function branchDay(ctx: AppContext, params: { branchId?: string; day?: string }) {
    const branchId = idParam(params.branchId, messages.branchNotFound);
    if (!mayWorkAt(ctx, branchId)) throw new HttpError(404, messages.branchNotFound);
    const branch = await loadBranch(deps, branchId);
    if (!branch) throw new HttpError(404, messages.branchNotFound);
    const day = parseRequest(z.object({ day: calendarDateSchema }), {
      day: params.day,
    }).day;
    return { branchId, day };
  }

  async function screen(branchId: string, day: string): Promise<DayCloseScreenDto> {
    const [expected, close] = await Promise.all([
      expectedForDay(deps.db, branchId, day, deps.timeZone),
      getDayClose(deps.db, branchId, day),
    ]);
    const closed = close?.status === 'closed';
    const lines = expectedLinesDto(expected);
    return {
      id: `${branchId}_${day}`,
      branchId,
      day,
      closed,
      expected: lines,
      close: close && (await named(deps.db, [close]))[0]!,
      movedSinceClose: closed ? movedSince(close, lines) : {},
    };
  }

  async function decide(ctx: AppContext, branchId: string, day: string, command: DayCloseCommand) {
    const context = commandContext(ctx, deps.clock());
    const result = await deps.handle(
      dayCloseDecider,
      dayCloseStream(branchId, day),
      command,
      context,
    );
    await answerWrite(ctx, deps, {
      position: result.position,
      status: 200,
      location: `/api/day-closes/${branchId}/${day}`,
      load: async () => {
        const now = await screen(branchId, day);
        // Shown once the read model has the close (or the reopen).
        return now.closed === result.state.closed ? now : null;
      },
      decided: () => ({ id: `${branchId}_${day}`, branchId, day, closed: result.state.closed }),
    });
  }

  router.get('/', manager, async (ctx) => {
    const query = parseListParams(ctx, {
      sortFields: DAY_CLOSE_SORT_FIELDS,
      defaultSort: { field: 'day', order: 'DESC' },
      filter: dayCloseFilter,
    });
    const page = await listDayCloses(deps.db, readScope(ctx), query);
    sendList(ctx, RESOURCE, query, { ...page, rows: await named(deps.db, page.rows) });
  });

  // Before /:branchId/:day, as a path of its own.
  router.get('.csv', manager, async (ctx) => {
    const { filter } = parseListParams(ctx, {
      sortFields: DAY_CLOSE_SORT_FIELDS,
      defaultSort: { field: 'day', order: 'DESC' },
      filter: dayCloseFilter,
    });
    const scope = readScope(ctx);
    // Branches are few (a chain's handful): their names once.
    const branches = await listBranches(deps.db, scope);
    const branchName = new Map(branches.rows.map((b) => [b.id, b.name]));
    const { db } = deps;
    async function* lines() {
      for await (const batch of everyDayClose(db, scope, filter)) {
        yield (await named(db, batch)).map((r) =>
          csvLine([
            branchName.get(r.branchId) ?? r.branchId,
            r.day,
            r.status === 'closed' ? 'Closed' : 'Reopened',
            r.closedByName ?? '',
            r.closedAt,
            r.openingFloat,
            ...DAY_CLOSE_LINES.flatMap((l) => [
              r[l].expected,
              r[l].counted,
              r[l].difference,
              r[l].reason ?? '',
            ]),
            r.banked,
            r.floatLeft,
            r.totalDifference,
            r.reopenedByName ?? '',
            r.reopenReason ?? '',
          ]),
        );
      }
    }
    sendCsv(ctx, 'day-closes.csv', DAY_CLOSE_CSV_HEADER, lines());
  });

  router.get('/:branchId/:day', desk, async (ctx) => {
    const { branchId, day } = await branchDay(ctx, ctx.params);
    ctx.body = await screen(branchId, day);
  });

  router.post('/:branchId/:day/close', desk, async (ctx) => {
    const { branchId, day } = await branchDay(ctx, ctx.params);
    const input = parseRequest(closeDayRequest, ctx.request.body);
    const today = todayIn(deps.timeZone, deps.clock());
    // What the books expect as the read side stands now: the same figures the screen showed.
    const expected = await expectedForDay(deps.db, branchId, day, deps.timeZone);
    const byLine = <T>(of: (l: (typeof DAY_CLOSE_LINES)[number]) => T) =>
      Object.fromEntries(DAY_CLOSE_LINES.map((l) => [l, of(l)])) as Record<
        (typeof DAY_CLOSE_LINES)[number],
        T
      >;
    await decide(ctx, branchId, day, {
      type: 'CloseDay',
      branchId,
      day,
      today,
      openingFloatPaise: expected.openingFloatPaise,
      expectedPaise: byLine((l) => expected.lines[l].expectedPaise),
      countedPaise: byLine((l) => input[`${l}Counted`]),
      reasons: byLine((l) => input[`${l}Reason`]),
      denominations: input.denominations,
      bankedPaise: input.banked,
      floatLeftPaise: input.floatLeft,
    });
  });

  router.post('/:branchId/:day/reopen', manager, async (ctx) => {
    const { branchId, day } = await branchDay(ctx, ctx.params);
    const { reason } = parseRequest(reopenDayRequest, ctx.request.body);
    await decide(ctx, branchId, day, { type: 'ReopenDay', branchId, day, reason });
  });

  return router;
}
