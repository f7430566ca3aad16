import type { Db } from '@gym/platform';
import { getMemberByUserId } from '@gym/projection-service';
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
