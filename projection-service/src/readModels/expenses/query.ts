import type { Knex } from 'knex';
import {
  BUILT_IN_EXPENSE_CATEGORIES,
  EXPENSE_CATEGORY_LABELS,
  expenseCategoryLabel,
  formatMoney,
  type BranchFilter,
  type ExpenseCategoryDto,
  type ExpenseDto,
  type PaymentMethod,
  type RecurringExpenseDto,
} from '@gym/contracts';
import { whereBranches } from '../../branchFilter';
import {
  MAX_PAGE_SIZE,
  everyRowOf,
  pageOf,
  type ListQuery,
  type ListResult,
} from '../../listQuery';

interface ExpenseRow {
  id: string;
  branch_id: string;
  expense_day: string;
  category_id: string;
  category_name: string | null;
  amount_paise: string;
  method: PaymentMethod;
  paid_to: string;
  bill_number: string | null;
  note: string | null;
  recurring_expense_id: string | null;
  recorded_by: string | null;
  recorded_at: Date;
  voided_at: Date | null;
  void_day: string | null;
  void_reason: string | null;
  voided_by: string | null;
}

/** By day only (and the id): the indexes lead with the day; an amount sort would read every row. */
export const EXPENSE_SORT_FIELDS = ['expenseDay', 'id'] as const;
export type ExpenseSortField = (typeof EXPENSE_SORT_FIELDS)[number];
export interface ExpenseFilter {
  from?: string;
  to?: string;
  categoryId?: string;
  method?: PaymentMethod;
  voided?: boolean;
  id?: string[];
}

const SORT_COLUMNS: Record<ExpenseSortField, string> = {
  expenseDay: 'expenses.expense_day',
  id: 'expenses.id',
};

function toExpenseDto(row: ExpenseRow): ExpenseDto {
  return {
    id: row.id,
    branchId: row.branch_id,
    expenseDay: row.expense_day,
    categoryId: row.category_id,
    categoryName: expenseCategoryLabel(row.category_id, row.category_name),
    amount: formatMoney(Number(row.amount_paise)),
    method: row.method,
    paidTo: row.paid_to,
    billNumber: row.bill_number,
    note: row.note,
    recurringExpenseId: row.recurring_expense_id,
    recordedBy: row.recorded_by,
    recordedAt: row.recorded_at.toISOString(),
    voided: row.voided_at !== null,
    voidedAt: row.voided_at?.toISOString() ?? null,
    voidDay: row.void_day,
    voidReason: row.void_reason,
    voidedBy: row.voided_by,
  };
}

/** An added category's name beside each row (the few built-in ones are labelled in code). */
const withCategoryName = (db: Knex, table: 'expenses' | 'recurring_expenses'): Knex.QueryBuilder =>
  db(table)
    .leftJoin('expense_categories', (on) =>
      on.on(db.raw(`expense_categories.id::text = ${table}.category_id`)),
    )
    .select(`${table}.*`, 'expense_categories.name as category_name');

function expensesMatching(db: Knex, filter: ExpenseFilter, branches: BranchFilter) {
  return db('expenses').where((qb) => {
    whereBranches(qb, 'expenses.branch_id', branches);
    const { from, to, categoryId, method, voided, id } = filter;
    if (from) qb.where('expenses.expense_day', '>=', from);
    if (to) qb.where('expenses.expense_day', '<=', to);
    if (categoryId) qb.where('expenses.category_id', categoryId);
    if (method) qb.where('expenses.method', method);
    if (voided !== undefined)
      qb.where((w) =>
        voided ? w.whereNotNull('expenses.voided_at') : w.whereNull('expenses.voided_at'),
      );
    if (id) qb.whereIn('expenses.id', id);
  });
}

/** One page of the expenses `branches` recorded (null: every branch), newest day first by default. */
export function listExpenses(
  db: Knex,
  branches: BranchFilter,
  query: ListQuery<ExpenseSortField, ExpenseFilter>,
): Promise<ListResult<ExpenseDto>> {
  return pageOf<ExpenseRow, ExpenseDto>(
    db,
    expensesMatching(db, query.filter, branches),
    (ids) => withCategoryName(db, 'expenses').whereIn('expenses.id', ids),
    query,
    {
      table: 'expenses',
      sort: SORT_COLUMNS[query.sort.field],
      id: 'expenses.id',
      keysNeverNull: true,
    },
    toExpenseDto,
  );
}

/** Every expense the filter matches, newest day first, a batch at a time (the CSV). */
export function everyExpense(
  db: Knex,
  branches: BranchFilter,
  filter: ExpenseFilter,
  batch?: number,
): AsyncGenerator<ExpenseDto[]> {
  return everyRowOf(
    db,
    expensesMatching(db, filter, branches),
    (ids) => withCategoryName(db, 'expenses').whereIn('expenses.id', ids),
    'DESC',
    { sort: 'expenses.expense_day', id: 'expenses.id' },
    toExpenseDto,
    batch,
  );
}

