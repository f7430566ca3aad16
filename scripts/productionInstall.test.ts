import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exitCode,
  killEverything,
  postmasterPid,
  startProduct,
  waitForHealth,
  type ProductRun,
} from './test/product';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('..', import.meta.url));
// A production install from npm's cache, a first build and an initdb: room for a loaded machine.
const WHOLE_TEST_MS = 600_000;

const runs: ProductRun[] = [];
const pgDirs: string[] = [];
let tmp: string;
let app: string;
let pgDir: string;

/** This working tree as a fresh clone would have it: tracked and new files, nothing ignored. */
async function copyTree(to: string): Promise<void> {
  const { stdout } = await run(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: ROOT,
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  for (const file of stdout.split('\0').filter(Boolean)) {
    const from = path.join(ROOT, file);
    if (!(await fs.stat(from).catch(() => null))?.isFile()) continue;
    await fs.mkdir(path.dirname(path.join(to, file)), { recursive: true });
    await fs.copyFile(from, path.join(to, file));
  }
}

function npmStart(dataDir: string): Promise<ProductRun> {
  return startProduct({ dataDir, cwd: app, command: ['npm', 'start', '--silent'] }).then((r) => {
    runs.push(r);
    return r;
  });
}

beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'gym-production-'));
  // As root, PostgreSQL runs as the postgres user, which must be able to enter it.
  await fs.chmod(tmp, 0o755);
  app = path.join(tmp, 'app');
  await copyTree(app);
  pgDir = path.join(tmp, 'data', 'postgres');
  pgDirs.push(pgDir);
}, WHOLE_TEST_MS);

afterAll(async () => {
  await killEverything(runs, pgDirs);
  await fs.rm(tmp, { recursive: true, force: true });
});

describe('a production install: npm ci --omit=dev, then npm start', () => {
  it(
    'installs no development tools, serves the UI compressed and long-cached, and starts again on its data',
    async () => {
      await run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], {
        cwd: app,
        maxBuffer: 64 * 1024 * 1024,
      });
      // (tsx may stay: it is an optional peer of Vite, which builds the UI at the first start.)
      for (const devTool of ['typescript', 'vitest', 'eslint', 'playwright-core']) {
        const installed = await fs.stat(path.join(app, 'node_modules', devTool)).catch(() => null);
        expect(installed, `${devTool} is installed`).toBeNull();
      }

      const dataDir = path.join(tmp, 'data');
      const first = await npmStart(dataDir);
      await waitForHealth(first, 300_000);

      const page = await fetch(`${first.url}/`);
      expect(page.headers.get('cache-control')).toBe('no-cache');
      const html = await page.text();
      const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
      expect(script).toBeDefined();
      const asset = await fetch(`${first.url}${script}`, {
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(asset.status).toBe(200);
      expect(asset.headers.get('content-encoding')).toBe('br');
      expect(asset.headers.get('cache-control')).toContain('immutable');

      const login = await fetch(`${first.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'admin123' }),
      });
      expect(login.status).toBe(200);

      // npm passes SIGTERM on and ends by it; the product stops its PostgreSQL on the way out.
      first.child.kill('SIGTERM');
      await exitCode(first);
      expect(postmasterPid(pgDir)).toBeUndefined();

      // The second start builds nothing (the stamps match) and finds the same data.
      const second = await npmStart(dataDir);
      await waitForHealth(second);
      expect(second.output()).not.toMatch(/\[build\]|vite/i);
      const again = await fetch(`${second.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'admin123' }),
      });
      expect(again.status).toBe(200);
      second.child.kill('SIGTERM');
      await exitCode(second);
      expect(postmasterPid(pgDir)).toBeUndefined();
    },
    WHOLE_TEST_MS,
  );
});
