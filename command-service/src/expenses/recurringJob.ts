import {
  addDays,
  expenseStream,
  recurringExpenseStream,
  type CalendarDate,
  type EventStore,
} from '@gym/contracts';
import { expenseDecider, recurringDayIn, recurringExpenseDecider } from '@gym/domain';
import type { Db } from '@gym/platform';
import { everyPage, listRunningRecurringExpenseIds } from '@gym/projection-service';
import type { CommandContext, CommandHandler } from '../commands/handleCommand';
import { isDayClosed } from '../dayClose/closedDay';
import { deterministicUuid } from '../http/params';

/**
 * How far back a run catches up on days it missed (a server down over the 1st). 28 days: no
 * window holds two of one recurring expense's days (they are at least 28 days apart), so a day
 * moved past a closed day never meets the next month's.
 */
export const RECURRING_CATCH_UP_DAYS = 28;

/** The days in [from, to] a recurring expense falls on, from its first day. */
export function recurringDaysBetween(
  dayOfMonth: number,
  startsOn: CalendarDate,
  from: CalendarDate,
  to: CalendarDate,
): CalendarDate[] {
  const first = startsOn > from ? startsOn : from;
  const months = [...new Set([first.slice(0, 7), to.slice(0, 7)])];
  return months.map((m) => recurringDayIn(m, dayOfMonth)).filter((d) => d >= first && d <= to);
}

/** The expense a recurring expense records for its day: the same id however often the job runs. */
export const recurringExpenseId = (recurringId: string, day: CalendarDate) =>
  deterministicUuid(`recurring-expense:${recurringId}:${day}`);

/**
 * Records each running recurring expense whose day has come (within the catch-up window). A day
 * closed at the branch moves the expense to the next open day up to today (else a later run
 * records it); the expense's id comes from the recurring expense and its own day, so a rerun, or
 * two workers at once, record it once (the stream's first append expects no stream).
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
        const expenseId = recurringExpenseId(id, due);
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
          {
            type: 'RecordExpense',
            expenseId,
            branchId: r.branchId,
            categoryId: r.categoryId,
            amountPaise: r.amountPaise,
            method: r.method,
            paidTo: r.paidTo,
            note: r.note,
            expenseDay: day,
            billNumber: null,
            recurringExpenseId: id,
          },
          context,
        );
        recorded += result.events.length > 0 ? 1 : 0;
      }
    }
  }
  return { recorded, waiting };
}
