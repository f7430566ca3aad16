import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readProcess } from '@gym/platform';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The product as `npm start` runs it (the compiled dist/start.js), in a child process. */
export interface ProductRun {
  child: ChildProcess;
  /** The port the product chose (PORT=0), known once it printed where it runs; else undefined. */
  readonly port: number | undefined;
  /** Its base URL; only once it printed where it runs (after waitForHealth). */
  readonly url: string;
  output(): string;
  stdout(): string;
  stderr(): string;
  /** The exit code (null when a signal ended it). */
  exited: Promise<number | null>;
}

const INHERITED_OUT = [
  'DATABASE_URL',
  'EVENTSTORE_URL',
  'REDIS_URL',
  'DEMO_ACCOUNTS',
  'NODE_ENV',
  'UI_DIR',
];

export async function startProduct(options: {
  dataDir: string;
  umask?: string;
  /** Default: `node dist/start.js` in this checkout (built by the tests' global set-up). */
  command?: string[];
  cwd?: string;
  /** Set last (may set what is otherwise left out, such as DATABASE_URL). */
  env?: NodeJS.ProcessEnv;
}): Promise<ProductRun> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of INHERITED_OUT) delete env[name];
  Object.assign(env, {
    DATA_DIR: options.dataDir,
    // Port 0: the product binds a port of the kernel's choosing and prints it. A port picked here
    // and handed over could be taken by another test's server in between, whose health check
    // would then pass for this product.
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...options.env,
  });
  const command = options.command ?? [process.execPath, 'dist/start.js'];
  const cwd = options.cwd ?? ROOT;
  // exec keeps the pid: the shell only sets the umask for the product.
  const child = options.umask
    ? spawn('/bin/sh', ['-c', `umask ${options.umask} && exec "$@"`, 'sh', ...command], {
        cwd,
        env,
      })
    : spawn(command[0]!, command.slice(1), { cwd, env });
  let output = '';
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const port = () => {
    const match = /is running at http:\/\/[^:\s]+:(\d+)/.exec(output);
    return match ? Number(match[1]) : undefined;
  };
  return {
    child,
    get port() {
      return port();
    },
    get url() {
      const known = port();
      if (known === undefined) throw new Error('the product has not said where it runs yet');
      return `http://127.0.0.1:${known}`;
    },
    output: () => output,
    stdout: () => stdout,
    stderr: () => stderr,
    exited,
  };
}

/** Polls `condition` until it holds; fails with `what` after `timeoutMs`. */
export async function waitFor(
  condition: () => Promise<boolean> | boolean,
  what: string,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function healthStatus(run: ProductRun): Promise<number | undefined> {
  if (run.port === undefined) return undefined;
  try {
    const response = await fetch(`${run.url}/api/health`, { signal: AbortSignal.timeout(2000) });
    return response.status;
  } catch {
    return undefined;
  }
}

/** Waits until GET /api/health answers 200; fails at once, with its output, if the product exits. */
export async function waitForHealth(run: ProductRun, timeoutMs = 90_000): Promise<void> {
  await waitFor(
    async () => {
      if (run.child.exitCode !== null || run.child.signalCode !== null) {
        throw new Error(
          `the product exited (${run.child.exitCode}) before it was ready:\n${run.output()}`,
        );
      }
      return (await healthStatus(run)) === 200;
    },
    'the product to say where it runs and GET /api/health to answer 200',
    timeoutMs,
  );
}

/** The exit code, or a failure after `timeoutMs` (the product is then killed). */
export async function exitCode(run: ProductRun, timeoutMs = 60_000): Promise<number | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      run.child.kill('SIGKILL');
      reject(new Error(`the product did not exit in ${timeoutMs} ms:\n${run.output()}`));
    }, timeoutMs);
  });
  try {
    return await Promise.race([run.exited, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function postmasterPid(pgDir: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Cleanup: the product (SIGKILL) and any PostgreSQL still serving `pgDir`, so no test leaves one behind. */
export async function killEverything(runs: ProductRun[], pgDirs: string[]): Promise<void> {
  for (const run of runs) {
    if (run.child.exitCode === null && run.child.signalCode === null) run.child.kill('SIGKILL');
    await run.exited;
  }
  for (const pgDir of pgDirs) {
    const pid = postmasterPid(pgDir);
    const server = pid ? await readProcess(pid) : undefined;
    if (!server || server.comm !== 'postgres') continue;
    process.kill(server.pid, 'SIGINT');
    const stopped = async () => (await readProcess(server.pid))?.startTime !== server.startTime;
    await waitFor(stopped, `PostgreSQL ${server.pid} to stop`, 15_000).catch(async () => {
      process.kill(server.pid, 'SIGKILL');
      await waitFor(stopped, `PostgreSQL ${server.pid} to die`, 5_000);
    });
  }
}
