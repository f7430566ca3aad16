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
      withAdmin((c) => c.query(`drop database if exists ${name} with (force)`)).then(
        () => undefined,
      ),
  };
}
