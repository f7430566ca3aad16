import type { MemberDetails } from '@gym/contracts';
import type { MemberState } from '../members/decider';

/** A member's details as the add form would give them, for decider tests. */
export const ashaDetails: MemberDetails = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  whatsapp: null,
  dateOfBirth: '1990-05-01',
  gender: 'female',
  address: '12 MG Road, Bengaluru',
  emergencyContact: 'Ravi Rao',
  emergencyPhone: '9876543211',
};

/** A registered, active member, as the membership decider receives it. */
export const activeMember = (
  memberId: string,
  joinDate: string,
): Extract<MemberState, { exists: true }> => ({
  exists: true,
  memberId,
  userId: null,
  details: ashaDetails,
  status: 'active',
  joinDate,
  removed: false,
  lastCheckIn: null,
});
