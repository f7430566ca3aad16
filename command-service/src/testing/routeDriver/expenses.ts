import { randomUUID } from 'node:crypto';
import {
  EXPENSE_CATEGORIES_STREAM,
  addExpenseCategoryRequest,
  expenseStream,
  messages,
  recordExpenseRequestOn,
  recurringExpenseStream,
  startRecurringExpenseRequest,
  stopRecurringExpenseRequest,
  voidExpenseRequest,
} from '@gym/contracts';
import { expenseCategoriesDecider, expenseDecider, recurringExpenseDecider } from '@gym/domain';
import {
  branchNamed,
  recordExpenseCommand,
  requireCategory,
  startRecurringExpenseCommand,
} from '../../expenses/recordExpense';
import { parse, pickId, type Route } from './world';

/**
 * As the expense routes: the request schema, the category and branch checks, one command. (The
 * closed-day check reads the store, which the driver does not have: no op here closes a day.)
 */
export const expenseRoutes: {
  recordExpense: Route<'recordExpense'>;
  voidExpense: Route<'voidExpense'>;
  addExpenseCategory: Route<'addExpenseCategory'>;
  startRecurringExpense: Route<'startRecurringExpense'>;
  stopRecurringExpense: Route<'stopRecurringExpense'>;
} = {
  async recordExpense(world, { op, context, today }) {
    const categoryId =
      op.addedCategory >= 0 && world.expenseCategories.length > 0
        ? pickId(world.expenseCategories, op.addedCategory)
        : op.body.categoryId;
    const input = parse(recordExpenseRequestOn(today), { ...op.body, categoryId });
    if (!input) return 'refused by schema';
    const branchId = pickId(world.branches, op.branch);
    await requireCategory(world, input.categoryId);
    await branchNamed(world, branchId);
    const expenseId = randomUUID();
    await world.handle(
      expenseDecider,
      expenseStream(expenseId),
      recordExpenseCommand(input, { expenseId, branchId, today }),
      context,
    );
    world.expenses.push(expenseId);
    return 'done';
  },

  async voidExpense(world, { op, context, today }) {
    const input = parse(voidExpenseRequest, op.body);
    if (!input) return 'refused by schema';
    const id = pickId(world.expenses, op.expense);
    const command = {
      type: 'VoidExpense',
      reason: input.reason,
      voidDay: today,
      drawerDay: today,
    } as const;
    await world.handle(expenseDecider, expenseStream(id), command, context);
    return 'done';
  },

  async addExpenseCategory(world, { op, context }) {
    const input = parse(addExpenseCategoryRequest, op.body);
    if (!input) return 'refused by schema';
    const categoryId = randomUUID();
    await world.reservations.reserve('expense-category', input.name, categoryId, context, {
      message: messages.expenseCategoryNameTaken,
      field: 'name',
    });
    await world.handle(
      expenseCategoriesDecider,
      EXPENSE_CATEGORIES_STREAM,
      { type: 'AddExpenseCategory', categoryId, name: input.name },
      context,
    );
    world.expenseCategories.push(categoryId);
    return 'done';
  },

  async startRecurringExpense(world, { op, context, today }) {
    const input = parse(startRecurringExpenseRequest, op.body);
    if (!input) return 'refused by schema';
    const branchId = pickId(world.branches, op.branch);
    await requireCategory(world, input.categoryId);
    await branchNamed(world, branchId);
    const recurringExpenseId = randomUUID();
    await world.handle(
      recurringExpenseDecider,
      recurringExpenseStream(recurringExpenseId),
      startRecurringExpenseCommand(input, { recurringExpenseId, branchId, today }),
      context,
    );
    world.recurringExpenses.push(recurringExpenseId);
    return 'done';
  },

  async stopRecurringExpense(world, { op, context }) {
    const input = parse(stopRecurringExpenseRequest, op.body);
    if (!input) return 'refused by schema';
    const id = pickId(world.recurringExpenses, op.recurring);
    const command = { type: 'StopRecurringExpense', reason: input.reason } as const;
    await world.handle(recurringExpenseDecider, recurringExpenseStream(id), command, context);
    return 'done';
  },
};
