import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';

const DAY_MS = 86_400_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface OpenInvitation {
  id: string;
  memberId: string;
}

/** Member portal invitations; the token itself is only ever returned, never stored. */
export function createInvitationStore(db: Knex) {
  return {
    /** A new invitation for the member; the member's earlier unused ones stop working. */
    async issue(memberId: string, createdBy: string, now: Date, validDays: number) {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + validDays * DAY_MS);
      const id = randomUUID();
      await db.transaction(async (trx) => {
        await trx('member_invitations')
          .where({ member_id: memberId })
          .whereNull('used_at')
          .where('expires_at', '>', now)
          .update({ expires_at: now });
        await trx('member_invitations').insert({
          id,
          token_hash: hashOf(token),
          member_id: memberId,
          created_by: createdBy,
          created_at: now,
          expires_at: expiresAt,
        });
      });
      return { id, token, expiresAt };
    },

    /** The unused, unexpired invitation with this token; `trx` locks it until the transaction ends. */
    async findOpen(
      token: string,
      now: Date,
      trx?: Knex.Transaction,
    ): Promise<OpenInvitation | null> {
      const query = (trx ?? db)('member_invitations')
        .where({ token_hash: hashOf(token) })
        .whereNull('used_at')
        .where('expires_at', '>', now)
        .first<{ id: string; member_id: string } | undefined>('id', 'member_id');
      const row = await (trx ? query.forUpdate() : query);
      return row ? { id: row.id, memberId: row.member_id } : null;
    },

    async markUsed(trx: Knex.Transaction, id: string, userId: string, now: Date): Promise<void> {
      await trx('member_invitations').where({ id }).update({ used_at: now, user_id: userId });
    },
  };
}

export type InvitationStore = ReturnType<typeof createInvitationStore>;
