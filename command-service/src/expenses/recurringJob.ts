import {
  addDays,
  expenseStream,
  recurringExpenseStream,
  type CalendarDate,
  type EventStore,
} from '@gym/contracts';
import {
  expenseDecider,
  recordOccurrenceCommand,
  recurringDaysBetween,
  recurringExpenseDecider,
  recurringOccurrenceId,
} from '@gym/domain';
import type { Db } from '@gym/platform';
import { everyPage, listRunningRecurringExpenseIds } from '@gym/projection-service';
import type { CommandContext, CommandHandler } from '../commands/handleCommand';
import { isDayClosed } from '../dayClose/closedDay';

/**
 * How far back a run catches up on days it missed (a server down over the 1st). 28 days: no
 * window holds two of one recurring expense's days (they are at least 28 days apart), so a day
 * moved past a closed day never meets the next month's.
 */
export const RECURRING_CATCH_UP_DAYS = 28;

/**
 * Records each running recurring expense whose day has come (within the catch-up window). A day
 * closed at the branch moves the expense to the next open day up to today (else a later run
 * records it); the expense's id comes from the recurring expense and its due day
 * (`recurringOccurrenceId`, as the seed names it too), so a rerun, two workers at once, or a
 * seeded history record it once (the stream's first append expects no stream).
 */
export async function recordDueRecurringExpenses(
  deps: { db: Db; store: EventStore; handle: CommandHandler },
  today: CalendarDate,
  context: CommandContext,
): Promise<{ recorded: number; waiting: number }> {
  let recorded = 0;
  let waiting = 0;
  const from = addDays(today, -(RECURRING_CATCH_UP_DAYS - 1));
  for await (const ids of everyPage((range) => listRunningRecurringExpenseIds(deps.db, range))) {
    for (const id of ids) {
      // Its own stream, not the read model: a stop just made is never missed.
      const state = await deps.handle.load(recurringExpenseDecider, recurringExpenseStream(id));
      if (!state.exists || !state.running) continue;
      const r = state.recurring;
      for (const due of recurringDaysBetween(r.dayOfMonth, r.startsOn, from, today)) {
        const expenseId = recurringOccurrenceId(id, due);
        if (await deps.store.readLastEvent(expenseStream(expenseId))) continue;
        let day: CalendarDate | null = due;
        while (day && (await isDayClosed(deps.store, r.branchId, day)))
          day = day < today ? addDays(day, 1) : null;
        if (!day) {
          waiting += 1;
          continue;
        }
        const result = await deps.handle(
          expenseDecider,
          expenseStream(expenseId),
          recordOccurrenceCommand(r, due, day),
          context,
        );
        recorded += result.events.length > 0 ? 1 : 0;
      }
    }
  }
  return { recorded, waiting };
}
