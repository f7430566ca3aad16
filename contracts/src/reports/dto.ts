/** GET /api/dashboard/stats. */
export interface DashboardStatsDto {
  totalMembers: number;
  activeMembers: number;
  /** Payments this calendar month (gym time zone), net of voids and refunds: "12500.00". */
  monthlyRevenue: string;
  expiringSoon: number;
}

/** GET /api/audit?stream=…: one event of a stream's history. */
export interface AuditEntryDto {
  revision: number;
  type: string;
  occurredAt: string;
  actor: { id: string; username: string } | null;
  data: unknown;
}
