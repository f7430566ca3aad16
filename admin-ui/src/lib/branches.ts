import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { BranchDto } from '@gym/contracts';
import { useGymDataProvider } from '../providers/useGymDataProvider';
import { useRole } from './useRole';

/** Under ['branches'], so a change of a branch (react-admin's or ours) refreshes it too. */
const BRANCHES_KEY = ['branches', 'all'] as const;

/** The branches the signed-in account may work at (undefined while loading; none for a member). */
export function useBranches(): BranchDto[] | undefined {
  const role = useRole();
  const dataProvider = useGymDataProvider();
  const { data } = useQuery({
    queryKey: BRANCHES_KEY,
    queryFn: () => dataProvider.getBranches(),
    enabled: role !== undefined && role !== 'member',
    staleTime: 60_000,
  });
  return data;
}

/**
 * Whether the gym shows branches at all: only once a second branch exists (for this account),
 * so a one-branch gym never sees a switcher, a branch column or a branch choice.
 */
export function useMultiBranch(): boolean {
  return (useBranches()?.length ?? 0) >= 2;
}

/** A branch's name by id (empty until the branches have loaded). */
export function useBranchName(): (branchId: string | null | undefined) => string {
  const branches = useBranches();
  return useCallback(
    (branchId) => (branchId ? (branches?.find((b) => b.id === branchId)?.name ?? '') : ''),
    [branches],
  );
}

/** After a branch opens, closes or changes: the switcher and every choice of branch reload. */
export function useBranchesChanged(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: ['branches'] }),
    [queryClient],
  );
}

/** The choices of a branch select: open branches, with `keep` (a closed one already chosen). */
export function branchChoices(
  branches: readonly BranchDto[] | undefined,
  keep: readonly string[] = [],
): { id: string; name: string }[] {
  return (branches ?? [])
    .filter((b) => b.open || keep.includes(b.id))
    .map((b) => ({ id: b.id, name: b.name }));
}

/** A row's branch (payments, members): set once the server answers it. */
export interface WithBranch {
  branchId?: string | null;
  homeBranchId?: string | null;
}
