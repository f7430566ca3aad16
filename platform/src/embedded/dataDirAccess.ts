import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../logger';
import { DataDirError } from './dataDirError';
import {
  POSTGRES_ACCOUNT,
  ensurePostgresAccount,
  findPostgresAccount,
  userName,
  type PostgresAccount,
} from './postgresAccount';

interface Attributes {
  uid: number;
  gid: number;
  mode: number;
}

/** Whether a process with only this uid and gid may enter the folder (no account yet: "others"). */
export function canEnter(folder: Attributes, account: PostgresAccount | undefined): boolean {
  if (account?.uid === folder.uid) return (folder.mode & 0o100) !== 0;
  if (account?.gid === folder.gid) return (folder.mode & 0o010) !== 0;
  return (folder.mode & 0o001) !== 0;
}

/** As `ls -l` shows it, e.g. drwx------. */
export function modeString(mode: number): string {
  const bits = 'rwxrwxrwx';
  return `d${[...bits].map((letter, i) => (mode & (0o400 >> i) ? letter : '-')).join('')}`;
}

/** `dir`, its parent, ... up to the root: the folder a path resolves through, outermost first. */
function ancestors(dir: string): string[] {
  const parent = path.dirname(dir);
  return parent === dir ? [dir] : [...ancestors(parent), dir];
}

async function deepestExisting(dir: string): Promise<string> {
  let folder = dir;
  while (!(await fs.stat(folder).catch(() => undefined))) folder = path.dirname(folder);
  return folder;
}

/** The first folder on the way to `target` that the account may not enter, with its attributes. */
export async function firstUnreachable(
  target: string,
  account: PostgresAccount | undefined,
): Promise<{ folder: string; stat: Attributes } | null> {
  const existing = await fs.realpath(await deepestExisting(path.dirname(target)));
  for (const folder of ancestors(existing)) {
    const stat = await fs.stat(folder);
    if (stat.isDirectory() && !canEnter(stat, account)) return { folder, stat };
  }
  return null;
}

/** "/root (drwx------ root)" */
export const describeFolder = async ({ folder, stat }: { folder: string; stat: Attributes }) =>
  `${folder} (${modeString(stat.mode)} ${await userName(stat.uid)})`;

/** As root: refuses, before initdb can fail on it, a folder on the way the postgres user cannot enter. */
async function assertReachable(dir: string, account: PostgresAccount | undefined): Promise<void> {
  const blocked = await firstUnreachable(dir, account);
  if (!blocked) return;
  throw new DataDirError(
    `PostgreSQL runs as the system user "${POSTGRES_ACCOUNT}" (the product was started as root) and that user cannot enter ${await describeFolder(blocked)}, so it cannot reach the data directory ${dir}. Set DATA_DIR to a folder it can reach, for example DATA_DIR=/var/lib/gym npm start, or start the product as a normal user.`,
  );
}

/** Creates `dir` and its missing parents; returns the folders it created, outermost first. */
async function makeDir(dir: string): Promise<string[]> {
  let first: string | undefined;
  try {
    first = await fs.mkdir(dir, { recursive: true });
    await fs.access(dir, fs.constants.W_OK);
  } catch (error) {
    throw new DataDirError(
      `The data directory ${dir} cannot be created or written by this user (${(error as Error).message}). Set DATA_DIR to a folder it can write, for example DATA_DIR=$HOME/gym-data npm start.`,
    );
  }
  return first ? ancestors(dir).filter((folder) => folder.startsWith(first)) : [];
}

/** Folders the product created for DATA_DIR are the product's to give away; no others are touched. */
async function giveToPostgres(folders: string[], log: Logger): Promise<void> {
  if (folders.length === 0) return;
  const account = await ensurePostgresAccount(log);
  for (const folder of folders) {
    await fs.chown(folder, account.uid, account.gid);
    // Whatever the umask, the owner must be able to enter it.
    await fs.chmod(folder, ((await fs.stat(folder)).mode & 0o777) | 0o700);
  }
  log.info(
    { folders, user: POSTGRES_ACCOUNT },
    'gave the folders created for the data to PostgreSQL',
  );
}

async function assertOwnedByPostgres(dir: string): Promise<void> {
  const [stat, account] = await Promise.all([fs.stat(dir), findPostgresAccount()]);
  if (account?.uid === stat.uid) return;
  throw new DataDirError(
    `The data directory ${dir} belongs to ${await userName(stat.uid)}, but PostgreSQL runs as the system user "${POSTGRES_ACCOUNT}" (the product was started as root). Give it to that user (chown -R ${POSTGRES_ACCOUNT}:${POSTGRES_ACCOUNT} ${dir}), or set DATA_DIR to another folder.`,
  );
}

const asRoot = () => process.getuid?.() === 0;

/**
 * Creates `dir` when missing and makes sure PostgreSQL will be able to use it, or says in one line
 * why not and what to do.
 */
export async function makeDataDirReachable(dir: string, log: Logger): Promise<void> {
  if (asRoot()) await assertReachable(dir, await findPostgresAccount());
  const created = await makeDir(dir);
  if (asRoot()) await giveToPostgres(created, log);
}

/** 'fresh' still needs initdb; 'existing' holds a database. */
export async function dataDirState(dir: string): Promise<'fresh' | 'existing'> {
  const entries = await fs.readdir(dir);
  if (entries.includes('PG_VERSION')) {
    if (asRoot()) await assertOwnedByPostgres(dir);
    return 'existing';
  }
  if (entries.length > 0) {
    throw new DataDirError(
      `The data directory ${dir} is not empty but holds no PostgreSQL data (no PG_VERSION). Move it away or set DATA_DIR to another folder.`,
    );
  }
  return 'fresh';
}
