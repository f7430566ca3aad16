import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './test/db';
import { exitCode, startProduct, waitForHealth, type ProductRun } from './test/product';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('npm start with LOG_FORMAT=json', () => {
  it('prints only JSON lines on stdout, the address where it runs among them', async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.drop());
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gym-json-logs-'));
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
    const run: ProductRun = await startProduct({
      dataDir,
      env: { LOG_FORMAT: 'json', LOG_LEVEL: 'info', DATABASE_URL: database.url },
    });
    cleanups.push(async () => {
      if (run.child.exitCode === null && run.child.signalCode === null) run.child.kill('SIGKILL');
      await run.exited;
    });
    await waitForHealth(run);
    await fetch(`${run.url}/api/user`);
    await fetch(`${run.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'wrong-password' }),
    });
    run.child.kill('SIGTERM');
    expect(await exitCode(run)).toBe(0);

    const lines = run.stdout().split('\n').filter(Boolean);
    const notJson = lines.filter((line) => {
      try {
        return typeof JSON.parse(line) !== 'object';
      } catch {
        return true;
      }
    });
    expect(notJson).toEqual([]);
    const messages = lines.map((line) => (JSON.parse(line) as { msg?: string }).msg);
    expect(messages).toContain(`Gym back office is running at http://localhost:${run.port}`);
  }, 180_000);
});
