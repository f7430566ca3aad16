import { DAY_CLOSE_LINES, closeDayRequest, dayCloseStream, reopenDayRequest } from '@gym/contracts';
import { dayCloseDecider } from '@gym/domain';
import { parse, pickId, type Route } from './world';

/**
 * As dayClose/routes.ts: the request schema, then the decider. The expected figures, which the
 * route reads from the read side, come with the op (the opening float: none).
 */
export const dayCloseRoutes: { closeDay: Route<'closeDay'>; reopenDay: Route<'reopenDay'> } = {
  async closeDay(world, { op, context, today }) {
    const input = parse(closeDayRequest, op.body);
    if (!input) return 'refused by schema';
    const branchId = pickId(world.branches, op.branch);
    const { day } = op;
    const line = <T>(of: (l: (typeof DAY_CLOSE_LINES)[number]) => T) =>
      Object.fromEntries(DAY_CLOSE_LINES.map((l) => [l, of(l)])) as Record<
        (typeof DAY_CLOSE_LINES)[number],
        T
      >;
    await world.handle(
      dayCloseDecider,
      dayCloseStream(branchId, day),
      {
        type: 'CloseDay',
        branchId,
        day,
        today,
        openingFloatPaise: 0,
        expectedPaise: op.expected,
        countedPaise: line((l) => input[`${l}Counted`]),
        reasons: line((l) => input[`${l}Reason`]),
        denominations: input.denominations,
        bankedPaise: input.banked,
        floatLeftPaise: input.floatLeft,
      },
      context,
    );
    return 'done';
  },

  async reopenDay(world, { op, context }) {
    const input = parse(reopenDayRequest, op.body);
    if (!input) return 'refused by schema';
    const branchId = pickId(world.branches, op.branch);
    const { day } = op;
    await world.handle(
      dayCloseDecider,
      dayCloseStream(branchId, day),
      { type: 'ReopenDay', branchId, day, reason: input.reason },
      context,
    );
    return 'done';
  },
};
