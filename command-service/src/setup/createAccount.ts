import type { Knex } from 'knex';
import type { Role, UserDto } from '@gym/contracts';
import { hashPassword } from '../auth/passwords';
import { createUserRepository } from '../auth/users';

export interface NewAccount {
  username: string;
  password: string;
  role: Role;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  /** A branch manager's or staff account's branches. */
  branchIds?: readonly string[];
}

export class AdminExistsError extends Error {
  constructor() {
    super('The owner account already exists');
  }
}

const hasAdmin = async (db: Knex) =>
  !!(await db('users').where({ role: 'admin', active: true }).first('id'));

/** Whether the product still needs its first admin (no active admin account). */
export async function setupNeeded(db: Knex): Promise<boolean> {
  return !(await hasAdmin(db));
}

/** Creates an account with its branches (the password hashed here). */
export async function createAccount(db: Knex, account: NewAccount): Promise<UserDto> {
  const { password, ...rest } = account;
  return createUserRepository(db).create({ ...rest, passwordHash: await hashPassword(password) });
}

/**
 * Creates the first admin, once: concurrent set-ups queue on one lock, and every one after the
 * first finds the admin and gets AdminExistsError.
 */
export async function createFirstAdmin(
  db: Knex,
  account: Omit<NewAccount, 'role'>,
): Promise<UserDto> {
  const passwordHash = await hashPassword(account.password);
  return db.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', ['first-admin']);
    if (await hasAdmin(trx)) throw new AdminExistsError();
    const { password: _password, ...rest } = account;
    return createUserRepository(trx).create({ ...rest, role: 'admin', passwordHash });
  });
}
