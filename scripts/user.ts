import { parseArgs } from 'node:util';
import readline from 'node:readline/promises';
import { z } from 'zod';
import {
  MAIN_BRANCH_ID,
  STAFF_ROLES,
  accountBranchIds,
  messages,
  newUsernameSchema,
  passwordSchema,
  worksAtBranches,
} from '@gym/contracts';
import {
  DuplicateUserError,
  commandEnvSchema,
  commandServiceMigrations,
  createAccount,
} from '@gym/command-service';
import { bootProcess } from '@gym/platform';
import { UsageError, runScript } from './lib/runScript';

const USAGE = `Usage: npm run user -- create --role admin|branch_manager|staff --username NAME [--branch ID]… [--email E] [--first-name F] [--last-name L]
  A branch manager or staff account works at each --branch given (default: the first branch).
  The password is read from standard input (a prompt on a terminal).`;

const accountArgs = z.object({
  role: z.enum(STAFF_ROLES),
  username: newUsernameSchema,
  branch: accountBranchIds.default([MAIN_BRANCH_ID]),
  email: z.email(messages.emailInvalid).optional(),
  'first-name': z.string().max(100).optional(),
  'last-name': z.string().max(100).optional(),
});

function parseCommand(argv: string[]) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      role: { type: 'string' },
      username: { type: 'string' },
      branch: { type: 'string', multiple: true },
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
  });
  if (positionals.join(' ') !== 'create') throw new UsageError(USAGE);
  const parsed = accountArgs.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new UsageError(`--${issue.path.join('.')}: ${issue.message}\n${USAGE}`);
  }
  return parsed.data;
}

/** The password: typed at a prompt on a terminal, else the first line of standard input. */
async function readPassword(): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, terminal: false });
  if (process.stdin.isTTY) process.stdout.write('Password (at least 6 characters): ');
  const line = (await rl[Symbol.asyncIterator]().next()).value as string | undefined;
  rl.close();
  const parsed = passwordSchema(messages.passwordMin).safeParse(line ?? '');
  if (!parsed.success) throw new UsageError(parsed.error.issues[0]!.message);
  return parsed.data;
}

/** `npm run user -- create …`: an admin, branch manager or staff account, for servers without a browser. */
async function main() {
  const args = parseCommand(process.argv.slice(2));
  const password = await readPassword();
  const booted = await bootProcess({
    name: 'user',
    envSchema: commandEnvSchema,
    migrations: commandServiceMigrations,
    needs: { database: 'embedded-or-url' },
  });
  await booted.run(async () => {
    try {
      const user = await createAccount(booted.db, {
        username: args.username,
        password,
        role: args.role,
        branchIds: worksAtBranches(args.role) ? args.branch : [],
        email: args.email ?? null,
        firstName: args['first-name'] ?? null,
        lastName: args['last-name'] ?? null,
      });
      console.log(`\n  Created the ${user.role} account "${user.username}".\n`);
    } catch (error) {
      if (error instanceof DuplicateUserError) {
        throw new UsageError(
          error.field === 'username' ? messages.usernameTaken : messages.accountEmailTaken,
        );
      }
      throw error;
    }
  });
}

runScript(main);
