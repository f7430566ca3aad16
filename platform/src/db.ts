import knex, { type Knex } from 'knex';
import pg from 'pg';
import { connectionWatch } from './connectionLoss';
import type { Logger } from './logger';

// bigint columns (positions, paise) come back as strings unless told otherwise; we parse them where read.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export type Db = Knex;

/**
 * Knex on PostgreSQL. Knex's pg dialect listens for errors on its connections and replaces a
 * broken one at its next use, so a cut connection fails only the query it was running; here
 * that is logged once, and so is the first new connection after it.
 */
export function createDb(
  connectionString: string,
  options: { poolMax?: number; logger?: Logger } = {},
): Db {
  const watch = connectionWatch(options.logger, 'read models');
  return knex({
    client: 'pg',
    // JIT compiles a plan for seconds' worth of rows; our reads are short and indexed, and its
    // compile time (hundreds of ms on a 200,000-row count) only ever made them slower.
    connection: { connectionString, options: '-c jit=off' },
    pool: {
      min: 0,
      max: options.poolMax ?? 10,
      afterCreate(connection: pg.Client, done: (error: Error | null, c: pg.Client) => void) {
        connection.on('error', (error) => watch.lost(error));
        watch.restored();
        done(null, connection);
      },
    },
    ...(options.logger && {
      log: {
        // Knex warns of each broken connection as it drops it: the watch has said so once.
        warn: (message: string) => {
          if (!/^Connection Error/.test(message)) options.logger?.warn(message);
        },
      },
    }),
  });
}
