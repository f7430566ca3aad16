import { lazy } from 'react';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';

/** Expenses: the list (filters, page total, CSV), record, and one expense with its void. */
export default {
  list: lazy(() => import('./ExpenseList')),
  create: lazy(() => import('./ExpenseCreate')),
  show: lazy(() => import('./ExpenseShow')),
  icon: ReceiptLongIcon,
};

/** Recurring expenses (admins, branch managers): list, start, stop. */
export const recurringExpenses = {
  list: lazy(() => import('./RecurringExpenseList')),
  create: lazy(() => import('./RecurringExpenseCreate')),
  icon: ReceiptLongIcon,
};
