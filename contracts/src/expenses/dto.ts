import type { CalendarDate } from '../dates';
import type { PaymentMethod } from '../payments/requests';

/** GET /api/expenses(/{id}): money as decimal rupee strings. */
export interface ExpenseDto {
  id: string;
  branchId: string;
  expenseDay: CalendarDate;
  categoryId: string;
  /** The category's name (a built-in one's label). */
  categoryName: string;
  amount: string;
  method: PaymentMethod;
  paidTo: string;
  billNumber: string | null;
  note: string | null;
  recurringExpenseId: string | null;
  recordedBy: string | null;
  recordedAt: string;
  voided: boolean;
  voidedAt: string | null;
  voidDay: CalendarDate | null;
  voidReason: string | null;
  voidedBy: string | null;
}

/** GET /api/expense-categories: built-in ones first, then those added. */
export interface ExpenseCategoryDto {
  id: string;
  name: string;
  builtIn: boolean;
}

/** GET /api/recurring-expenses */
export interface RecurringExpenseDto {
  id: string;
  branchId: string;
  categoryId: string;
  categoryName: string;
  amount: string;
  method: PaymentMethod;
  paidTo: string;
  note: string | null;
  dayOfMonth: number;
  startsOn: CalendarDate;
  running: boolean;
  stoppedAt: string | null;
  stopReason: string | null;
  createdAt: string;
}
