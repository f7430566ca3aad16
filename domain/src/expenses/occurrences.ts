import type { CalendarDate, ExpenseEvent } from '@gym/contracts';
import { deterministicUuid } from '../nameBasedUuid';
import type { ExpenseCommand } from './decider';
import { recurringDayIn } from './recurring';

type Started = Extract<ExpenseEvent, { type: 'RecurringExpenseStarted' }>['data'];

/** The days in [from, to] a recurring expense is due on, from its first day, in order. */
export function recurringDaysBetween(
  dayOfMonth: number,
  startsOn: CalendarDate,
  from: CalendarDate,
  to: CalendarDate,
): CalendarDate[] {
  const first = startsOn > from ? startsOn : from;
  const days: CalendarDate[] = [];
  let [year, month] = first.split('-').map(Number) as [number, number];
  for (;;) {
    const m = `${year}-${String(month).padStart(2, '0')}`;
    if (m > to.slice(0, 7)) return days;
    const day = recurringDayIn(m, dayOfMonth);
    if (day >= first && day <= to) days.push(day);
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
}

/**
 * The expense a recurring expense records for the day it is due: one id, so one stream
 * (`expense-{id}`), per recurring expense and due day, whoever writes it (the daily job, the seed).
 */
export const recurringOccurrenceId = (recurringExpenseId: string, due: CalendarDate) =>
  deterministicUuid(`recurring-expense:${recurringExpenseId}:${due}`);

/**
 * The command that records the occurrence due on `due`, paid on `day` (the due day, or the next
 * open day when the due day is closed at the branch).
 */
export function recordOccurrenceCommand(
  recurring: Started,
  due: CalendarDate,
  day: CalendarDate = due,
): Extract<ExpenseCommand, { type: 'RecordExpense' }> {
  return {
    type: 'RecordExpense',
    expenseId: recurringOccurrenceId(recurring.recurringExpenseId, due),
    branchId: recurring.branchId,
    categoryId: recurring.categoryId,
    amountPaise: recurring.amountPaise,
    method: recurring.method,
    paidTo: recurring.paidTo,
    note: recurring.note,
    expenseDay: day,
    billNumber: null,
    recurringExpenseId: recurring.recurringExpenseId,
  };
}
