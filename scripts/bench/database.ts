import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { onCleanup } from './cleanup';
import { progress } from './log';

/** Where scratch databases are created (trust auth on the local PostgreSQL by default). */
export const adminUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

const runId = randomBytes(4).toString('hex');

/** Creates `gym_bench_<run>_<suffix>`; it is dropped by `drop()` or by the cleanups. */
export async function createScratchDatabase(suffix: string): Promise<ScratchDatabase> {
  const name = `gym_bench_${runId}_${suffix}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    unregister();
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(`drop database if exists ${name} with (force)`);
      progress(`dropped database ${name}`);
    } finally {
      await client.end();
    }
  };
  const unregister = onCleanup(`drop database ${name}`, drop);
  progress(`created database ${name}`);
  return { name, url: url.toString(), drop };
}

/** The server's version, for the table's heading. */
export async function serverVersion(): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>(
      `select current_setting('server_version') as v`,
    );
    return `PostgreSQL ${rows[0]?.v ?? '?'}`;
  } finally {
    await client.end();
  }
}
