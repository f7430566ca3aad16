import { randomUUID } from 'node:crypto';
import { memberStream, type GlobalPosition } from '@gym/contracts';
import { findUnlinkedMemberByEmail, type Db } from '@gym/projection-service';
import type { RouteDeps } from '../http/routeDeps';
import { memberDecider } from './decider';

/**
 * The member account (role member) with this e-mail that no member is linked to yet: a member
 * record and an account with one e-mail belong to one person.
 */
export async function linkedUserFor(db: Db, email: string): Promise<string | null> {
  const row = await db('users')
    .whereRaw('lower(email) = lower(?)', [email])
    .where({ role: 'member' })
    .whereNotExists(db('members').whereRaw('members.user_id = users.id').select(db.raw('1')))
    .first('id');
  return row?.id ?? null;
}

/** A new member account takes over the member record with its e-mail, if no account has it yet. */
export async function linkMemberRecord(
  deps: RouteDeps,
  userId: string,
  email: string,
): Promise<GlobalPosition | null> {
  const memberId = await findUnlinkedMemberByEmail(deps.db, email);
  if (!memberId) return null;
  const result = await deps.handle(
    memberDecider,
    memberStream(memberId),
    { type: 'LinkMemberToUser', userId },
    {
      actorUserId: userId,
      correlationId: randomUUID(),
      now: deps.clock(),
    },
  );
  return result.position;
}
