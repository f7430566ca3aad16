import { MAIN_BRANCH_ID, type MemberDetails, type PlanAdmits } from '@gym/contracts';
import type { BranchFacts, MemberFacts } from '@gym/domain';

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

/** The first branch, open, as a sale, a payment or a transfer command carries it. */
export const mainBranch: BranchFacts = { branchId: MAIN_BRANCH_ID, name: 'Main', open: true };

/** Where a plan admits unless it says otherwise: the member's home branch. */
export const admitsHome: PlanAdmits = { kind: 'home' };

/** A registered, active member, as a membership command carries them. */
export const activeMember = (memberId: string): MemberFacts => ({
  memberId,
  status: 'active',
  removed: false,
  homeBranchId: MAIN_BRANCH_ID,
});
