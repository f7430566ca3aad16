import type { CalendarDate } from '../dates';
import type { MembershipDto } from '../memberships/dto';
import type { MembershipStatus } from '../memberships/requests';
import type { Gender, MemberStatus } from './requests';

export interface MemberDto {
  id: string;
  userId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  whatsapp: string | null;
  dateOfBirth: CalendarDate | null;
  gender: Gender | null;
  address: string;
  emergencyContact: string;
  emergencyPhone: string;
  status: MemberStatus;
  joinDate: CalendarDate;
  createdAt: string;
  updatedAt: string;
  /** Whether the member holds an active membership now (dashboard badge). */
  hasActiveMembership: boolean;
  /** What the desk types or scans ("M0042"); null only until the read model has caught up. */
  memberCode: string | null;
  visitCount: number;
  lastVisitAt: string | null;
  /** The branch that looks after the member (a transfer moves them). */
  homeBranchId: string;
}

/** GET /api/members/{id}: the member with every membership, the one running today first, each with its plan. */
export interface MemberDetailDto extends MemberDto {
  memberships: MembershipDto[];
}

/** GET /api/members/removed: a removed member, for an admin to restore. */
export interface RemovedMemberDto {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  memberCode: string | null;
  joinDate: CalendarDate;
  /** When the member was removed. */
  removedAt: string;
}

/** The member list's filters on memberships: ending within 7 days, lapsed, or owing money. */
export const MEMBER_MEMBERSHIP_FILTERS = ['expiring', 'expired', 'owing'] as const;
export type MemberMembershipFilter = (typeof MEMBER_MEMBERSHIP_FILTERS)[number];

/** A member list row: the member, their current membership (the first of the member page's
 * order: running today, then upcoming, then past) and what they owe over all their memberships. */
export interface MemberListItemDto extends MemberDto {
  currentMembership: {
    id: string;
    planName: string;
    startDate: CalendarDate;
    endDate: CalendarDate;
    status: MembershipStatus;
  } | null;
  /** Rupees as a decimal string ("600.00"); "0.00" when nothing is owed. */
  balance: string;
}
