import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  EXPENSE_CATEGORIES_STREAM,
  EXPENSE_CSV_HEADER,
  EXPENSE_METHODS,
  DomainError,
  formatMoney,
  addExpenseCategoryRequest,
  calendarDateSchema,
  expenseCategoryIdSchema,
  expenseCsvLine,
  expenseStream,
  idsFilter,
  messages,
  recordExpenseRequestOn,
  recurringExpenseStream,
  startRecurringExpenseRequest,
  stopRecurringExpenseRequest,
  voidExpenseRequest,
  type ExpenseDto,
  type RecurringExpenseDto,
} from '@gym/contracts';
import {
  EXPENSE_SORT_FIELDS,
  RECURRING_EXPENSE_SORT_FIELDS,
  everyExpense,
  getExpense,
  getRecurringExpense,
  listExpenseCategories,
  listExpenses,
  listRecurringExpenses,
} from '@gym/projection-service';
import {
  expenseCategoriesDecider,
  expenseCategoryNameTaken,
  expenseDecider,
  recurringExpenseDecider,
} from '@gym/domain';
import { deskBranch, readScope } from '../auth/branchScope';
import { currentUser, requireRole } from '../auth/guards';
import { detailBranches } from '../http/access';
import { answerWrite } from '../http/answerWrite';
import { apiRouter } from '../http/apiRouter';
import { commandContext } from '../http/commandContext';
import type { AppContext } from '../http/context';
import { HttpError, parseRequest } from '../http/errors';
import { parseListParams, sendList } from '../http/listParams';
import { idParam, todayIn } from '../http/params';
import type { RouteDeps } from '../http/routeDeps';
import { drawerDayOf } from '../dayClose/closedDay';
import { csvLinesOf, sendCsv } from '../http/sendCsv';
import {
  branchNamed,
  recordExpense,
  recordExpenseCommand,
  requireCategory,
  startRecurringExpenseCommand,
} from './recordExpense';

const expenseFilter = z
  .object({
    from: calendarDateSchema.optional(),
    to: calendarDateSchema.optional(),
    categoryId: expenseCategoryIdSchema.optional(),
    method: z.enum(EXPENSE_METHODS).optional(),
    voided: z.boolean().optional(),
    id: idsFilter(),
  })
  .strict();
const recurringFilter = z.object({ running: z.boolean().optional(), id: idsFilter() }).strict();

const listOptions = {
  sortFields: EXPENSE_SORT_FIELDS,
  defaultSort: { field: 'expenseDay', order: 'DESC' },
  filter: expenseFilter,
} as const;

/**
 * Expenses (GET, POST /api/expenses; void), their categories and recurring expenses. Admins act
 * at every branch, branch managers at theirs; staff record cash paid out at their desk's branch
 * (another method: 400 on `method`) and read their branches' expenses.
 */
