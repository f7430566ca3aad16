import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exitCode,
  healthStatus,
  killEverything,
  postmasterPid,
  startProduct,
  waitFor,
  waitForHealth,
  type ProductRun,
} from '../../../scripts/test/product';
import { findPostgresAccount } from './postgresAccount';
import { readProcess } from './processInfo';

// Each start runs initdb or recovery and the migrations: give a loaded machine room.
const TWO_STARTS_MS = 180_000;
const runs: ProductRun[] = [];
const pgDirs: string[] = [];
let tmp: string;

async function newDataDir(name: string): Promise<{ dataDir: string; pgDir: string }> {
  const dataDir = path.join(tmp, name);
  const pgDir = path.join(dataDir, 'postgres');
  pgDirs.push(pgDir);
  return { dataDir, pgDir };
}

async function start(dataDir: string): Promise<ProductRun> {
  const run = await startProduct({ dataDir });
  runs.push(run);
  return run;
}

function post(run: ProductRun, route: string, body: object): Promise<Response> {
  return fetch(`${run.url}/api/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'gym-restart-'));
  // As root, PostgreSQL runs as the postgres user, which must be able to enter it.
  await fs.chmod(tmp, 0o755);
});

afterAll(async () => {
  await killEverything(runs, pgDirs);
  await fs.rm(tmp, { recursive: true, force: true });
});

describe('npm start on a DATA_DIR whose product was killed (kill -9)', () => {
  it(
    'stops the PostgreSQL left behind, starts again and keeps the data',
    async () => {
      const { dataDir, pgDir } = await newDataDir('killed');
      const first = await start(dataDir);
      await waitForHealth(first);
      const member = { username: 'survivor', password: 'survivor-pass-1', firstName: 'S' };
      expect((await post(first, 'register', { ...member, lastName: 'K' })).status).toBe(201);

      first.child.kill('SIGKILL');
      await first.exited;
      const orphanPid = postmasterPid(pgDir);
      const orphan = orphanPid ? await readProcess(orphanPid) : undefined;
      // The finding: the server outlives the product that started it.
      expect(orphan?.comm).toBe('postgres');

      const second = await start(dataDir);
      await waitForHealth(second);
      expect(second.output()).toContain('left running by a copy of the product that is gone');
      expect((await readProcess(orphan!.pid))?.startTime).not.toBe(orphan!.startTime);
      expect(postmasterPid(pgDir)).not.toBe(orphan!.pid);
      const login = await post(second, 'login', {
        username: member.username,
        password: member.password,
      });
      expect(login.status).toBe(200);
      expect(
        (await post(second, 'login', { username: 'admin', password: 'admin123' })).status,
      ).toBe(200);

      second.child.kill('SIGTERM');
      expect(await exitCode(second)).toBe(0);
    },
    TWO_STARTS_MS,
  );

  it(
    'still refuses a second start while the first copy is alive, and leaves it running',
    async () => {
      const { dataDir, pgDir } = await newDataDir('alive');
      const first = await start(dataDir);
      await waitForHealth(first);
      const serverPid = postmasterPid(pgDir);

      const second = await start(dataDir);
      expect(await exitCode(second)).toBe(1);
      expect(second.stderr()).toContain(
        `The data directory ${pgDir} is in use by another running copy of the product.`,
      );
      expect(second.stderr()).not.toMatch(/^\s+at /m);
      expect(await healthStatus(first)).toBe(200);
      expect(postmasterPid(pgDir)).toBe(serverPid);
      expect((await readProcess(serverPid!))?.comm).toBe('postgres');

      first.child.kill('SIGTERM');
      expect(await exitCode(first)).toBe(0);
    },
    TWO_STARTS_MS,
  );

  it(
    'starts when both the product and its PostgreSQL were killed (postmaster.pid left behind)',
    async () => {
      const { dataDir, pgDir } = await newDataDir('power-cut');
      const first = await start(dataDir);
      await waitForHealth(first);
      const serverPid = postmasterPid(pgDir)!;
      first.child.kill('SIGKILL');
      process.kill(serverPid, 'SIGKILL');
      await first.exited;
      await waitFor(async () => !(await readProcess(serverPid)), `PostgreSQL ${serverPid} to die`);
      expect(postmasterPid(pgDir)).toBe(serverPid);

      const second = await start(dataDir);
      await waitForHealth(second);
      expect(
        (await post(second, 'login', { username: 'admin', password: 'admin123' })).status,
      ).toBe(200);
      second.child.kill('SIGTERM');
      expect(await exitCode(second)).toBe(0);
    },
    TWO_STARTS_MS,
  );

  it(
    'starts when postmaster.pid names a live process that is no PostgreSQL (pid reused)',
    async () => {
      const { dataDir, pgDir } = await newDataDir('reused');
      const first = await start(dataDir);
      await waitForHealth(first);
      const lockFile = await fs.readFile(path.join(pgDir, 'postmaster.pid'), 'utf8');
      first.child.kill('SIGTERM');
      expect(await exitCode(first)).toBe(0);

      // A process of the user PostgreSQL runs as now has the old pid: PostgreSQL alone would refuse.
      const account = process.getuid?.() === 0 ? await findPostgresAccount() : undefined;
      const squatter = spawn('sleep', ['120'], account ?? {});
      try {
        const stale = lockFile.replace(/^\d+/, String(squatter.pid));
        await fs.writeFile(path.join(pgDir, 'postmaster.pid'), stale);
        if (account) await fs.chown(path.join(pgDir, 'postmaster.pid'), account.uid, account.gid);

        const second = await start(dataDir);
        await waitForHealth(second);
        expect((await readProcess(squatter.pid!))?.comm).toBe('sleep');
        second.child.kill('SIGTERM');
        expect(await exitCode(second)).toBe(0);
      } finally {
        squatter.kill('SIGKILL');
      }
    },
    TWO_STARTS_MS,
  );
});
