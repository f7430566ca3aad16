import type { CalendarDate } from '../dates';
import type { MembershipDto } from '../memberships/dto';
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
}

/** GET /api/members/{id}: the member with every membership, newest first, each with its plan. */
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
