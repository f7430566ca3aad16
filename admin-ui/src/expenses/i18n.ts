import {
  EXPENSE_CATEGORY_LABELS,
  EXPENSE_STATE_LABELS,
  PAYMENT_METHOD_LABELS,
} from '@gym/contracts';

/**
 * The expenses resource (`resources.expenses`): `fields.<source>` labels the input or column of
 * that source; the rest are its screens' texts. Category and method words come from the display
 * module.
 */
export const expensesEn = {
  name: 'Expense |||| Expenses',
  fields: {
    expenseDay: 'Date',
    categoryId: 'Category',
    categoryName: 'Category',
    amount: 'Amount (₹)',
    method: 'Paid by',
    paidTo: 'Paid to',
    billNumber: 'Bill number',
    note: 'Note',
    branchId: 'Branch',
    state: 'State',
    from: 'From',
    to: 'To',
    voided: 'Voided',
    voidReason: 'Void reason',
  },
  categories: EXPENSE_CATEGORY_LABELS,
  methods: PAYMENT_METHOD_LABELS,
  states: EXPENSE_STATE_LABELS,
  list: {
    title: 'Expenses',
    subtitle: 'Money paid out: rent, salaries, bills and cash from the drawer',
    add: 'Record expense',
    cashPaidOut: 'Cash paid out',
    pageTotal: 'Total of this page (not voided): %{amount}',
    anyCategory: 'Any category',
    anyMethod: 'Any method',
    recurring: 'Recurring expenses',
    export: 'Export CSV',
  },
  create: {
    title: 'Record an expense',
    cashTitle: 'Cash paid out',
    cashHint: 'Cash taken from the drawer at your desk: it counts in the day close',
    save: 'Record expense',
    success: 'Expense of %{amount} to %{paidTo} recorded',
  },
  show: {
    title: 'Expense',
    back: 'Back to expenses',
    recurring: 'Recorded by a recurring expense',
  },
  void: {
    button: 'Void',
    title: 'Void this expense?',
    text: 'The expense stays in the books as voided, with your reason. A voided cash expense returns to today’s drawer.',
    reason: 'Reason',
    confirm: 'Void expense',
    done: 'Expense voided',
  },
  categoryDialog: {
    button: 'Categories',
    title: 'Expense categories',
    name: 'New category',
    add: 'Add',
    done: 'Category "%{name}" added',
    close: 'Close',
  },
};

/** The recurring expenses resource (`resources.recurring-expenses`). */
export const recurringExpensesEn = {
  name: 'Recurring expense |||| Recurring expenses',
  fields: {
    categoryId: 'Category',
    categoryName: 'Category',
    amount: 'Amount (₹)',
    method: 'Paid by',
    paidTo: 'Paid to',
    note: 'Note',
    dayOfMonth: 'Day of the month',
    startsOn: 'From',
    branchId: 'Branch',
    state: 'State',
  },
  list: {
    title: 'Recurring expenses',
    subtitle: 'Rent and salaries, recorded on their day each month until stopped',
    add: 'Add recurring expense',
    running: 'Running',
    stopped: 'Stopped',
    onDay: 'Day %{day} of each month',
  },
  create: {
    title: 'Add a recurring expense',
    dayHint: '29, 30 or 31: the month’s last day when it is shorter',
    save: 'Start',
    success: 'Recurring expense to %{paidTo} started',
  },
  stop: {
    button: 'Stop',
    title: 'Stop this recurring expense?',
    text: 'No more expenses are recorded for it; those already recorded stay.',
    reason: 'Reason',
    confirm: 'Stop',
    done: 'Recurring expense stopped',
  },
};
