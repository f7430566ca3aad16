import type { Knex } from 'knex';
import { MAIN_BRANCH_ID, type AuthConfigDto } from '@gym/contracts';
import type { Logger } from '@gym/platform';
import { hashPassword, verifyPassword } from './passwords';
import { DuplicateUserError, type UserRepository } from './users';

export const DEMO_ACCOUNTS: AuthConfigDto['demoAccounts'] = [
  { username: 'admin', password: 'admin123', role: 'admin' },
  { username: 'staff', password: 'staff123', role: 'staff' },
  { username: 'member', password: 'member123', role: 'member' },
];

/** The demo member account's e-mail; the demo member record carries it too. */
export const DEMO_MEMBER_EMAIL = 'member@example.com';

const NAMES: Record<string, [string, string]> = {
  admin: ['Gym', 'Owner'],
  staff: ['Front', 'Desk'],
  member: ['Demo', 'Member'],
};

/**
 * The demo accounts that are `active` (or not) and still sign in with their published password.
 * Only those whose state would change are checked: a password check is slow on purpose, and a
 * start should not pay for three of them.
 */
async function demoAccountsWithDemoPasswords(db: Knex, active: boolean) {
  const found: { id: string; username: string }[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const row = await db('users')
      .whereRaw('lower(username) = lower(?)', [account.username])
      .where({ active })
      .first<{ id: string; username: string; password_hash: string } | undefined>();
    if (row && (await verifyPassword(row.password_hash, account.password))) found.push(row);
  }
  return found;
}

/**
 * Demo mode off: a demo account that still has its published password is switched off, so data
 * first tried in demo mode cannot be entered with a password printed on the sign-in page.
 */
export async function switchOffDemoAccounts(db: Knex, logger: Logger): Promise<void> {
  for (const account of await demoAccountsWithDemoPasswords(db, true)) {
    await db('users').where({ id: account.id }).update({ active: false, updated_at: db.fn.now() });
    logger.warn({ username: account.username }, 'demo mode is off: demo account switched off');
  }
}

/**
 * Demo mode on: creates the demo accounts that do not exist yet and switches back on those that
 * still have their published password; never resets a changed password.
 */
export async function ensureDemoAccounts(
  db: Knex,
  users: UserRepository,
  logger: Logger,
): Promise<void> {
  for (const account of await demoAccountsWithDemoPasswords(db, false)) {
    await db('users').where({ id: account.id }).update({ active: true });
  }
  for (const account of DEMO_ACCOUNTS) {
    if (await db('users').whereRaw('lower(username) = lower(?)', [account.username]).first('id'))
      continue;
    const [firstName, lastName] = NAMES[account.username] ?? [null, null];
    try {
      await users.create({
        username: account.username,
        passwordHash: await hashPassword(account.password),
        email: account.role === 'member' ? DEMO_MEMBER_EMAIL : null,
        firstName,
        lastName,
        role: account.role,
        // The demo's front desk is the first branch's.
        branchIds: [MAIN_BRANCH_ID],
      });
      logger.info({ username: account.username, role: account.role }, 'demo account created');
    } catch (error) {
      if (!(error instanceof DuplicateUserError)) throw error;
    }
  }
}
