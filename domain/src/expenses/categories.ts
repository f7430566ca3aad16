import { DomainError, EXPENSE_CATEGORY_LABELS, messages, type ExpenseEvent } from '@gym/contracts';
import type { StreamDecider } from '../decider';

/** The categories the owner added (stream `expense-categories`): id → name. */
export interface ExpenseCategoriesState {
  added: Record<string, string>;
}

export type ExpenseCategoriesCommand = {
  type: 'AddExpenseCategory';
  categoryId: string;
  name: string;
};

const key = (name: string) => name.trim().toLowerCase();
const BUILT_IN_NAMES = new Set(Object.values(EXPENSE_CATEGORY_LABELS).map(key));

/** Whether `categoryId` names a category: a built-in one, or one added. */
export const isKnownExpenseCategory = (state: ExpenseCategoriesState, categoryId: string) =>
  Object.hasOwn(EXPENSE_CATEGORY_LABELS, categoryId) || Object.hasOwn(state.added, categoryId);

/** Whether another category (a built-in one included) has `name`, ignoring case. */
export function expenseCategoryNameTaken(state: ExpenseCategoriesState, name: string): boolean {
  const wanted = key(name);
  return BUILT_IN_NAMES.has(wanted) || Object.values(state.added).some((n) => key(n) === wanted);
}

/**
 * The categories beside the built-in ones. A name is unique ignoring case (the route reserves it
 * too, so two owners adding one name at once add it once); adding an id again adds nothing.
 */
export const expenseCategoriesDecider: StreamDecider<
  ExpenseCategoriesCommand,
  ExpenseEvent,
  ExpenseCategoriesState
> = {
  snapshot: { kind: 'expense-categories', version: 1 },
  initialState: () => ({ added: {} }),

  evolve(state, event) {
    switch (event.type) {
      case 'ExpenseCategoryAdded':
        return { added: { ...state.added, [event.data.categoryId]: event.data.name } };
      case 'ExpenseRecorded':
      case 'ExpenseVoided':
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
      case 'AddExpenseCategory': {
        if (Object.hasOwn(state.added, command.categoryId)) return [];
        if (expenseCategoryNameTaken(state, command.name))
          throw new DomainError('invalid', messages.expenseCategoryNameTaken, {
            name: messages.expenseCategoryNameTaken,
          });
        return [
          {
            type: 'ExpenseCategoryAdded',
            data: { categoryId: command.categoryId, name: command.name },
          },
        ];
      }
      default: {
        const unknown: never = command.type;
        return unknown;
      }
    }
  },
};
