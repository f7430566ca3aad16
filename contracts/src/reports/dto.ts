import type { CalendarDate } from '../dates';
import type { PaymentMethod } from '../payments/requests';
import type { AgeingBucket } from './requests';

/** GET /api/dashboard/stats. */
export interface DashboardStatsDto {
  totalMembers: number;
  activeMembers: number;
  /**
   * Collected this calendar month (gym time zone): what members paid, GST included where charged,
   * net of voids and refunds: "12500.00"; not the P&L's revenue (the taxable value). Null for
   * staff while the owner hides revenue from them (gym settings).
   */
  monthlyRevenue: string | null;
  expiringSoon: number;
  /**
   * The same figures at the end of last month, for the trend labels: members who had joined by
   * then, memberships in force on its last day (paid in full as they stand now, not cancelled),
   * and last month's revenue.
   */
  lastMonth: { totalMembers: number; activeMembers: number; monthlyRevenue: string | null };
}

/** GET /api/audit?stream=…: one event of a stream's history. */
export interface AuditEntryDto {
  revision: number;
  type: string;
  occurredAt: string;
  actor: { id: string; username: string } | null;
  data: unknown;
}

/**
 * Money of a report line: payments dated in it (not voided), refunds given in it, and the net,
 * the money collected (GST included where charged; the P&L's revenue is its taxable value).
 */
export interface RevenueAmountsDto {
  /** Payments recorded with a date in the period and not voided. */
  payments: number;
  /** "12500.00": the amounts of those payments. */
  paid: string;
  /** Refunds given in the period (on the day of the refund), whatever the payment's date. */
  refunded: string;
  /** Collected ("Collected"): paid − refunded. */
  net: string;
}

/** GET /api/reports/revenue-by-month?from&to: one line per calendar month of the range. */
export interface RevenueByMonthDto {
  from: CalendarDate;
  to: CalendarDate;
  months: (RevenueAmountsDto & { month: string })[];
  total: RevenueAmountsDto;
}

/** GET /api/reports/revenue-by-method?from&to: one line per payment method. */
export interface RevenueByMethodDto {
  from: CalendarDate;
  to: CalendarDate;
  methods: (RevenueAmountsDto & { method: PaymentMethod })[];
  total: RevenueAmountsDto;
}

/** GET /api/reports/dues-ageing: what the outstanding list owes today, by days past due. */
export interface DuesAgeingDto {
  asOf: CalendarDate;
  buckets: { bucket: AgeingBucket; memberships: number; outstanding: string }[];
  total: { memberships: number; outstanding: string };
}

/** GET /api/reports/members?from&to: one line per calendar month of the range. */
export interface MembersReportDto {
  from: CalendarDate;
  to: CalendarDate;
  months: {
    month: string;
    /** Memberships running (not cancelled) on the month's last day in the range. */
    activeMemberships: number;
    /** Members who joined in the month (join date), removed ones left out. */
    newMembers: number;
    /** Memberships that ended in the month and are expired. */
    expiredMemberships: number;
  }[];
}

/** GET /api/reports/balances?asOf: the books at the end of a day, from the event log. */
export interface BalancesAsOfDto {
  asOf: CalendarDate;
  /** Memberships that existed by then; `rows` holds one page of them, largest owing first. */
  count: number;
  /** The position of the page's first row among the `count` (0 for the first page). */
  first: number;
  /** `rows` holds fewer than `count`: the other pages, or the CSV, have the rest. */
  truncated: boolean;
  rows: {
    membershipId: string;
    memberName: string;
    planName: string;
    total: string;
    paid: string;
    outstanding: string;
  }[];
  /** Over all `count` memberships. */
  total: { total: string; paid: string; outstanding: string };
}