/** An expense `branches` recorded (null: any branch). */
export async function getExpense(
  db: Knex,
  id: string,
  branches: BranchFilter = null,
): Promise<ExpenseDto | null> {
  const row = (await whereBranches(
    withCategoryName(db, 'expenses').where('expenses.id', id),
    'expenses.branch_id',
    branches,
  ).first()) as ExpenseRow | undefined;
  return row ? toExpenseDto(row) : null;
}

/** The built-in categories, then those the owner added by name (a few dozen at most). */
export async function listExpenseCategories(db: Knex): Promise<ExpenseCategoryDto[]> {
  const added = (await db('expense_categories')
    .select('id', 'name')
    .orderByRaw('lower(name), id')
    .limit(MAX_PAGE_SIZE)) as { id: string; name: string }[];
  return [
    ...BUILT_IN_EXPENSE_CATEGORIES.map((id) => ({
      id,
      name: EXPENSE_CATEGORY_LABELS[id],
      builtIn: true,
    })),
    ...added.map(({ id, name }) => ({ id, name, builtIn: false })),
  ];
}

interface RecurringRow {
  id: string;
  branch_id: string;
  category_id: string;
  category_name: string | null;
  amount_paise: string;
  method: PaymentMethod;
  paid_to: string;
  note: string | null;
  day_of_month: number;
  starts_on: string;
  created_at: Date;
  stopped_at: Date | null;
  stop_reason: string | null;
}

function toRecurringDto(row: RecurringRow): RecurringExpenseDto {
  return {
    id: row.id,
    branchId: row.branch_id,
    categoryId: row.category_id,
    categoryName: expenseCategoryLabel(row.category_id, row.category_name),
    amount: formatMoney(Number(row.amount_paise)),
    method: row.method,
    paidTo: row.paid_to,
    note: row.note,
    dayOfMonth: Number(row.day_of_month),
    startsOn: row.starts_on,
    running: row.stopped_at === null,
    stoppedAt: row.stopped_at?.toISOString() ?? null,
    stopReason: row.stop_reason,
    createdAt: row.created_at.toISOString(),
  };
}

export const RECURRING_EXPENSE_SORT_FIELDS = ['dayOfMonth', 'id'] as const;
export type RecurringExpenseSortField = (typeof RECURRING_EXPENSE_SORT_FIELDS)[number];
export interface RecurringExpenseFilter {
  running?: boolean;
  id?: string[];
}

function recurringMatching(db: Knex, filter: RecurringExpenseFilter, branches: BranchFilter) {
  return db('recurring_expenses').where((qb) => {
    whereBranches(qb, 'recurring_expenses.branch_id', branches);
    if (filter.running !== undefined)
      qb.where((w) =>
        filter.running
          ? w.whereNull('recurring_expenses.stopped_at')
          : w.whereNotNull('recurring_expenses.stopped_at'),
      );
    if (filter.id) qb.whereIn('recurring_expenses.id', filter.id);
  });
}

/** One page of the recurring expenses of `branches` (null: every branch). */
export function listRecurringExpenses(
  db: Knex,
  branches: BranchFilter,
  query: ListQuery<RecurringExpenseSortField, RecurringExpenseFilter>,
): Promise<ListResult<RecurringExpenseDto>> {
  return pageOf<RecurringRow, RecurringExpenseDto>(
    db,
    recurringMatching(db, query.filter, branches),
    (ids) => withCategoryName(db, 'recurring_expenses').whereIn('recurring_expenses.id', ids),
    query,
    {
      table: 'recurring_expenses',
      sort:
        query.sort.field === 'dayOfMonth'
          ? 'recurring_expenses.day_of_month'
          : 'recurring_expenses.id',
      id: 'recurring_expenses.id',
      keysNeverNull: true,
    },
    toRecurringDto,
  );
}

/** A recurring expense of `branches` (null: any branch). */
export async function getRecurringExpense(
  db: Knex,
  id: string,
  branches: BranchFilter = null,
): Promise<RecurringExpenseDto | null> {
  const row = (await whereBranches(
    withCategoryName(db, 'recurring_expenses').where('recurring_expenses.id', id),
    'recurring_expenses.branch_id',
    branches,
  ).first()) as RecurringRow | undefined;
  return row ? toRecurringDto(row) : null;
}

/** The ids of the running recurring expenses, a page at a time (the daily job). */
export async function listRunningRecurringExpenseIds(
  db: Knex,
  range: readonly [number, number],
): Promise<ListResult<string>> {
  const rows = (await db('recurring_expenses')
    .whereNull('stopped_at')
    .select('id')
    .orderBy('id')
    .offset(range[0])
    .limit(range[1] - range[0] + 1)) as { id: string }[];
  return { rows: rows.map((r) => r.id), total: -1 };
}
