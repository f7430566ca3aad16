/** GET /api/dashboard/stats. */
export interface DashboardStatsDto {
  totalMembers: number;
  activeMembers: number;
  /** Payments this calendar month (gym time zone), net of voids and refunds: "12500.00". */
  monthlyRevenue: string;
  expiringSoon: number;
  /**
   * The same figures at the end of last month, for the trend labels: members who had joined by
   * then, memberships in force on its last day (paid in full as they stand now, not cancelled),
   * and last month's revenue.
   */
  lastMonth: { totalMembers: number; activeMembers: number; monthlyRevenue: string };
}

/** GET /api/audit?stream=…: one event of a stream's history. */
export interface AuditEntryDto {
  revision: number;
  type: string;
  occurredAt: string;
  actor: { id: string; username: string } | null;
  data: unknown;
}
