import type { MemberDetails } from '@gym/contracts';
import type { MemberFacts } from '@gym/domain';
import { MAIN_BRANCH_ID } from '@gym/contracts';

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

/** A registered, active member, as a membership command carries them. */
export const activeMember = (memberId: string): MemberFacts => ({
  memberId,
  status: 'active',
  removed: false,
  homeBranchId: MAIN_BRANCH_ID,
});
