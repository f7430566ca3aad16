import knex, { type Knex } from 'knex';
import pg from 'pg';

// bigint columns (positions, paise) come back as strings unless told otherwise; we parse them where read.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export type Db = Knex;

export function createDb(connectionString: string, options: { poolMax?: number } = {}): Db {
  return knex({
    client: 'pg',
    // JIT compiles a plan for seconds' worth of rows; our reads are short and indexed, and its
    // compile time (hundreds of ms on a 200,000-row count) only ever made them slower.
    connection: { connectionString, options: '-c jit=off' },
    pool: { min: 0, max: options.poolMax ?? 10 },
  });
}
