import { csvLine } from '../display/csv';
import { EXPENSE_STATE_LABELS, PAYMENT_METHOD_LABELS } from '../display/labels';
import type { ExpenseDto } from './dto';

export const EXPENSE_CSV_HEADER = [
  'Date',
  'Category',
  'Amount (₹)',
  'Method',
  'Paid To',
  'Bill #',
  'State',
  'Note',
  'Void Reason',
] as const;

/** One expense as a line of the expenses CSV: the day the money went out (gym calendar). */
export function expenseCsvLine(e: ExpenseDto): string {
  return csvLine([
    e.expenseDay,
    e.categoryName,
    e.amount,
    PAYMENT_METHOD_LABELS[e.method],
    e.paidTo,
    e.billNumber,
    EXPENSE_STATE_LABELS[e.voided ? 'voided' : 'recorded'],
    e.note,
    e.voidReason,
  ]);
}
