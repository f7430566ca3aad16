import type { AuthConfigDto } from '@gym/contracts';
import type { Logger } from '@gym/projection-service';
import { hashPassword } from './passwords';
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

/** Creates the demo accounts that do not exist yet; never resets a changed password. */
export async function ensureDemoAccounts(users: UserRepository, logger: Logger): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    if (await users.findCredentials(account.username)) continue;
    const [firstName, lastName] = NAMES[account.username] ?? [null, null];
    try {
      await users.create({
        username: account.username,
        passwordHash: await hashPassword(account.password),
        email: account.role === 'member' ? DEMO_MEMBER_EMAIL : null,
        firstName,
        lastName,
        role: account.role,
      });
      logger.info({ username: account.username, role: account.role }, 'demo account created');
    } catch (error) {
      if (!(error instanceof DuplicateUserError)) throw error;
    }
  }
}
