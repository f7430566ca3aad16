import { MAIN_BRANCH_ID, messages, type BranchFilter } from '@gym/contracts';
import type { AppContext } from '../http/context';
import { HttpError } from '../http/errors';
import { currentUser } from './guards';

// Where a request reads and acts. An admin works at every branch; a branch manager or staff at
// the branches assigned to them (`UserDto.branchIds`). The app bar's switcher narrows this to one
// branch for the session (`session.branchId`; none: "All branches", or all of one's branches).

/** The branches a GET may show (null: every branch). A member account reads through its own scope. */
export function readScope(ctx: AppContext): BranchFilter {
  const user = currentUser(ctx);
  const chosen = switcherBranch(ctx);
  if (user.role === 'admin') return chosen ? [chosen] : null;
  return chosen ? [chosen] : user.branchIds;
}

/** The switcher's branch, while the caller still works there (an account's branches may change). */
function switcherBranch(ctx: AppContext): string | null {
  const chosen = ctx.session?.branchId;
  return chosen && mayWorkAt(ctx, chosen) ? chosen : null;
}

/**
 * The branches a caller may see: an admin every one, others those they work at. Not narrowed by
 * the switcher's choice (readScope): this is what the switcher chooses from.
 */
export function branchesOf(ctx: AppContext): BranchFilter {
  const user = currentUser(ctx);
  return user.role === 'admin' ? null : user.branchIds;
}

/** Whether the caller may see or act on something of `branchId`. */
export function mayWorkAt(ctx: AppContext, branchId: string): boolean {
  const user = currentUser(ctx);
  return user.role === 'admin' || user.branchIds.includes(branchId);
}

/** The branch the caller chose for a write: named in the request, else the switcher's, else their only one. */
export function chosenBranch(ctx: AppContext, requested?: string | null): string | null {
  const user = currentUser(ctx);
  const only = user.role !== 'admin' && user.branchIds.length === 1 ? user.branchIds[0] : undefined;
  return requested ?? switcherBranch(ctx) ?? only ?? null;
}

/**
 * The branch a write happens at: the chosen one (above), else `fallback` (the member's or the
 * membership's own branch). 403 when the caller does not work there.
 */
export function deskBranch(
  ctx: AppContext,
  requested: string | null | undefined,
  fallback: string = MAIN_BRANCH_ID,
): string {
  const branchId = chosenBranch(ctx, requested) ?? fallback;
  if (!mayWorkAt(ctx, branchId)) throw new HttpError(403, messages.forbidden);
  return branchId;
}
