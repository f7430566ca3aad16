import type { z } from 'zod';
import { ConfigError, parseEnv, type baseEnvSchema } from '../config';
import { DataDirError } from '../embedded/dataDirError';
import { openDatabase } from '../embedded/database';
import { PortInUseError, assertPortFree } from '../embedded/freePort';
import { createLogger, type Logger } from '../logger';
import type { MigrationList } from '../migrations';
import { onShutdown } from '../shutdown';
import { openStorage, type Storage } from './storage';

type BaseConfig = z.output<typeof baseEnvSchema> & { DATA_DIR?: string };

export interface BootOptions<S extends z.ZodType<BaseConfig>, E extends boolean> {
  /** The logger's name. */
  name: string;
  envSchema: S;
  /** The migration lists this process runs, in dependency order (platform's first). */
  migrations: readonly MigrationList[];
  needs: {
    /**
     * `url`: DATABASE_URL must be set (services mode); `embedded-or-url`: without it, the
     * embedded PostgreSQL in DATA_DIR is started here and stopped at the end.
     */
    database: 'url' | 'embedded-or-url';
    /**
     * With `embedded-or-url`: when the product already runs embedded on DATA_DIR, use its
     * PostgreSQL (left running) instead of refusing the data directory as in use.
     */
    shareRunningEmbedded?: boolean;
    eventStore?: E;
    /** Fail before anything starts when PORT is taken. */
    freePort?: boolean;
  };
  /** The ConfigError's message when DATABASE_URL is missing in `url` mode. */
  missingDatabaseUrl?: string;
  /** More checks on the configuration, before anything is opened. */
  check?(config: z.output<S>): void;
  /** The log level when LOG_LEVEL is not set (default: the schema's). */
  defaultLogLevel?: string;
  /** Default: process.env. */
  env?: NodeJS.ProcessEnv;
}

export type Booted<C, E extends boolean> = Storage<E> & {
  config: C;
  logger: Logger;
  /**
   * A process that runs until stopped: `start` starts what the process is for and returns how to
   * stop it. On SIGTERM or SIGINT that runs first, then what boot opened closes in reverse order.
   * If `start` fails, what boot opened is closed and the error rethrown.
   */
  serve(start: () => Promise<() => Promise<void>>): Promise<void>;
  /** A process that ends by itself: runs `task`, then closes what boot opened, even on an error. */
  run<T>(task: () => Promise<T>): Promise<T>;
};

/**
 * How every process starts: parse the environment, create the logger, open the database
 * (DATABASE_URL, or the embedded PostgreSQL where allowed), run the migrations and create the
 * event store when asked. What it opened, it closes (see `serve` and `run`).
 */
export async function bootProcess<S extends z.ZodType<BaseConfig>, E extends boolean = false>(
  options: BootOptions<S, E>,
): Promise<Booted<z.output<S>, E>> {
  const env = options.env ?? process.env;
  const config = parseEnv(options.envSchema, env);
  options.check?.(config);
  if (options.needs.database === 'url' && !config.DATABASE_URL) {
    throw new ConfigError(options.missingDatabaseUrl ?? 'DATABASE_URL must be set.');
  }
  const logger = createLogger({
    level: env.LOG_LEVEL ? config.LOG_LEVEL : (options.defaultLogLevel ?? config.LOG_LEVEL),
    name: options.name,
  });
  if (options.needs.freePort) await assertPortFree(config.PORT, config.HOST);

  const database = await openDatabase(
    { DATABASE_URL: config.DATABASE_URL, DATA_DIR: config.DATA_DIR ?? './data' },
    logger,
    { shareRunning: options.needs.shareRunningEmbedded },
  );
  let storage: Storage<E>;
  try {
    storage = await openStorage({
      databaseUrl: database.url,
      migrations: options.migrations,
      eventStore: options.needs.eventStore,
      eventStoreUrl: config.EVENTSTORE_URL,
      logger,
    });
  } catch (error) {
    await database.stop();
    throw error;
  }
  const close = async () => {
    await storage.close();
    await database.stop();
  };
  return {
    ...storage,
    config,
    logger,
    close,
    async serve(start: () => Promise<() => Promise<void>>) {
      let stop: () => Promise<void>;
      try {
        stop = await start();
      } catch (error) {
        await close();
        throw error;
      }
      onShutdown(logger, async () => {
        await stop();
        await close();
      });
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      try {
        return await task();
      } finally {
        await close();
      }
    },
    // The store's presence follows E, which TypeScript cannot see through the spread.
  } as unknown as Booted<z.output<S>, E>;
}

/** Errors an operator fixes: printed as their message alone, without a stack. */
export const OPERATOR_ERRORS: readonly (abstract new (...args: never[]) => Error)[] = [
  ConfigError,
  DataDirError,
  PortInUseError,
];

/**
 * Runs a process's main. An error an operator fixes (OPERATOR_ERRORS and `known`) prints as
 * `format(message)` alone, anything else with its stack; either exits 1. When `exitWhenDone`,
 * a main that ends exits 0 (a script), else the process lives on (a server).
 */
export function runMain(
  main: () => Promise<void>,
  options: {
    known?: readonly (abstract new (...args: never[]) => Error)[];
    format?: (message: string) => string;
    exitWhenDone?: boolean;
  } = {},
): void {
  const known = [...OPERATOR_ERRORS, ...(options.known ?? [])];
  main().then(
    () => {
      if (options.exitWhenDone) process.exit(0);
    },
    (error: unknown) => {
      const isKnown = known.some((type) => error instanceof type);
      console.error(isKnown ? (options.format ?? ((m) => m))((error as Error).message) : error);
      process.exit(1);
    },
  );
}
