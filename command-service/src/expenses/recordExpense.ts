import {
  DomainError,
  EXPENSE_CATEGORIES_STREAM,
  expenseStream,
  formatCalendarDate,
  messages,
} from '@gym/contracts';
import {
  expenseCategoriesDecider,
  expenseDecider,
  isKnownExpenseCategory,
  type ExpenseCommand,
} from '@gym/domain';
import type { CommandContext, CommandHandler } from '../commands/handleCommand';
import { loadBranch } from '../branches/loadBranch';
import { isDayClosed } from '../dayClose/closedDay';
import type { RouteDeps } from '../http/routeDeps';

type Deps = Pick<RouteDeps, 'handle' | 'store'>;

/** Whether `categoryId` is a built-in category or one the owner added (its stream, not the read model). */
export async function knownCategory(deps: { handle: CommandHandler }, categoryId: string) {
  const state = await deps.handle.load(expenseCategoriesDecider, EXPENSE_CATEGORIES_STREAM);
  return isKnownExpenseCategory(state, categoryId);
}

/** 400 on `categoryId` unless the category exists. */
export async function requireCategory(deps: { handle: CommandHandler }, categoryId: string) {
  if (!(await knownCategory(deps, categoryId)))
    throw new DomainError('invalid', messages.expenseCategoryRequired, {
      categoryId: messages.expenseCategoryRequired,
    });
}

/** The branch's name; 400 on `branchId` when there is no such branch. */
export async function branchNamed(deps: { handle: CommandHandler }, branchId: string) {
  const branch = await loadBranch(deps, branchId);
  if (!branch)
    throw new DomainError('invalid', messages.branchNotFound, {
      branchId: messages.branchNotFound,
    });
  return branch.name;
}

type RecordCommand = Extract<ExpenseCommand, { type: 'RecordExpense' }>;

/**
 * Records an expense: its category known, its branch there, its day not closed at the branch
 * (409 naming the day and the branch; nothing appended). A retry of the same id records nothing.
 */
export async function recordExpense(deps: Deps, command: RecordCommand, context: CommandContext) {
  await requireCategory(deps, command.categoryId);
  const branchName = await branchNamed(deps, command.branchId);
  if (await isDayClosed(deps.store, command.branchId, command.expenseDay))
    throw new DomainError(
      'conflict',
      messages.expenseDayClosed(formatCalendarDate(command.expenseDay), branchName),
      { expenseDay: messages.expenseDayClosed(formatCalendarDate(command.expenseDay), branchName) },
    );
  return deps.handle(expenseDecider, expenseStream(command.expenseId), command, context);
}
