import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exitCode,
  healthStatus,
  killEverything,
  startProduct,
  waitForHealth,
  type ProductRun,
} from './test/product';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// A product start (initdb, migrations), two checks, a stop, and a check that starts PostgreSQL.
const WHOLE_RUN_MS = 240_000;
const runs: ProductRun[] = [];
const pgDirs: string[] = [];
let tmp: string;

beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'gym-verify-'));
  // As root, PostgreSQL runs as the postgres user, which must be able to enter it.
  await fs.chmod(tmp, 0o755);
});

afterAll(async () => {
  await killEverything(runs, pgDirs);
  await fs.rm(tmp, { recursive: true, force: true });
});

/** `npm run verify-books` as an operator runs it on the server, on DATA_DIR. */
async function verifyBooks(dataDir: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.EVENTSTORE_URL;
  const child = spawn(process.execPath, ['dist/verify-books.js'], { cwd: ROOT, env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
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

describe('npm run verify-books on the embedded data', () => {
  it(
    'checks the running product’s database, and starts PostgreSQL itself when nothing runs',
    async () => {
      const dataDir = path.join(tmp, 'data');
      pgDirs.push(path.join(dataDir, 'postgres'));
      const product = await startProduct({ dataDir });
      runs.push(product);
      await waitForHealth(product);
      const cookie = await signIn(product);
      const plan = await post(product, cookie, 'subscription-plans', {
        name: 'Monthly',
        price: '1500',
        duration: 30,
        features: ['Gym Access'],
      });
      expect(plan.status).toBe(201);

      const whileRunning = await verifyBooks(dataDir);
      expect(whileRunning.stderr).toBe('');
      expect(whileRunning.code).toBe(0);
      expect(whileRunning.stdout).toMatch(/^The books match their seals\.$/m);
      expect(whileRunning.stdout).toMatch(/^The read models match the log\.$/m);
      // The product's PostgreSQL was used, not stopped.
      expect(await healthStatus(product)).toBe(200);

      product.child.kill('SIGTERM');
      expect(await exitCode(product)).toBe(0);
      const stopped = await verifyBooks(dataDir);
      expect(stopped.stderr).toBe('');
      expect(stopped.code).toBe(0);
      expect(stopped.stdout).toMatch(/^The read models match the log\.$/m);
    },
    WHOLE_RUN_MS,
  );
});
