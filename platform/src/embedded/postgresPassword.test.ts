import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { openDatabase } from './database';
import { passwordFilePath } from './postgresPassword';

// Two starts of a real PostgreSQL (initdb, then recovery) on a possibly loaded machine.
const TWO_STARTS_MS = 180_000;
const logger = createLogger({ level: 'warn' });
let tmp: string;

beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'gym-pgpass-'));
  // As root, PostgreSQL runs as the postgres user, which must be able to enter it.
  await fs.chmod(tmp, 0o755);
});

afterAll(async () => {
  await fs.rm(tmp, { recursive: true, force: true });
});

/** 'in', or the SQLSTATE PostgreSQL refused the superuser with (28P01: wrong password). */
async function signIn(port: string, password: string): Promise<string> {
  const client = new pg.Client({
    host: '127.0.0.1',
    port: Number(port),
    user: 'postgres',
    password,
    database: 'gym',
  });
  try {
    await client.connect();
    return 'in';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

async function keptPassword(pgDir: string): Promise<string> {
  const file = passwordFilePath(pgDir);
  const stat = await fs.stat(file);
  expect(stat.mode & 0o777).toBe(0o600);
  // The product's own user (root too) reads it; PostgreSQL never needs to.
  expect(stat.uid).toBe(process.getuid!());
  return (await fs.readFile(file, 'utf8')).trim();
}

describe('the embedded PostgreSQL superuser', () => {
  it(
    'has a generated password kept 0600 in DATA_DIR, and an older DATA_DIR gets one at its next start',
    async () => {
      const dataDir = path.join(tmp, 'data');
      const pgDir = path.join(dataDir, 'postgres');

      const first = await openDatabase({ DATA_DIR: dataDir }, logger);
      let password: string;
      try {
        password = await keptPassword(pgDir);
        expect(password).toMatch(/^[A-Za-z0-9_-]{32,}$/);
        const port = new URL(first.url).port;
        expect(await signIn(port, 'postgres')).toBe('28P01');
        expect(await signIn(port, password)).toBe('in');
        // Every way in (local and host lines alike) asks for the password: no trust.
        const rules = await query<{ type: string; auth_method: string }>(
          first.url,
          'select type, auth_method from pg_hba_file_rules',
        );
        expect(rules.map((r) => r.type)).toContain('local');
        expect(new Set(rules.map((r) => r.auth_method))).toEqual(new Set(['scram-sha-256']));

        await query(first.url, 'create table kept (id int)');
        // What versions before generated passwords left behind: "postgres", and no password file.
        await query(first.url, "alter role postgres password 'postgres'");
      } finally {
        await first.stop();
      }
      await fs.rm(passwordFilePath(pgDir));

      const second = await openDatabase({ DATA_DIR: dataDir }, logger);
      try {
        const upgraded = await keptPassword(pgDir);
        expect(upgraded).not.toBe(password);
        expect(upgraded.length).toBeGreaterThanOrEqual(32);
        const port = new URL(second.url).port;
        expect(await signIn(port, 'postgres')).toBe('28P01');
        expect(await signIn(port, upgraded)).toBe('in');
        expect(await query(second.url, 'select * from kept')).toEqual([]);
      } finally {
        await second.stop();
      }
      // Nothing else was left beside the data (initdb's password went through a private folder).
      expect((await fs.readdir(dataDir)).sort()).toEqual(['postgres', 'postgres.password']);
    },
    TWO_STARTS_MS,
  );
});
