import { describe, expect, it } from 'vitest';
import {
  recordOccurrenceCommand,
  recurringDaysBetween,
  recurringOccurrenceId,
} from './occurrences';

const rent = {
  recurringExpenseId: '7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  branchId: '3c5e7a91-2b4d-4f60-8a1c-0d2e4f6a8b10',
  categoryId: 'rent',
  amountPaise: 45_000_00,
  method: 'bank_transfer' as const,
  paidTo: 'Landlord',
  note: null,
  dayOfMonth: 31,
  startsOn: '2026-01-01',
};

describe('a recurring expense’s occurrences', () => {
  it('falls due in a window: 29–31 on a shorter month’s last day, none before the start', () => {
    expect(recurringDaysBetween(31, '2026-01-01', '2026-02-01', '2026-02-28')).toEqual([
      '2026-02-28',
    ]);
    expect(recurringDaysBetween(30, '2026-01-01', '2026-01-31', '2026-02-27')).toEqual([]);
    expect(recurringDaysBetween(5, '2026-11-06', '2026-10-30', '2026-11-26')).toEqual([]);
    expect(recurringDaysBetween(31, '2026-10-01', '2026-10-30', '2026-11-26')).toEqual([
      '2026-10-31',
    ]);
  });

  it('falls due every month of a long history, across years (the seed’s)', () => {
    const days = recurringDaysBetween(31, '2025-11-15', '2025-01-01', '2026-03-30');
    expect(days).toEqual(['2025-11-30', '2025-12-31', '2026-01-31', '2026-02-28']);
    expect(recurringDaysBetween(1, '2023-06-15', '2023-06-15', '2026-06-15')).toHaveLength(36);
  });

  it('is named by the recurring expense and its due day, wherever it is paid', () => {
    const due = recordOccurrenceCommand(rent, '2026-01-31');
    const moved = recordOccurrenceCommand(rent, '2026-01-31', '2026-02-02');
    expect(moved.expenseId).toBe(due.expenseId);
    expect(due.expenseId).toBe(recurringOccurrenceId(rent.recurringExpenseId, '2026-01-31'));
    // The id the job has always given it: logs already hold occurrences under these ids.
    expect(due.expenseId).toBe('1337d13b-9388-58da-b57f-e99d2a500fbd');
    expect(recordOccurrenceCommand(rent, '2026-02-28').expenseId).not.toBe(due.expenseId);
    expect(moved).toEqual({
      type: 'RecordExpense',
      expenseId: due.expenseId,
      branchId: rent.branchId,
      categoryId: 'rent',
      amountPaise: 45_000_00,
      method: 'bank_transfer',
      paidTo: 'Landlord',
      note: null,
      expenseDay: '2026-02-02',
      billNumber: null,
      recurringExpenseId: rent.recurringExpenseId,
    });
  });
});
