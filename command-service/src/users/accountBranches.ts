import { messages } from '@gym/contracts';
import { loadBranch } from '../branches/loadBranch';
import { HttpError } from '../http/errors';
import type { RouteDeps } from '../http/routeDeps';

/** 400 on `branchIds` unless every id is a branch (open or closed) the log knows. */
export async function requireKnownBranches(
  deps: Pick<RouteDeps, 'handle'>,
  branchIds: readonly string[],
): Promise<void> {
  const found = await Promise.all(branchIds.map((id) => loadBranch(deps, id)));
  if (found.some((branch) => !branch))
    throw new HttpError(400, messages.accountBranchUnknown, {
      branchIds: messages.accountBranchUnknown,
    });
}

/** Whether two lists name the same branches, in any order. */
export const sameBranches = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();
