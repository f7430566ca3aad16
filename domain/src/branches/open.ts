import { DomainError, messages } from '@gym/contracts';
import type { BranchFacts } from '../facts';

/** Money is taken and memberships sold at an open branch only. */
export function openBranch(branch: BranchFacts | null, field = 'branchId'): BranchFacts {
  if (!branch)
    throw new DomainError('invalid', messages.branchNotFound, { [field]: messages.branchNotFound });
  if (!branch.open) throw new DomainError('conflict', messages.branchClosed(branch.name));
  return branch;
}
