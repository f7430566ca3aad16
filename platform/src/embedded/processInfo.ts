import fs from 'node:fs/promises';

export interface ProcessInfo {
  pid: number;
  /** Program name as the kernel knows it (at most 15 characters). */
  comm: string;
  ppid: number;
  /** Clock ticks after boot: with the pid it names one process, even after the pid is reused. */
  startTime: string;
}

/** Whether /proc can tell us about processes (Linux); elsewhere orphans are not recognised. */
export async function canInspectProcesses(): Promise<boolean> {
  return fs.access('/proc/self/stat').then(
    () => true,
    () => false,
  );
}

/** The running process with this pid, or undefined when there is none (or only a zombie is left). */
export async function readProcess(pid: number): Promise<ProcessInfo | undefined> {
  let stat: string;
  try {
    stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // "pid (comm) state ppid ..." where comm may itself hold spaces and parentheses.
  const open = stat.indexOf('(');
  const close = stat.lastIndexOf(')');
  const fields = stat.slice(close + 2).split(' ');
  const state = fields[0];
  const ppid = Number(fields[1]);
  const startTime = fields[19];
  if (!state || state === 'Z' || state === 'X' || !startTime) return undefined;
  return { pid, comm: stat.slice(open + 1, close), ppid, startTime };
}

export async function processStartTime(pid: number): Promise<string | undefined> {
  return (await readProcess(pid))?.startTime;
}

/** Working directory of a process (a postmaster's is its data directory), when we may read it. */
export async function processCwd(pid: number): Promise<string | undefined> {
  return fs.readlink(`/proc/${pid}/cwd`).catch(() => undefined);
}

export async function processArgs(pid: number): Promise<string[] | undefined> {
  const raw = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => undefined);
  return raw?.split('\0').filter(Boolean);
}
