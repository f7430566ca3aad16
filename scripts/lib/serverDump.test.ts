import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/db';
import { dumpDatabase } from './serverDump';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let tmp: string;

beforeAll(async () => {
  db = await createTestDatabase();
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'gym-dump-'));
});

afterAll(async () => {
  await db?.drop();
  await fs.rm(tmp, { recursive: true, force: true });
});

describe('npm run backup with DATABASE_URL', () => {
  it('writes a dump only its owner can read (0600), whatever the umask', async () => {
    const file = path.join(tmp, 'gym.dump');
    const umask = process.umask(0o022);
    try {
      const line = await dumpDatabase(db.url, file).catch((error: Error) => error.message);
      if (/client tools first on PATH|is not installed/.test(line)) {
        console.warn(`[tests] Skipping the pg_dump mode test: ${line}`);
        return;
      }
      expect(line).toMatch(/^Backed up database /);
    } finally {
      process.umask(umask);
    }
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    expect((await fs.readdir(tmp)).sort()).toEqual(['gym.dump']);
  });
});
