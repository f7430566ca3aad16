import knex, { type Knex } from 'knex';
import pg from 'pg';

// bigint columns (positions, paise) come back as strings unless told otherwise; we parse them where read.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export type Db = Knex;

export function createDb(connectionString: string, options: { poolMax?: number } = {}): Db {
  return knex({
    client: 'pg',
    connection: { connectionString },
    pool: { min: 0, max: options.poolMax ?? 10 },
  });
}
