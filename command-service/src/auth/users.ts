import { MAIN_BRANCH_ID } from '@gym/contracts';
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Role, UserDto } from '@gym/contracts';

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
}

export interface NewUser {
  username: string;
  passwordHash: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  role: Role;
}

const toDto = (row: UserRow): UserDto => ({
  id: row.id,
  username: row.username,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  profileImageUrl: row.profile_image_url,
  role: row.role,
  // Until accounts are assigned branches: staff work at the first branch.
  branchIds: row.role === 'admin' ? [] : [MAIN_BRANCH_ID],
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
      const row = await db<UserRow>('users').where({ id, active: true }).first();
      return row ? toDto(row) : null;
    },

    /** The user and its password hash, for sign-in only. */
    async findCredentials(
      username: string,
    ): Promise<{ user: UserDto; passwordHash: string } | null> {
      const row = await db<UserRow>('users')
        .whereRaw('lower(username) = lower(?)', [username])
        .andWhere({ active: true })
        .first();
      return row ? { user: toDto(row), passwordHash: row.password_hash } : null;
    },

    async passwordHash(id: string): Promise<string | null> {
      const row = await db<UserRow>('users').where({ id }).first('password_hash');
      return row?.password_hash ?? null;
    },

    async create(user: NewUser): Promise<UserDto> {
      try {
        const [row] = await db<UserRow>('users')
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
        return toDto(row!);
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
