import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import './providedContext';

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A fresh, empty PostgreSQL database for one test file. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `gym_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await withAdmin((c) => c.query(`create database ${name}`));
  const url = new URL(inject('pgAdminUrl'));
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdmin(async (c) => {
        // Let connections that are closing finish first: forced off mid-close, their clients
        // raise an error that nobody listens for any more.
        const deadline = Date.now() + 5000;
        while (Date.now() < deadline) {
          const { rows } = await c.query<{ n: number }>(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if (rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await c.query(`drop database if exists ${name} with (force)`);
      }),
  };
}
