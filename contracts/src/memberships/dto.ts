import type { CalendarDate } from '../dates';
import type { MembershipStatus } from './requests';

/** The plan as it was when the membership was sold (a snapshot, unaffected by later edits). */
export interface MembershipPlanDto {
  id: string;
  name: string;
  price: string;
  duration: number;
}

export interface MembershipMemberDto {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface MembershipDto {
  id: string;
  memberId: string;
  planId: string;
  plan: MembershipPlanDto;
  member: MembershipMemberDto;
  startDate: CalendarDate;
  endDate: CalendarDate;
  status: MembershipStatus;
  totalAmount: string;
  paidAmount: string;
  remainingAmount: string;
  nextPaymentDueDate: CalendarDate | null;
  renewsMembershipId: string | null;
  cancelReason: string | null;
  /** The branch that sold it (whose books take it). */
  branchId: string;
  createdAt: string;
  updatedAt: string;
}

/** One frozen period of a membership (GET /api/memberships/{id}/freezes). */
export interface MembershipFreezeDto {
  from: CalendarDate;
  /** Days asked for; `returnedDays` of them came back by an early unfreeze. */
  days: number;
  reason: string;
  frozenAt: string;
  unfrozenOn: CalendarDate | null;
  returnedDays: number;
  /** The first day the membership runs again. */
  resumesOn: CalendarDate;
}
