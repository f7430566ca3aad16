import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { useChosenBranch } from '../lib/branchChoice';
import { BranchInput } from '../lib/BranchesInput';
import { branchChoices, useBranches } from '../lib/branches';
import type { MemberFormValues } from './types';

/**
 * The new member's home branch, once a second branch exists: the switcher's branch unless the
 * desk picks another (on "All branches", the first open one).
 */
export function HomeBranchInput() {
  const branches = useBranches();
  const chosen = useChosenBranch();
  const { getValues, setValue } = useFormContext<MemberFormValues>();
  const multiBranch = (branches?.length ?? 0) >= 2;
  const open = branchChoices(branches);
  const initial = open.find((b) => b.id === chosen)?.id ?? open[0]?.id;
  useEffect(() => {
    if (multiBranch && initial && !getValues('homeBranchId')) setValue('homeBranchId', initial);
  }, [multiBranch, initial, getValues, setValue]);
  if (!multiBranch) return null;
  return <BranchInput source="homeBranchId" />;
}
