import type { CalendarDate, MemberStatus, PlanAdmits } from '@gym/contracts';
import type { FreezePeriod } from './memberships/freezes';
import type { MembershipLifecycle } from './memberships/status';

// What one aggregate's rules need to know of another. A command carries these facts (the handler
// reads them from the other aggregate's own stream: `memberFacts`, `planFacts`,
// `membershipFacts`), never that aggregate's state, so no decider depends on another's state.
// null: there is no such member, plan or membership.

/** A member, as a membership or the desk sees them. */
export interface MemberFacts {
  memberId: string;
  status: MemberStatus;
  removed: boolean;
  homeBranchId: string;
}

/** A plan's terms as they are now: what a new membership is sold on. */
export interface PlanFacts {
  planId: string;
  name: string;
  pricePaise: number;
  durationDays: number;
  isActive: boolean;
  /** Where its memberships admit, as the plan says now. */
  admits: PlanAdmits;
}

/**
 * The GST a sale adds on top of the plan's price, from the selling branch's settings in force
 * (`gstAddedAtSale`: a GSTIN, prices excluding GST): its rate. Null: none added.
 */
export interface SaleGstFacts {
  rateBasisPoints: number;
}

/** A branch where something happens (a sale, a payment, a visit): whether it is open, its name. */
export interface BranchFacts {
  branchId: string;
  name: string;
  open: boolean;
}

/** A membership, as the desk and a renewal see it. */
export interface MembershipFacts {
  membershipId: string;
  memberId: string;
  /** The branch that sold it. */
  branchId: string;
  lifecycle: MembershipLifecycle;
  startDate: CalendarDate;
  /** The last day in force, frozen days included. */
  endDate: CalendarDate;
  totalPaise: number;
  paidPaise: number;
  freezes: readonly FreezePeriod[];
}
