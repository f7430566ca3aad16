import { MAIN_BRANCH_ID, messages } from '@gym/contracts';
import { listBranches } from '@gym/projection-service';
import { loadBranch } from '../branches/loadBranch';
import type { AppContext } from '../http/context';
import { HttpError } from '../http/errors';
import { ownWritesShown } from '../http/readYourWrites';
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

export const branchesRequired = () =>
  new HttpError(400, messages.accountBranchesRequired, {
    branchIds: messages.accountBranchesRequired,
  });

/**
 * The branch of a branch manager or staff account the request gives none: in a gym with one open
 * branch (which never shows branches) that one, else null. No stream lists the branches, so the
 * branches read model counts them, once the caller's own writes show in it (a branch it just
 * opened counts); the one found is confirmed open on its own stream. While the first branch has
 * not reached the read model, the gym is the one it was before branches: the first branch.
 */
export async function onlyOpenBranch(
  deps: Pick<RouteDeps, 'db' | 'handle' | 'progress'>,
  ctx: AppContext,
): Promise<string | null> {
  await ownWritesShown(ctx, deps.progress);
  const open = await listBranches(deps.db, null, {
    sort: { field: 'id', order: 'ASC' },
    range: [0, 0],
    filter: { open: true },
  });
  if (open.total > 1) return null;
  const id = open.rows[0]?.id ?? MAIN_BRANCH_ID;
  return (await loadBranch(deps, id))?.open ? id : null;
}

/** Whether two lists name the same branches, in any order. */
export const sameBranches = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();