export function expenseRoutes(deps: RouteDeps) {
  const router = apiRouter('/api');
  const desk = requireRole('admin', 'branch_manager', 'staff');
  const manager = requireRole('admin', 'branch_manager');
  const now = (ctx: AppContext) => commandContext(ctx, deps.clock());

  /** An expense the caller's branches recorded; another branch's is 404 like a missing one. */
  async function visibleExpense(ctx: AppContext, raw: string | undefined): Promise<ExpenseDto> {
    const expense = await getExpense(
      deps.db,
      idParam(raw, messages.expenseNotFound),
      detailBranches(ctx),
    );
    if (!expense) throw new HttpError(404, messages.expenseNotFound);
    return expense;
  }

  router.get('/expenses', desk, async (ctx) => {
    const query = parseListParams(ctx, listOptions);
    sendList(ctx, 'expenses', query, await listExpenses(deps.db, readScope(ctx), query));
  });

  // Every expense the filter matches, streamed in keyset batches. Before /expenses/:id.
  router.get('/expenses/export.csv', desk, (ctx) => {
    const { filter } = parseListParams(ctx, listOptions);
    const lines = csvLinesOf(everyExpense(deps.db, readScope(ctx), filter), expenseCsvLine);
    sendCsv(ctx, 'expenses.csv', EXPENSE_CSV_HEADER, lines);
  });

  router.get('/expenses/:id', desk, async (ctx) => {
    ctx.body = await visibleExpense(ctx, ctx.params.id);
  });

  router.post('/expenses', desk, async (ctx) => {
    const context = now(ctx);
    const today = todayIn(deps.timeZone, context.now);
    const input = parseRequest(recordExpenseRequestOn(today), ctx.request.body);
    if (currentUser(ctx).role === 'staff' && input.method !== 'cash')
      throw new HttpError(400, messages.staffCashOnly, { method: messages.staffCashOnly });
    const branchId = deskBranch(ctx, input.branchId);
    const expenseId = randomUUID();
    const command = recordExpenseCommand(input, { expenseId, branchId, today });
    const result = await recordExpense(deps, command, context);
    await answerWrite(ctx, deps, {
      position: result.position,
      status: 201,
      location: `/api/expenses/${expenseId}`,
      load: () => getExpense(deps.db, expenseId),
      // While the read model is behind (202): the expense as recorded, for the form's toast.
      decided: () => ({
        id: expenseId,
        branchId,
        expenseDay: command.expenseDay,
        categoryId: command.categoryId,
        amount: formatMoney(command.amountPaise),
        method: command.method,
        paidTo: command.paidTo,
        billNumber: command.billNumber,
        note: command.note,
        recurringExpenseId: null,
        voided: false,
      }),
    });
  });

  router.post('/expenses/:id/void', manager, async (ctx) => {
    const expense = await visibleExpense(ctx, ctx.params.id);
    const { reason } = parseRequest(voidExpenseRequest, ctx.request.body);
    const context = now(ctx);
    const voidDay = todayIn(deps.timeZone, context.now);
    // The cash goes back into the branch's drawer: today's, else the next open day's.
    const drawerDay = await drawerDayOf(deps, expense.branchId, voidDay);
    const result = await deps.handle(
      expenseDecider,
      expenseStream(expense.id),
      { type: 'VoidExpense', reason, voidDay, drawerDay },
      context,
    );
    await answerWrite(ctx, deps, {
      position: result.position,
      status: 200,
      location: `/api/expenses/${expense.id}`,
      load: async () => {
        const voided = await getExpense(deps.db, expense.id);
        return voided?.voided ? voided : null;
      },
      decided: () => ({ ...expense, voided: true, voidReason: reason }),
    });
  });

  router.get('/expense-categories', desk, async (ctx) => {
    const categories = await listExpenseCategories(deps.db);
    ctx.set('Content-Range', `expense-categories 0-${categories.length - 1}/${categories.length}`);
    ctx.set('Access-Control-Expose-Headers', 'Content-Range');
    ctx.body = categories;
  });

  // A name is reserved first (unique ignoring case, whoever adds it at the same moment).
  router.post('/expense-categories', manager, async (ctx) => {
    const { name } = parseRequest(addExpenseCategoryRequest, ctx.request.body);
    const categoryId = randomUUID();
    const context = now(ctx);
    const taken = { message: messages.expenseCategoryNameTaken, field: 'name' };
    const categories = await deps.handle.load(expenseCategoriesDecider, EXPENSE_CATEGORIES_STREAM);
    if (expenseCategoryNameTaken(categories, name))
      throw new HttpError(400, taken.message, { name: taken.message });
    try {
      await deps.reservations.reserve('expense-category', name, categoryId, context, taken);
    } catch (error) {
      if (error instanceof DomainError && error.message === taken.message)
        throw new HttpError(400, taken.message, { name: taken.message });
      throw error;
    }
    let result;
    try {
      result = await deps.handle(
        expenseCategoriesDecider,
        EXPENSE_CATEGORIES_STREAM,
        { type: 'AddExpenseCategory', categoryId, name },
        context,
      );
    } catch (error) {
      await deps.reservations.release('expense-category', name, categoryId, context);
      throw error;
    }
    const added = { id: categoryId, name, builtIn: false };
    await answerWrite(ctx, deps, {
      position: result.position,
      status: 201,
      location: '/api/expense-categories',
      load: async () =>
        (await listExpenseCategories(deps.db)).find((c) => c.id === categoryId) ?? null,
      decided: () => added,
    });
  });

  async function visibleRecurring(
    ctx: AppContext,
    raw: string | undefined,
  ): Promise<RecurringExpenseDto> {
    const recurring = await getRecurringExpense(
      deps.db,
      idParam(raw, messages.recurringExpenseNotFound),
      detailBranches(ctx),
    );
    if (!recurring) throw new HttpError(404, messages.recurringExpenseNotFound);
    return recurring;
  }

  router.get('/recurring-expenses', manager, async (ctx) => {
    const query = parseListParams(ctx, {
      sortFields: RECURRING_EXPENSE_SORT_FIELDS,
      defaultSort: { field: 'dayOfMonth', order: 'ASC' },
      filter: recurringFilter,
    });
    sendList(
      ctx,
      'recurring-expenses',
      query,
      await listRecurringExpenses(deps.db, readScope(ctx), query),
    );
  });

  router.post('/recurring-expenses', manager, async (ctx) => {
    const context = now(ctx);
    const input = parseRequest(startRecurringExpenseRequest, ctx.request.body);
    const branchId = deskBranch(ctx, input.branchId);
    await requireCategory(deps, input.categoryId);
    await branchNamed(deps, branchId);
    const recurringExpenseId = randomUUID();
    const result = await deps.handle(
      recurringExpenseDecider,
      recurringExpenseStream(recurringExpenseId),
      startRecurringExpenseCommand(input, {
        recurringExpenseId,
        branchId,
        today: todayIn(deps.timeZone, context.now),
      }),
      context,
    );
    await answerWrite(ctx, deps, {
      position: result.position,
      status: 201,
      location: `/api/recurring-expenses/${recurringExpenseId}`,
      load: () => getRecurringExpense(deps.db, recurringExpenseId),
      decided: () => ({ id: recurringExpenseId, branchId, running: true }),
    });
  });

  router.post('/recurring-expenses/:id/stop', manager, async (ctx) => {
    const recurring = await visibleRecurring(ctx, ctx.params.id);
    const { reason } = parseRequest(stopRecurringExpenseRequest, ctx.request.body);
    const result = await deps.handle(
      recurringExpenseDecider,
      recurringExpenseStream(recurring.id),
      { type: 'StopRecurringExpense', reason },
      now(ctx),
    );
    await answerWrite(ctx, deps, {
      position: result.position,
      status: 200,
      location: `/api/recurring-expenses/${recurring.id}`,
      load: async () => {
        const stopped = await getRecurringExpense(deps.db, recurring.id);
        return stopped && !stopped.running ? stopped : null;
      },
      decided: () => ({ ...recurring, running: false, stopReason: reason }),
    });
  });

  return router;
}
