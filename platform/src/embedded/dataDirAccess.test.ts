import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exitCode,
  killEverything,
  startProduct,
  waitForHealth,
  type ProductRun,
} from '../../../scripts/test/product';
import { canEnter, modeString } from './dataDirAccess';

const isRoot = process.getuid?.() === 0;
const runs: ProductRun[] = [];
const pgDirs: string[] = [];
let tmp: string;

async function start(dataDir: string, umask?: string): Promise<ProductRun> {
  pgDirs.push(path.join(dataDir, 'postgres'));
  const run = await startProduct({ dataDir, umask });
  runs.push(run);
  return run;
}

beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'gym-datadir-'));
  await fs.chmod(tmp, 0o755);
});

afterAll(async () => {
  await killEverything(runs, pgDirs);
  await fs.rm(tmp, { recursive: true, force: true });
});

describe('a DATA_DIR PostgreSQL cannot reach', () => {
  if (!isRoot) {
    console.warn(
      '[tests] Skipping the root-only DATA_DIR test: only as root does PostgreSQL run as another user (postgres) that may be shut out of a folder.',
    );
  }

  it.skipIf(!isRoot)(
    'as root, under a folder only root may enter: one clear line, exit 1',
    async () => {
      const closed = path.join(tmp, 'root-only');
      await fs.mkdir(closed, { mode: 0o700 });
      await fs.chmod(closed, 0o700);
      const dataDir = path.join(closed, 'data');

      const run = await start(dataDir);
      expect(await exitCode(run)).toBe(1);
      const lines = run.stderr().trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(
        `PostgreSQL runs as the system user "postgres" (the product was started as root) and that user cannot enter ${closed} (drwx------ root)`,
      );
      expect(lines[0]).toContain('Set DATA_DIR to a folder it can reach');
      expect(run.stderr()).not.toMatch(/^\s+at /m);
      expect(run.stderr()).not.toContain('Permission denied');
      // Nothing was changed or created in a folder the product did not make.
      expect((await fs.stat(closed)).mode & 0o777).toBe(0o700);
      expect(await fs.readdir(closed)).toEqual([]);
    },
  );

  it('tells who may enter a folder from its owner, group and mode', () => {
    const account = { uid: 100, gid: 200 };
    expect(canEnter({ uid: 0, gid: 0, mode: 0o40700 }, account)).toBe(false);
    expect(canEnter({ uid: 0, gid: 0, mode: 0o40711 }, account)).toBe(true);
    expect(canEnter({ uid: 0, gid: 200, mode: 0o40710 }, account)).toBe(true);
    // The owner's bits alone count for the owner, as in the kernel.
    expect(canEnter({ uid: 100, gid: 0, mode: 0o40055 }, account)).toBe(false);
    // Not created yet: it will own nothing and be in no group that owns anything.
    expect(canEnter({ uid: 0, gid: 0, mode: 0o40750 }, undefined)).toBe(false);
    expect(modeString(0o40750)).toBe('drwxr-x---');
  });
});

describe('a DATA_DIR that does not exist yet', () => {
  it('is created, even under umask 077, and the product starts on it', async () => {
    const dataDir = path.join(tmp, 'new', 'nested', 'data');
    const run = await start(dataDir, '077');
    await waitForHealth(run);
    expect((await fs.stat(path.join(dataDir, 'postgres', 'PG_VERSION'))).isFile()).toBe(true);
    run.child.kill('SIGTERM');
    expect(await exitCode(run), run.output()).toBe(0);
  }, 120_000);
});
