import { DomainError, messages, type ExpenseEvent } from '@gym/contracts';
import type { StreamDecider } from '../decider';

type Started = Extract<ExpenseEvent, { type: 'RecurringExpenseStarted' }>['data'];

export type RecurringExpenseState =
  { exists: false } | { exists: true; recurring: Started; running: boolean };

export type RecurringExpenseCommand =
  ({ type: 'StartRecurringExpense' } & Started) | { type: 'StopRecurringExpense'; reason: string };

/** Monthly rent or salaries (stream `recurring-expense-{id}`): started once, stopped once. */
export const recurringExpenseDecider: StreamDecider<
  RecurringExpenseCommand,
  ExpenseEvent,
  RecurringExpenseState
> = {
  snapshot: { kind: 'recurring-expense', version: 1 },
  initialState: () => ({ exists: false }),

  evolve(state, event) {
    switch (event.type) {
      case 'RecurringExpenseStarted':
        return { exists: true, recurring: event.data, running: true };
      case 'RecurringExpenseStopped':
        return state.exists ? { ...state, running: false } : state;
      case 'ExpenseRecorded':
      case 'ExpenseVoided':
      case 'ExpenseCategoryAdded':
        return state;
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'StartRecurringExpense': {
        if (state.exists) return [];
        const { type: _, ...data } = command;
        return [{ type: 'RecurringExpenseStarted', data }];
      }
      case 'StopRecurringExpense': {
        if (!state.exists) throw new DomainError('not_found', messages.recurringExpenseNotFound);
        if (!state.running)
          throw new DomainError('conflict', messages.recurringExpenseAlreadyStopped);
        const { recurringExpenseId } = state.recurring;
        return [
          { type: 'RecurringExpenseStopped', data: { recurringExpenseId, reason: command.reason } },
        ];
      }
      default: {
        const unknown: never = command;
        return unknown;
      }
    }
  },
};

/** The day of `month` ('2026-02') a recurring expense falls on: 29–31 are the last day when shorter. */
export function recurringDayIn(month: string, dayOfMonth: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${month}-${String(Math.min(dayOfMonth, last)).padStart(2, '0')}`;
}
