import type { CalendarDate } from '../dates';
import type { DayCloseLine } from './requests';

/** Money on the wire: a decimal string, "1500.00" (negative for a shortage). */
type Money = string;

/** What the books expect of one method on a day at a branch (cash adds the float and expenses). */
export interface DayCloseExpectedLine {
  received: Money;
  /** Voids and refunds whose drawer day this is (of any day's payments). */
  refunded: Money;
  /** Cash only: expenses paid out that day, and earlier expenses voided that day (back in). */
  expensesPaid?: Money;
  expensesVoided?: Money;
  /** Cash only: the float the branch's last close before the day left. */
  openingFloat?: Money;
  expected: Money;
}

/** A line as closed: expected, counted, the difference (counted less expected) and its reason. */
export interface DayCloseLineDto {
  expected: Money;
  counted: Money;
  difference: Money;
  reason: string | null;
}

/** A close (or a close later reopened) of a branch's day: one row of the day-close report. */
export interface DayCloseDto {
  /** `{branchId}_{day}` */
  id: string;
  branchId: string;
  day: CalendarDate;
  status: 'closed' | 'reopened';
  closedBy: string | null;
  closedByName?: string;
  closedAt: string;
  openingFloat: Money;
  cash: DayCloseLineDto;
  card: DayCloseLineDto;
  upi: DayCloseLineDto;
  bankTransfer: DayCloseLineDto;
  denominations: Record<string, number> | null;
  banked: Money;
  floatLeft: Money;
  /** The sum of the four differences; "0.00" when everything matched. */
  totalDifference: Money;
  reopenedBy: string | null;
  reopenedByName?: string;
  reopenedAt: string | null;
  reopenReason: string | null;
}

/** GET /api/day-closes/{branchId}/{day}: the closing screen. */
export interface DayCloseScreenDto {
  id: string;
  branchId: string;
  day: CalendarDate;
  closed: boolean;
  expected: Record<DayCloseLine, DayCloseExpectedLine>;
  /** The day's close, as closed (null: never closed). */
  close: DayCloseDto | null;
  /**
   * A closed day's lines whose books moved since the close (what they expect now less what the
   * close expected): never recomputed into the close, shown apart. Empty while open.
   */
  movedSinceClose: Partial<Record<DayCloseLine, Money>>;
}
