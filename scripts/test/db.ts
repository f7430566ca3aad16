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

/**
 * Cuts every connection to the database at `url` from a separate admin connection, as a failover,
 * a restart or a network reset does. Returns the process ids of the backends it terminated.
 */
export function terminateConnections(url: string): Promise<number[]> {
  const name = new URL(url).pathname.slice(1);
  return withAdmin(async (c) => {
    // The targets first: in one where clause PostgreSQL may call pg_terminate_backend before it
    // has checked the database name.
    const { rows } = await c.query<{ pid: number; terminated: boolean }>(
      `with targets as materialized (
         select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()
       )
       select pid, pg_terminate_backend(pid) as terminated from targets`,
      [name],
    );
    return rows.filter((r) => r.terminated).map((r) => r.pid);
  });
}

/** Resolves once none of these backends is left (a terminated backend exits shortly after). */
export function backendsGone(pids: readonly number[]): Promise<void> {
  return withAdmin(async (c) => {
    for (;;) {
      const { rows } = await c.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where pid = any($1::int[])',
        [pids],
      );
      if (rows[0]?.n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });
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
