import { DomainError, messages, type ExpenseEvent, type PaymentMethod } from '@gym/contracts';
import type { StreamDecider } from '../decider';

type Recorded = Extract<ExpenseEvent, { type: 'ExpenseRecorded' }>['data'];

export type ExpenseState =
  | { exists: false }
  | {
      exists: true;
      expenseId: string;
      branchId: string;
      method: PaymentMethod;
      amountPaise: number;
      voided: boolean;
    };

export type ExpenseCommand =
  | ({ type: 'RecordExpense' } & Recorded)
  | { type: 'VoidExpense'; reason: string; voidDay: string; drawerDay: string };

/**
 * One expense (stream `expense-{id}`): recorded once (a retry or a second job run records
 * nothing), corrected only by a void with a reason, once.
 */
export const expenseDecider: StreamDecider<ExpenseCommand, ExpenseEvent, ExpenseState> = {
  snapshot: { kind: 'expense', version: 1 },
  initialState: () => ({ exists: false }),

  evolve(state, event) {
    switch (event.type) {
      case 'ExpenseRecorded': {
        const { expenseId, branchId, method, amountPaise } = event.data;
        return { exists: true, expenseId, branchId, method, amountPaise, voided: false };
      }
      case 'ExpenseVoided':
        return state.exists ? { ...state, voided: true } : state;
      case 'ExpenseCategoryAdded':
      case 'RecurringExpenseStarted':
      case 'RecurringExpenseStopped':
        return state;
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'RecordExpense': {
        if (state.exists) return [];
        const { type: _, ...data } = command;
        return [{ type: 'ExpenseRecorded', data }];
      }
      case 'VoidExpense': {
        if (!state.exists) throw new DomainError('not_found', messages.expenseNotFound);
        if (state.voided) throw new DomainError('conflict', messages.expenseAlreadyVoided);
        const { expenseId, branchId, method, amountPaise } = state;
        return [
          {
            type: 'ExpenseVoided',
            data: {
              expenseId,
              branchId,
              method,
              amountPaise,
              voidDay: command.voidDay,
              drawerDay: command.drawerDay,
              reason: command.reason,
            },
          },
        ];
      }
      default: {
        const unknown: never = command;
        return unknown;
      }
    }
  },
};
