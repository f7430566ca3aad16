import {
  DomainError,
  EXPENSE_CATEGORIES_STREAM,
  expenseStream,
  formatCalendarDate,
  messages,
  type CalendarDate,
  type RecordExpenseRequest,
  type StartRecurringExpenseRequest,
} from '@gym/contracts';
import {
  expenseCategoriesDecider,
  expenseDecider,
  isKnownExpenseCategory,
  type ExpenseCommand,
  type RecurringExpenseCommand,
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

/** The command a desk's request makes: dated today unless it says a day, at the chosen branch. */
export function recordExpenseCommand(
  input: RecordExpenseRequest,
  ids: { expenseId: string; branchId: string; today: CalendarDate },
): RecordCommand {
  const { amount, expenseDay, branchId: _, ...details } = input;
  return {
    type: 'RecordExpense',
    ...details,
    expenseId: ids.expenseId,
    branchId: ids.branchId,
    amountPaise: amount,
    expenseDay: expenseDay ?? ids.today,
    recurringExpenseId: null,
  };
}

/** The command a manager's request makes: from today unless it says a day, at the chosen branch. */
export function startRecurringExpenseCommand(
  input: StartRecurringExpenseRequest,
  ids: { recurringExpenseId: string; branchId: string; today: CalendarDate },
): Extract<RecurringExpenseCommand, { type: 'StartRecurringExpense' }> {
  const { amount, startsOn, branchId: _, ...details } = input;
  return {
    type: 'StartRecurringExpense',
    ...details,
    recurringExpenseId: ids.recurringExpenseId,
    branchId: ids.branchId,
    amountPaise: amount,
    startsOn: startsOn ?? ids.today,
  };
}

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
