import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { worksAtBranches, type Role, type UserDto } from '@gym/contracts';

interface UserRow {
  id: string;
  username: string;
  email: string | null;
  password_hash: string;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  role: Role;
  active: boolean;
  must_change_password: boolean;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
  /** From `user_branches`, read in the same statement (`withBranchIds`). */
  branch_ids: string[];
}

export interface NewUser {
  username: string;
  passwordHash: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  /** The branches a branch manager or staff account works at (ignored for an admin or a member). */
  branchIds?: readonly string[];
}

/**
 * The account's branches as a column of the same statement (a correlated subquery on the primary
 * key), so reading a user is one query, on every request.
 */
export const branchIdsColumn = (db: Knex) =>
  db.raw(
    'array(select ub.branch_id::text from user_branches ub where ub.user_id = users.id order by ub.branch_id) as branch_ids',
  );

/** Only a branch manager or staff account works at assigned branches. */
const branchesOf = (role: Role, branchIds: readonly string[]): string[] =>
  worksAtBranches(role) ? [...branchIds] : [];

/** Replaces an account's branches (in the caller's transaction, if any). */
export async function replaceBranches(
  db: Knex,
  userId: string,
  branchIds: readonly string[],
): Promise<void> {
  await db('user_branches').where({ user_id: userId }).delete();
  if (branchIds.length)
    await db('user_branches').insert(
      branchIds.map((branchId) => ({ user_id: userId, branch_id: branchId })),
    );
}

const toDto = (row: UserRow): UserDto => ({
  id: row.id,
  username: row.username,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  profileImageUrl: row.profile_image_url,
  role: row.role,
  branchIds: branchesOf(row.role, row.branch_ids),
  mustChangePassword: row.must_change_password,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

export class DuplicateUserError extends Error {
  constructor(readonly field: 'username' | 'email') {
    super(`${field} taken`);
  }
}

export function createUserRepository(db: Knex) {
  return {
    /** An active account (a switched-off one reads as signed out). */
    async findById(id: string): Promise<UserDto | null> {
      const row = await db<UserRow>('users')
        .where({ id, active: true })
        .first('*', branchIdsColumn(db));
      return row ? toDto(row) : null;
    },

    /** The user and its password hash, for sign-in only. */
    async findCredentials(
      username: string,
    ): Promise<{ user: UserDto; passwordHash: string } | null> {
      const row = await db<UserRow>('users')
        .whereRaw('lower(username) = lower(?)', [username])
        .andWhere({ active: true })
        .first('*', branchIdsColumn(db));
      return row ? { user: toDto(row), passwordHash: row.password_hash } : null;
    },

    async passwordHash(id: string): Promise<string | null> {
      const row = await db<UserRow>('users').where({ id }).first('password_hash');
      return row?.password_hash ?? null;
    },

    /** The account and its branches, together (a transaction unless the caller's). */
    async create(user: NewUser): Promise<UserDto> {
      const branchIds = branchesOf(user.role, user.branchIds ?? []);
      const insert = async (trx: Knex) => {
        const [row] = await trx<UserRow>('users')
          .insert({
            id: randomUUID(),
            username: user.username,
            email: user.email,
            password_hash: user.passwordHash,
            first_name: user.firstName,
            last_name: user.lastName,
            role: user.role,
          })
          .returning('*');
        await replaceBranches(trx, row!.id, branchIds);
        return toDto({ ...row!, branch_ids: branchIds });
      };
      try {
        return branchIds.length ? await db.transaction(insert) : await insert(db);
      } catch (error) {
        const constraint = (error as { constraint?: string }).constraint;
        if (constraint === 'users_username_key') throw new DuplicateUserError('username');
        if (constraint === 'users_email_key') throw new DuplicateUserError('email');
        throw error;
      }
    },

    /** The user's own new password: any reset's "must change" is done with. */
    async setPasswordHash(id: string, passwordHash: string): Promise<void> {
      await db('users').where({ id }).update({
        password_hash: passwordHash,
        must_change_password: false,
        updated_at: db.fn.now(),
      });
    },

    async recordSignIn(id: string): Promise<void> {
      await db('users').where({ id }).update({ last_sign_in_at: db.fn.now() });
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
