import type { BranchDetails } from './events';

/** GET /api/branches(/{id}) */
export interface BranchDto extends BranchDetails {
  id: string;
  code: string;
  receiptPrefix: string;
  open: boolean;
  createdAt: string;
  updatedAt: string;
  /** Open memberships the branch sold (answered when it is closed, and on close). */
  openMemberships?: number;
}

/** What the app bar's switcher needs of each branch the caller may see. */
export interface BranchChoiceDto {
  id: string;
  code: string;
  name: string;
  open: boolean;
}

/** The branches a read may show: those listed, or every branch (null: an admin on "All branches"). */
export type BranchFilter = readonly string[] | null;
