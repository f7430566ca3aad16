import { z } from 'zod';
import { eventDate } from '../dates';
import { MAX_PAISE } from '../money';
import { PAYMENT_METHODS } from '../payments/requests';
import { eventText } from '../text';

/**
 * The categories every gym has. Their ids are fixed words; a category the owner adds
 * (ExpenseCategoryAdded) has a uuid. Labels live in the display module.
 */
export const BUILT_IN_EXPENSE_CATEGORIES = [
  'rent',
  'salaries',
  'utilities',
  'equipment',
  'maintenance',
  'marketing',
  'gst_paid',
  'other',
] as const;
export type BuiltInExpenseCategory = (typeof BUILT_IN_EXPENSE_CATEGORIES)[number];
export const expenseCategoryIdSchema = z.union([z.enum(BUILT_IN_EXPENSE_CATEGORIES), z.uuid()]);

/** How an expense was paid; cash comes out of the branch's drawer and counts in its day close. */
export const EXPENSE_METHODS = PAYMENT_METHODS;

export const EXPENSE_PAID_TO_MAX = 200;
export const EXPENSE_BILL_NUMBER_MAX = 100;
export const EXPENSE_NOTE_MAX = 1000;
export const EXPENSE_REASON_MAX = 500;
export const EXPENSE_CATEGORY_NAME_MAX = 60;

const amountPaise = z.number().int().positive().max(MAX_PAISE);
const reason = eventText(EXPENSE_REASON_MAX, { multiline: true });
const details = {
  branchId: z.uuid(),
  categoryId: expenseCategoryIdSchema,
  amountPaise,
  method: z.enum(EXPENSE_METHODS),
  paidTo: eventText(EXPENSE_PAID_TO_MAX),
  note: eventText(EXPENSE_NOTE_MAX, { multiline: true }).nullable(),
};

export const expenseEventSchemas = {
  /** Money paid out on `expenseDay` (the gym's calendar date); the actor is in the metadata. */
  ExpenseRecorded: z.object({
    expenseId: z.uuid(),
    ...details,
    expenseDay: eventDate,
    billNumber: eventText(EXPENSE_BILL_NUMBER_MAX).nullable(),
    /** The recurring expense whose job created it; null when recorded by hand. */
    recurringExpenseId: z.uuid().nullable(),
  }),
  /**
   * A correction: the expense no longer counts. `voidDay` is the gym's date the void was made;
   * a cash expense's void returns its cash to the drawer of `drawerDay`: that day's, or the next
   * open day's when it is already closed at the branch (a closed day is never reopened by it), as a
   * payment's void or refund does. Voids before `drawerDay` existed: their `voidDay`.
   */
  ExpenseVoided: z.object({
    expenseId: z.uuid(),
    branchId: z.uuid(),
    method: z.enum(EXPENSE_METHODS),
    amountPaise,
    voidDay: eventDate,
    drawerDay: eventDate.optional(),
    reason,
  }),
  /** A category the owner added to the built-in ones (stream `expense-categories`). */
  ExpenseCategoryAdded: z.object({
    categoryId: z.uuid(),
    name: eventText(EXPENSE_CATEGORY_NAME_MAX),
  }),
  /** Rent, salaries: a job records the expense on `dayOfMonth` (29–31: the month's last day when shorter) from `startsOn`. */
  RecurringExpenseStarted: z.object({
    recurringExpenseId: z.uuid(),
    ...details,
    dayOfMonth: z.number().int().min(1).max(31),
    startsOn: eventDate,
  }),
  RecurringExpenseStopped: z.object({ recurringExpenseId: z.uuid(), reason }),
} as const;

type Schemas = typeof expenseEventSchemas;
export type ExpenseEvent = {
  [K in keyof Schemas]: { type: K; data: z.infer<Schemas[K]> };
}[keyof Schemas];

export const expenseStream = (expenseId: string) => `expense-${expenseId}`;
export const recurringExpenseStream = (id: string) => `recurring-expense-${id}`;
export const EXPENSE_CATEGORIES_STREAM = 'expense-categories';
