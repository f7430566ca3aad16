import type { CalendarDate } from '../dates';

/** One branch's (or the whole business's) figures for a month or a range. */
export interface BranchFiguresDto {
  /**
   * Collected ("Collected"): what members paid, GST included where charged, in payments dated in
   * the period and not voided, less refunds given in it ("12500.00"). Not the P&L's revenue (the
   * taxable value).
   */
  revenue: string;
  /** Members who joined with this branch as their home. */
  newMembers: number;
  /** Renewals the branch sold (made in the period, gym calendar). */
  renewals: number;
  /** Visits at the branch's desk. */
  visits: number;
}

/** GET /api/reports/branches-compared?from&to: each branch the caller sees, month by month. */
export interface BranchesComparedDto {
  from: CalendarDate;
  to: CalendarDate;
  branches: {
    branchId: string;
    code: string;
    name: string;
    months: (BranchFiguresDto & { month: string })[];
    total: BranchFiguresDto;
    /** Owed today on memberships the branch sold ("1500.00"). */
    dues: string;
  }[];
  /** Every branch shown, added up: the consolidated figures. */
  total: {
    months: (BranchFiguresDto & { month: string })[];
    total: BranchFiguresDto;
    dues: string;
  };
}
