import { z } from 'zod';
import type { CalendarDate } from '../dates';
import { messages } from '../messages';
import { optionalDate, reasonSchema } from '../memberships/requests';
import { positiveAmount } from '../payments/requests';
import { optionalTextSchema, textSchema } from '../text';
import {
  BUILT_IN_EXPENSE_CATEGORIES,
  EXPENSE_BILL_NUMBER_MAX,
  EXPENSE_CATEGORY_NAME_MAX,
  EXPENSE_METHODS,
  EXPENSE_NOTE_MAX,
  EXPENSE_PAID_TO_MAX,
} from './events';

/** A built-in category's word or an added one's id; whether an added one exists is the server's check. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const categoryId = z
  .string({ error: messages.expenseCategoryRequired })
  .refine(
    (v) => (BUILT_IN_EXPENSE_CATEGORIES as readonly string[]).includes(v) || UUID.test(v),
    messages.expenseCategoryRequired,
  );
const method = z.enum(EXPENSE_METHODS, { error: messages.expenseMethodInvalid }).default('cash');
const paidTo = textSchema({ error: messages.paidToRequired })
  .min(1, messages.paidToRequired)
  .max(EXPENSE_PAID_TO_MAX, messages.maxChars(EXPENSE_PAID_TO_MAX));
const branchId = z.uuid({ error: messages.branchNotFound }).optional();

/**
 * POST /api/expenses, without the day's rule (see recordExpenseRequestOn). The day is the gym's
 * calendar date the money went out (today when absent); the branch, left out, is the session's.
 */
export const recordExpenseRequest = z
  .object({
    expenseDay: optionalDate,
    categoryId,
    amount: positiveAmount,
    method,
    paidTo,
    billNumber: optionalTextSchema(EXPENSE_BILL_NUMBER_MAX),
    note: optionalTextSchema(EXPENSE_NOTE_MAX, { multiline: true }),
    branchId,
  })
  .strict();
export type RecordExpenseRequest = z.output<typeof recordExpenseRequest>;
export type RecordExpenseInput = z.input<typeof recordExpenseRequest>;

/** POST /api/expenses on the gym's day `today`: an expense is not dated after it. */
export const recordExpenseRequestOn = (today: CalendarDate) =>
  recordExpenseRequest.superRefine((value, ctx) => {
    if (value.expenseDay && value.expenseDay > today)
      ctx.addIssue({ code: 'custom', path: ['expenseDay'], message: messages.expenseDayFuture });
  });

/** POST /api/expenses/{id}/void */
export const voidExpenseRequest = z.object({ reason: reasonSchema }).strict();

/** POST /api/expense-categories: a name no other category has (case ignored). */
export const addExpenseCategoryRequest = z
  .object({
    name: textSchema({ error: messages.expenseCategoryNameRequired })
      .min(1, messages.expenseCategoryNameRequired)
      .max(EXPENSE_CATEGORY_NAME_MAX, messages.maxChars(EXPENSE_CATEGORY_NAME_MAX)),
  })
  .strict();

const dayOfMonth = z.coerce
  .number({ error: messages.dayOfMonthInvalid })
  .int(messages.dayOfMonthInvalid)
  .min(1, messages.dayOfMonthInvalid)
  .max(31, messages.dayOfMonthInvalid);

/**
 * POST /api/recurring-expenses: recorded by a job on `dayOfMonth` (29–31: the month's last day
 * when shorter) from `startsOn` (today when absent; it may be a later day).
 */
export const startRecurringExpenseRequest = z
  .object({
    categoryId,
    amount: positiveAmount,
    method,
    paidTo,
    note: optionalTextSchema(EXPENSE_NOTE_MAX, { multiline: true }),
    dayOfMonth,
    startsOn: optionalDate,
    branchId,
  })
  .strict();
export type StartRecurringExpenseInput = z.input<typeof startRecurringExpenseRequest>;
export type StartRecurringExpenseRequest = z.output<typeof startRecurringExpenseRequest>;

/** POST /api/recurring-expenses/{id}/stop */
export const stopRecurringExpenseRequest = z.object({ reason: reasonSchema }).strict();
