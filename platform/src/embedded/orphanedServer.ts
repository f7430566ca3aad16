import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../logger';
import { DataDirError } from './dataDirError';
import { processArgs, processCwd, readProcess, type ProcessInfo } from './processInfo';

/** What the postmaster.pid in a data directory says, checked against the running processes. */
export type Postmaster =
  | { kind: 'none' }
  /** PostgreSQL handles this itself, shared memory check included. */
  | { kind: 'gone'; pid: number }
  /** PostgreSQL would take it for a live server and refuse to start. */
  | { kind: 'stale'; pid: number | undefined; reason: string }
  | { kind: 'running'; server: ProcessInfo }
  | { kind: 'unknown'; pid: number };

async function sameDir(a: string, b: string): Promise<boolean> {
  const [realA, realB] = await Promise.all([fs.realpath(a), fs.realpath(b)]).catch(() => []);
  return realA !== undefined && realA === realB;
}

/** A postmaster works in its data directory; its -D argument says the same when /proc/<pid>/cwd is closed to us. */
async function serverDataDir(pid: number): Promise<string | undefined> {
  const cwd = await processCwd(pid);
  if (cwd) return cwd;
  const args = (await processArgs(pid)) ?? [];
  const dir = args[args.indexOf('-D') + 1];
  return args.includes('-D') && dir && path.isAbsolute(dir) ? dir : undefined;
}

export async function inspectPostmaster(dataDir: string): Promise<Postmaster> {
  let text: string;
  try {
    text = await fs.readFile(path.join(dataDir, 'postmaster.pid'), 'utf8');
  } catch {
    return { kind: 'none' };
  }
  // Line 1 is the postmaster's pid. Line 2 names the data directory it was given, but only the
  // process itself can say whether it still serves this one (the pid may have been reused).
  const pid = Number(text.split('\n')[0]?.trim());
  if (!Number.isInteger(pid) || pid <= 0) {
    return { kind: 'stale', pid: undefined, reason: 'it names no process' };
  }
  const server = await readProcess(pid);
  if (!server) return { kind: 'gone', pid };
  if (server.comm !== 'postgres') {
    return { kind: 'stale', pid, reason: `the pid now belongs to ${server.comm}` };
  }
  const where = await serverDataDir(pid);
  if (!where) return { kind: 'unknown', pid };
  if (await sameDir(where, dataDir)) return { kind: 'running', server };
  return { kind: 'stale', pid, reason: `the pid belongs to a PostgreSQL on ${where}` };
}

/** Any PostgreSQL process (postmaster or a backend that outlived it) working in `dataDir`. */
export async function postgresWorksIn(dataDir: string): Promise<boolean> {
  const pids = (await fs.readdir('/proc')).filter((name) => /^\d+$/.test(name)).map(Number);
  for (const pid of pids) {
    if ((await readProcess(pid))?.comm !== 'postgres') continue;
    const cwd = await processCwd(pid);
    if (cwd && (await sameDir(cwd, dataDir))) return true;
  }
  return false;
}

/** Waits (bounded) until no PostgreSQL process works in `dataDir`; false when some still do. */
export async function postgresLeaves(dataDir: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (await postgresWorksIn(dataDir)) {
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

async function hasExited(server: ProcessInfo, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const now = await readProcess(server.pid);
    if (now?.startTime !== server.startTime) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** SIGINT is PostgreSQL's fast shutdown (clean, nothing to recover); the others only if it hangs. */
const SHUTDOWN_STEPS = [
  { signal: 'SIGINT', timeoutMs: 30_000 },
  { signal: 'SIGQUIT', timeoutMs: 10_000 },
  { signal: 'SIGKILL', timeoutMs: 10_000 },
] as const;

/** Stops a postmaster whose product is gone; resolves once it has exited. */
export async function stopOrphanedServer(
  server: ProcessInfo,
  dataDir: string,
  log: Logger,
): Promise<void> {
  for (const { signal, timeoutMs } of SHUTDOWN_STEPS) {
    try {
      process.kill(server.pid, signal);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ESRCH') return;
      throw new DataDirError(
        `A PostgreSQL left running by an earlier start (pid ${server.pid}) holds the data directory ${dataDir}, and this user may not stop it (${(error as Error).message}). Stop it by hand, or set DATA_DIR to another folder.`,
      );
    }
    if (await hasExited(server, timeoutMs)) {
      log.info(
        { postgresPid: server.pid, dir: dataDir, signal },
        'the orphaned PostgreSQL has stopped',
      );
      return;
    }
    log.warn(
      { postgresPid: server.pid, signal, timeoutMs },
      'the orphaned PostgreSQL did not stop in time',
    );
  }
  throw new DataDirError(
    `A PostgreSQL left running by an earlier start (pid ${server.pid}) holds the data directory ${dataDir} and does not stop. Stop it by hand (kill -9 ${server.pid}), then start again.`,
  );
}
