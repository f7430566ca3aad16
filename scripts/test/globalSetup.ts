import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import net from 'node:net';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import './providedContext';
import { createLogger, startEmbeddedPostgres, type EmbeddedPostgresHandle } from '@gym/platform';

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(2000);
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => {
      resolve(data.toString().startsWith('+PONG'));
      socket.destroy();
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      resolve(false);
      socket.destroy();
    });
  });
}

export default async function setup(project: TestProject) {
  // The tests that start the product run it as `npm start` does: compiled. Rebuilt if stale.
  execFileSync(
    process.execPath,
    [fileURLToPath(new URL('../build.mjs', import.meta.url)), '--quiet'],
    {
      stdio: 'inherit',
    },
  );
  let embedded: EmbeddedPostgresHandle | undefined;
  let tmpDir: string | undefined;
  // TEST_DATABASE_URL=embedded forces the embedded fallback (to try what a machine without PostgreSQL does).
  const forceEmbedded = process.env.TEST_DATABASE_URL === 'embedded';
  let adminUrl = forceEmbedded
    ? ''
    : (process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  if (forceEmbedded || !(await canConnect(adminUrl))) {
    if (process.env.TEST_DATABASE_URL && !forceEmbedded) {
      throw new Error(`TEST_DATABASE_URL is set but PostgreSQL does not answer there: ${adminUrl}`);
    }
    console.warn(
      '[tests] No PostgreSQL at 127.0.0.1:5432: starting an embedded PostgreSQL for this run.',
    );
    tmpDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gym-test-pg-'));
    await fs.chmod(tmpDir, 0o755);
    embedded = await startEmbeddedPostgres({
      dir: path.join(tmpDir, 'pg'),
      logger: createLogger({ level: 'warn' }),
      persistent: false,
    });
    adminUrl = embedded.urlFor('postgres');
  }
  project.provide('pgAdminUrl', adminUrl);

  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redisUp = await redisAnswers(redisUrl);
  if (!redisUp) {
    console.warn(
      `[tests] No Redis at ${redisUrl}: Redis-backed tests will be skipped (each says so).`,
    );
  }
  project.provide('redisUrl', redisUp ? redisUrl : null);

  return async () => {
    await embedded?.stop();
    if (tmpDir) await fs.rm(tmpDir, { recursive: true, force: true });
  };
}
