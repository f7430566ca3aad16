import fs from 'node:fs/promises';
import pg from 'pg';
import { BackupError, formatSize, runTool } from './backupFiles';

async function query<T>(url: string, sql: string): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query(sql);
    return rows[0] as T;
  } catch (error) {
    throw new BackupError(`DATABASE_URL cannot be reached: ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The URL without its password, which goes in PGPASSWORD: arguments are visible to every user (ps). */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.href,
    env: { ...process.env, ...(password && { PGPASSWORD: password }) },
  };
}

/** pg_dump and pg_restore must be of the server's major version (an older one refuses a newer server). */
async function assertSameMajor(url: string, tool: 'pg_dump' | 'pg_restore'): Promise<string> {
  const { num } = await query<{ num: string }>(
    url,
    "select current_setting('server_version_num') as num",
  );
  const server = String(Math.floor(Number(num) / 10000));
  const version = await runTool(tool, ['--version'], `Running ${tool}`);
  const toolMajor = /(\d+)(\.\d+)?/.exec(version)?.[1];
  if (toolMajor !== server) {
    throw new BackupError(
      `DATABASE_URL runs PostgreSQL ${server} but ${tool} on PATH is version ${toolMajor ?? 'unknown'}; put the PostgreSQL ${server} client tools first on PATH.`,
    );
  }
  return server;
}

/** With DATABASE_URL: a pg_dump (custom format) of that database, by the server's own version. */
export async function dumpDatabase(url: string, file: string): Promise<string> {
  const major = await assertSameMajor(url, 'pg_dump');
  const partial = `${file}.${process.pid}.partial`;
  try {
    // Password hashes, sessions and the cookie-signing key: created for its owner only (pg_dump
    // writes into it and keeps the mode).
    await (await fs.open(partial, 'wx', 0o600)).close();
    const { dbname, env } = connection(url);
    const args = ['--format=custom', `--file=${partial}`, `--dbname=${dbname}`];
    await runTool('pg_dump', args, 'pg_dump', env);
    await fs.rename(partial, file);
  } finally {
    await fs.rm(partial, { force: true });
  }
  const { size } = await fs.stat(file);
  const { db } = await query<{ db: string }>(url, 'select current_database() as db');
  return `Backed up database ${db} to ${file} (${formatSize(size)}): a pg_dump ${major} of its event log, read models and accounts.`;
}

/** With DATABASE_URL: pg_restore into that database, only while it holds no tables. */
export async function restoreDatabase(url: string, file: string): Promise<string> {
  const { tables, db } = await query<{ tables: string; db: string }>(
    url,
    `select count(*) as tables, current_database() as db from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
        and n.nspname not like 'pg_toast%'`,
  );
  if (Number(tables) > 0) {
    throw new BackupError(
      `Database ${db} of DATABASE_URL is not empty (${tables} tables); a restore only goes into an empty database, so no data is overwritten. Create a new one and point DATABASE_URL at it.`,
    );
  }
  const major = await assertSameMajor(url, 'pg_restore');
  const { dbname, env } = connection(url);
  const args = ['--no-owner', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`];
  await runTool('pg_restore', [...args, file], 'pg_restore', env);
  return `Restored ${file} into database ${db} (PostgreSQL ${major}).`;
}
