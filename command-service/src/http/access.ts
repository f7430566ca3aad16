import type { BranchFilter } from '@gym/contracts';
import type { Db } from '@gym/platform';
import { getMemberByUserId } from '@gym/projection-service';
import { readScope } from '../auth/branchScope';
import { currentUser } from '../auth/guards';
import type { AppContext } from './context';

/** Whose data a request may see: everyone's (admin, staff), or one member's (a member account). */
export type Scope = { all: true } | { all: false; memberId: string | null };

export async function accessScope(ctx: AppContext, db: Db): Promise<Scope> {
  const user = currentUser(ctx);
  if (user.role !== 'member') return { all: true };
  const member = await getMemberByUserId(db, user.id);
  return { all: false, memberId: member?.id ?? null };
}

export const mayRead = (scope: Scope, memberId: string) => scope.all || scope.memberId === memberId;

/**
 * The branches whose rows a list may show: a member account reads its own rows wherever they are
 * (null here, with `accessScope`'s member filter), anyone else their `readScope` (the switcher's).
 */
export const readBranches = (ctx: AppContext): BranchFilter =>
  currentUser(ctx).role === 'member' ? null : readScope(ctx);

/**
 * The branches whose rows a detail (a member, membership, payment, receipt, visit or history) may
 * show: every branch the caller works at, whatever the switcher narrows the lists to, as a write
 * is judged (`mayWorkAt`). An admin: every branch; a member account: its own rows (null here).
 */
export function detailBranches(ctx: AppContext): BranchFilter {
  const user = currentUser(ctx);
  return user.role === 'admin' || user.role === 'member' ? null : user.branchIds;
}
