import type { ExpenseEvent } from '@gym/contracts';
import type { ProjectedEvent, Projector } from '../../runner/projector';

/**
 * Every fact as the log holds it, and each once however often it is applied: an expense is its
 * row by id (two occurrences of one recurring expense on one day, which an older log may hold, are
 * two rows, so the P&L and the day close count what the log says); the first void or stop is the
 * one kept.
 */
export const expensesProjector: Projector = {
  name: 'expenses',
  version: 1,
  tables: ['expenses', 'expense_categories', 'recurring_expenses'],
  handles: [
    'ExpenseRecorded',
    'ExpenseVoided',
    'ExpenseCategoryAdded',
    'RecurringExpenseStarted',
    'RecurringExpenseStopped',
  ],
  async apply(trx, event) {
    const e = event as ProjectedEvent<ExpenseEvent>;
    const at = e.metadata.occurredAt;
    const actor = e.metadata.actorUserId;
    switch (e.type) {
      case 'ExpenseRecorded': {
        const d = e.data;
        await trx('expenses')
          .insert({
            id: d.expenseId,
            branch_id: d.branchId,
            expense_day: d.expenseDay,
            category_id: d.categoryId,
            amount_paise: d.amountPaise,
            method: d.method,
            paid_to: d.paidTo,
            bill_number: d.billNumber,
            note: d.note,
            recurring_expense_id: d.recurringExpenseId,
            recorded_by: actor,
            recorded_at: at,
          })
          .onConflict('id')
          .ignore();
        return;
      }
      case 'ExpenseVoided':
        await trx('expenses')
          .where({ id: e.data.expenseId })
          .whereNull('voided_at')
          .update({
            voided_at: at,
            void_day: e.data.voidDay,
            void_drawer_day: e.data.drawerDay ?? e.data.voidDay,
            void_reason: e.data.reason,
            voided_by: actor,
          });
        return;
      case 'ExpenseCategoryAdded':
        await trx('expense_categories')
          .insert({ id: e.data.categoryId, name: e.data.name, created_at: at })
          .onConflict('id')
          .ignore();
        return;
      case 'RecurringExpenseStarted': {
        const d = e.data;
        await trx('recurring_expenses')
          .insert({
            id: d.recurringExpenseId,
            branch_id: d.branchId,
            category_id: d.categoryId,
            amount_paise: d.amountPaise,
            method: d.method,
            paid_to: d.paidTo,
            note: d.note,
            day_of_month: d.dayOfMonth,
            starts_on: d.startsOn,
            started_by: actor,
            created_at: at,
          })
          .onConflict('id')
          .ignore();
        return;
      }
      case 'RecurringExpenseStopped':
        await trx('recurring_expenses')
          .where({ id: e.data.recurringExpenseId })
          .whereNull('stopped_at')
          .update({ stopped_at: at, stop_reason: e.data.reason });
        return;
      default: {
        const unhandled: never = e;
        throw new Error(`expenses projector cannot apply ${(unhandled as { type: string }).type}`);
      }
    }
  },
};
