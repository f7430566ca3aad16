import { describe, expect, it } from 'vitest';
import { messages, type ExpenseEvent } from '@gym/contracts';
import { specFor } from '../../../scripts/test/givenWhenThen';
import { expenseCategoriesDecider, isKnownExpenseCategory } from './categories';
import { expenseDecider, type ExpenseCommand } from './decider';
import { recurringDayIn, recurringExpenseDecider, type RecurringExpenseCommand } from './recurring';

const expenseId = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';
const branchId = '3c5e7a91-2b4d-4f60-8a1c-0d2e4f6a8b10';
const recurringExpenseId = '7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const categoryId = '8b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';

const details = {
  branchId,
  categoryId: 'utilities' as const,
  amountPaise: 4_250_00,
  method: 'cash' as const,
  paidTo: 'BESCOM',
  note: null,
};
const record: ExpenseCommand = {
  type: 'RecordExpense',
  expenseId,
  ...details,
  expenseDay: '2026-11-20',
  billNumber: 'EB-1101',
  recurringExpenseId: null,
};
const recorded: ExpenseEvent = {
  type: 'ExpenseRecorded',
  data: {
    expenseId,
    ...details,
    expenseDay: '2026-11-20',
    billNumber: 'EB-1101',
    recurringExpenseId: null,
  },
};
const voided: ExpenseEvent = {
  type: 'ExpenseVoided',
  data: {
    expenseId,
    branchId,
    method: 'cash',
    amountPaise: 4_250_00,
    voidDay: '2026-11-26',
    drawerDay: '2026-11-26',
    reason: 'Entered twice',
  },
};

describe('expense decider', () => {
  const given = specFor(expenseDecider);

  it('records an expense once: a retry records nothing', () => {
    given([]).when(record).then([recorded]);
    given([recorded]).when(record).then([]);
  });

  it('voids an expense with the reason and the day, returning its method and amount', () => {
    given([recorded])
      .when({
        type: 'VoidExpense',
        reason: 'Entered twice',
        voidDay: '2026-11-26',
        drawerDay: '2026-11-26',
      })
      .then([voided]);
  });

  it("returns the cash to the drawer day it is given (the next open day's when today is closed)", () => {
    given([recorded])
      .when({
        type: 'VoidExpense',
        reason: 'Entered twice',
        voidDay: '2026-11-26',
        drawerDay: '2026-11-27',
      })
      .then([{ ...voided, data: { ...voided.data, drawerDay: '2026-11-27' } }]);
  });

  it('refuses a second void, and a void of no expense', () => {
    given([recorded, voided])
      .when({
        type: 'VoidExpense',
        reason: 'Again',
        voidDay: '2026-11-26',
        drawerDay: '2026-11-26',
      })
      .thenRefuses('conflict', messages.expenseAlreadyVoided);
    given([])
      .when({
        type: 'VoidExpense',
        reason: 'Again',
        voidDay: '2026-11-26',
        drawerDay: '2026-11-26',
      })
      .thenRefuses('not_found', messages.expenseNotFound);
  });
});

describe('recurring expense decider', () => {
  const given = specFor(recurringExpenseDecider);
  const started: ExpenseEvent = {
    type: 'RecurringExpenseStarted',
    data: {
      recurringExpenseId,
      ...details,
      categoryId: 'rent',
      dayOfMonth: 31,
      startsOn: '2026-11-01',
    },
  };
  const start: RecurringExpenseCommand = {
    type: 'StartRecurringExpense',
    recurringExpenseId,
    ...details,
    categoryId: 'rent',
    dayOfMonth: 31,
    startsOn: '2026-11-01',
  };
  const stopped: ExpenseEvent = {
    type: 'RecurringExpenseStopped',
    data: { recurringExpenseId, reason: 'Moved out' },
  };

  it('starts once, stops once', () => {
    given([]).when(start).then([started]);
    given([started]).when(start).then([]);
    given([started]).when({ type: 'StopRecurringExpense', reason: 'Moved out' }).then([stopped]);
    given([started, stopped])
      .when({ type: 'StopRecurringExpense', reason: 'Again' })
      .thenRefuses('conflict', messages.recurringExpenseAlreadyStopped);
    given([])
      .when({ type: 'StopRecurringExpense', reason: 'None' })
      .thenRefuses('not_found', messages.recurringExpenseNotFound);
  });

  it('falls on the month’s last day when the month is shorter than its day', () => {
    expect(recurringDayIn('2026-02', 31)).toBe('2026-02-28');
    expect(recurringDayIn('2028-02', 30)).toBe('2028-02-29');
    expect(recurringDayIn('2026-11', 31)).toBe('2026-11-30');
    expect(recurringDayIn('2026-12', 31)).toBe('2026-12-31');
    expect(recurringDayIn('2026-12', 5)).toBe('2026-12-05');
  });
});

describe('expense categories decider', () => {
  const given = specFor(expenseCategoriesDecider);
  const added: ExpenseEvent = {
    type: 'ExpenseCategoryAdded',
    data: { categoryId, name: 'Cleaning' },
  };

  it('adds a category; adding its id again adds nothing', () => {
    given([]).when({ type: 'AddExpenseCategory', categoryId, name: 'Cleaning' }).then([added]);
    given([added]).when({ type: 'AddExpenseCategory', categoryId, name: 'Cleaning' }).then([]);
    expect(isKnownExpenseCategory(given([added]).state, categoryId)).toBe(true);
    expect(isKnownExpenseCategory(given([]).state, categoryId)).toBe(false);
    expect(isKnownExpenseCategory(given([]).state, 'gst_paid')).toBe(true);
  });

  it('refuses a name another category has, ignoring case, built-in ones included', () => {
    const other = '9c4d5e6f-7a8b-4c9d-8e0f-2a3b4c5d6e7f';
    given([added])
      .when({ type: 'AddExpenseCategory', categoryId: other, name: ' cleaning' })
      .thenRefuses('invalid', messages.expenseCategoryNameTaken, {
        name: messages.expenseCategoryNameTaken,
      });
    given([])
      .when({ type: 'AddExpenseCategory', categoryId: other, name: 'GST Paid' })
      .thenRefuses('invalid', messages.expenseCategoryNameTaken);
  });
});
