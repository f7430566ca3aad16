import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exitCode,
  killEverything,
  startProduct,
  waitForHealth,
  type ProductRun,
} from '../test/product';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// Two product starts (initdb, migrations), a backup and a restore on a possibly loaded machine.
const WHOLE_DRILL_MS = 300_000;
const runs: ProductRun[] = [];
const pgDirs: string[] = [];
let tmp: string;

beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'gym-backup-'));
  // As root, PostgreSQL runs as the postgres user, which must be able to enter it.
  await fs.chmod(tmp, 0o755);
});

afterAll(async () => {
  await killEverything(runs, pgDirs);
  await fs.rm(tmp, { recursive: true, force: true });
});

async function start(dataDir: string): Promise<ProductRun> {
  pgDirs.push(path.join(dataDir, 'postgres'));
  const run = await startProduct({ dataDir });
  runs.push(run);
  await waitForHealth(run);
  return run;
}

async function stop(run: ProductRun): Promise<void> {
  run.child.kill('SIGTERM');
  expect(await exitCode(run)).toBe(0);
}

/** `npm run <script> -- <file>` as an operator runs it; killed if it outlives the deadline. */
async function cli(script: 'backup' | 'restore', file: string, dataDir: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [`dist/${script}.js`, file], {
    cwd: ROOT,
    env,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  return { code, stdout: stdout.trim(), stderr: stderr.trim() };
}

async function signIn(run: ProductRun): Promise<string> {
  const response = await post(run, '', 'login', { username: 'admin', password: 'admin123' });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

function post(run: ProductRun, cookie: string, route: string, body: object) {
  return fetch(`${run.url}/api/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
}

async function get(run: ProductRun, cookie: string, route: string): Promise<unknown> {
  const response = await fetch(`${run.url}/api/${route}`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return response.json();
}

/** Events in the log, read from the running embedded server (its port is in postmaster.pid). */
async function eventCount(dataDir: string): Promise<number> {
  const pid = await fs.readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
  const port = Number(pid.split('\n')[3]!.trim());
  const password = (await fs.readFile(path.join(dataDir, 'postgres.password'), 'utf8')).trim();
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: 'postgres',
    password,
    database: 'gym',
  });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>('select count(*) as n from events');
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

describe('npm run backup, then npm run restore into an empty DATA_DIR', () => {
  it(
    'gives back the same plans, members and event log',
    async () => {
      const original = path.join(tmp, 'original');
      const file = path.join(tmp, 'gym.backup.tgz');
      const first = await start(original);
      const cookie = await signIn(first);
      const planResponse = await post(first, cookie, 'subscription-plans', {
        name: 'Quarterly',
        price: '4000',
        duration: 90,
        features: ['Gym Access'],
      });
      expect(planResponse.status).toBe(201);
      const plan = (await planResponse.json()) as { id: string };
      const memberResponse = await post(first, cookie, 'members', {
        firstName: 'Meera',
        lastName: 'Iyer',
        email: 'meera.iyer@example.com',
        phone: '+91 98765 43210',
        dateOfBirth: '1992-03-14',
        gender: 'female',
        address: '4 Residency Road, Bengaluru',
        emergencyContact: 'Arun Iyer',
        emergencyPhone: '9876543212',
      });
      expect(memberResponse.status).toBe(201);
      const member = (await memberResponse.json()) as { id: string };
      const planBefore = await get(first, cookie, `subscription-plans/${plan.id}`);
      const memberBefore = await get(first, cookie, `members/${member.id}`);
      const eventsBefore = await eventCount(original);
      expect(eventsBefore).toBeGreaterThan(0);

      const whileRunning = await cli('backup', file, original);
      expect(whileRunning.code).toBe(1);
      expect(whileRunning.stderr).toContain('The product is running on');
      expect(whileRunning.stderr).not.toMatch(/^\s+at /m);
      await expect(fs.stat(file)).rejects.toThrow();
      await stop(first);

      const backup = await cli('backup', file, original);
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      expect(backup.stdout).toMatch(
        new RegExp(`^Backed up .* to ${file} \\(.* [kM]B\\): the PostgreSQL 18 data directory`),
      );
      // It holds password hashes, sessions and the cookie-signing key: its owner's eyes only.
      expect((await fs.stat(file)).mode & 0o777).toBe(0o600);

      const overOriginal = await cli('restore', file, original);
      expect(overOriginal.code).toBe(1);
      expect(overOriginal.stderr).toContain(`DATA_DIR ${original} is not empty`);

      const restoredDir = path.join(tmp, 'restored');
      const restore = await cli('restore', file, restoredDir);
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      expect(restore.stdout).toMatch(/^Restored .* into .*restored\/postgres/);
      expect((await fs.readdir(restoredDir)).sort()).toEqual(['postgres', 'postgres.password']);
      const restoredPassword = path.join(restoredDir, 'postgres.password');
      expect((await fs.stat(restoredPassword)).mode & 0o777).toBe(0o600);
      expect(await fs.readFile(restoredPassword, 'utf8')).toBe(
        await fs.readFile(path.join(original, 'postgres.password'), 'utf8'),
      );

      const second = await start(restoredDir);
      const cookieAfter = await signIn(second);
      expect(await get(second, cookieAfter, `subscription-plans/${plan.id}`)).toEqual(planBefore);
      expect(await get(second, cookieAfter, `members/${member.id}`)).toEqual(memberBefore);
      expect(await eventCount(restoredDir)).toBe(eventsBefore);
      await stop(second);
    },
    WHOLE_DRILL_MS,
  );
});
