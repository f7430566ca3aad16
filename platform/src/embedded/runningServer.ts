import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { POSTGRES_USER, embeddedUrl, readPassword } from './postgresPassword';

/** Where a postmaster listens, as its postmaster.pid says (PostgreSQL's own lock file). */
export interface PostmasterAddress {
  host: string;
  port: number;
  /** `ready` once it takes connections (`starting`, `stopping`, … before and after). */
  status: string;
}

/**
 * postmaster.pid's lines: pid, data directory, start time, port, socket directory, listen address,
 * shared memory key, status. The embedded server listens on 127.0.0.1 only.
 */
export function parsePostmasterPid(text: string): PostmasterAddress | undefined {
  const lines = text.split('\n').map((line) => line.trim());
  const port = Number(lines[3]);
  if (!Number.isInteger(port) || port <= 0) return undefined;
  const listen = lines[5];
  const host = !listen || listen === '*' || listen === '0.0.0.0' ? '127.0.0.1' : listen;
  return { host, port, status: lines[7] ?? '' };
}

const sameDir = async (a: string, b: string) => {
  const [realA, realB] = await Promise.all([fs.realpath(a), fs.realpath(b)]).catch(() => []);
  return realA !== undefined && realA === realB;
};

/**
 * The embedded PostgreSQL already running on `dir` (the product is up), as a connection string to
 * `database`: the port from its postmaster.pid, the password from the file beside the directory,
 * and only if the server that answers says it serves this directory. Undefined when none does.
 */
export async function runningEmbeddedUrl(
  dir: string,
  database: string,
): Promise<string | undefined> {
  const pidFile = await fs.readFile(path.join(dir, 'postmaster.pid'), 'utf8').catch(() => '');
  const address = parsePostmasterPid(pidFile);
  if (!address || address.status !== 'ready') return undefined;
  const password = await readPassword(dir);
  if (!password) return undefined;
  const client = new pg.Client({
    host: address.host,
    port: address.port,
    user: POSTGRES_USER,
    password,
    database: 'postgres',
    connectionTimeoutMillis: 5000,
  });
  try {
    await client.connect();
    const { rows } = await client.query<{ data_directory: string }>('show data_directory');
    if (!rows[0] || !(await sameDir(rows[0].data_directory, dir))) return undefined;
  } catch {
    // Not a server of this directory (a stale file, a port reused by another one).
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
  return embeddedUrl({ host: address.host, port: address.port, password, database });
}
