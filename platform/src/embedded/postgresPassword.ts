import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import pg from 'pg';
import type { Logger } from '../logger';
import { DataDirError } from './dataDirError';

/** The superuser embedded PostgreSQL is run with. */
export const POSTGRES_USER = 'postgres';

/** A connection string to `database` on an embedded server (on 127.0.0.1 unless `host`). */
export function embeddedUrl(options: {
  port: number;
  password: string;
  database: string;
  host?: string;
}): string {
  // The password is base64url: nothing in it needs escaping in a URL.
  return `postgres://${POSTGRES_USER}:${options.password}@${options.host ?? '127.0.0.1'}:${options.port}/${encodeURIComponent(options.database)}`;
}

/** The superuser's password of data directories made before passwords were generated. */
export const LEGACY_PASSWORD = 'postgres';

/**
 * Beside the data directory, not in it (as the owner record): DATA_DIR/postgres.password. It
 * belongs to the user the product runs as (root included), not to PostgreSQL, which never reads it.
 */
export function passwordFilePath(dataDir: string): string {
  return `${dataDir}.password`;
}

/** The password kept for `dataDir`, or undefined when there is none yet. */
export async function readPassword(dataDir: string): Promise<string | undefined> {
  const file = passwordFilePath(dataDir);
  try {
    return (await fs.readFile(file, 'utf8')).trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new DataDirError(
      `The product cannot read the PostgreSQL password in ${file} (${(error as Error).message}). Start it as the user that owns that file.`,
    );
  }
}

/**
 * A new random password (256 bits, 43 URL-safe characters) in a file created with mode 0600, so it
 * is never readable by another user, not even for a moment. Written beside and renamed in, so a
 * crash leaves either no file or a whole one.
 */
export async function createPassword(dataDir: string): Promise<string> {
  const file = passwordFilePath(dataDir);
  const password = randomBytes(32).toString('base64url');
  const partial = `${file}.${process.pid}.partial`;
  const handle = await fs.open(partial, 'wx', 0o600);
  try {
    await handle.writeFile(`${password}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.rename(partial, file);
  return password;
}

/** The kept password, or a new one when the data directory has none yet. */
export async function passwordFor(dataDir: string): Promise<string> {
  return (await readPassword(dataDir)) ?? (await createPassword(dataDir));
}

async function connect(port: number, password: string): Promise<pg.Client | undefined> {
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: POSTGRES_USER,
    password,
    database: 'postgres',
  });
  try {
    await client.connect();
    return client;
  } catch (error) {
    await client.end().catch(() => undefined);
    // 28P01: invalid_password.
    if ((error as { code?: string }).code === '28P01') return undefined;
    throw error;
  }
}

/**
 * Makes sure the running server takes `password`. A data directory made by an older version still
 * has the published one ("postgres"): it is replaced with `password` (already in its file), so
 * from this start on only the file's password gets in. A start that stopped between writing the
 * file and this change simply makes it again.
 */
export async function adoptPassword(
  dir: string,
  port: number,
  password: string,
  log: Logger,
): Promise<void> {
  let client = await connect(port, password);
  if (!client) {
    client = await connect(port, LEGACY_PASSWORD);
    if (!client) {
      throw new DataDirError(
        `PostgreSQL on ${dir} refuses the password kept in ${passwordFilePath(dir)}. Put back the password file that belongs to this data directory (a backup holds it).`,
      );
    }
    await client.query(
      `alter role ${pg.escapeIdentifier(POSTGRES_USER)} password ${client.escapeLiteral(password)}`,
    );
    log.info(
      { dir, passwordFile: passwordFilePath(dir) },
      'replaced the default password of the embedded PostgreSQL with a generated one',
    );
  }
  try {
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from pg_hba_file_rules where auth_method <> 'scram-sha-256'",
    );
    if (Number(rows[0]!.n) > 0) {
      log.warn(
        { dir },
        'pg_hba.conf of the embedded PostgreSQL lets some connections in without the password (scram-sha-256 expected)',
      );
    }
  } finally {
    await client.end();
  }
}
