import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { assertLoopback } from './client';
import { onCleanup } from './cleanup';
import { progress } from './log';

export type ToServer = { type: 'memory' } | { type: 'stop' };
export type FromServer =
  | { type: 'ready'; url: string }
  | { type: 'memory'; rss: number; heapUsed: number; maxRss: number }
  | { type: 'stopped' };

export interface ServerMemory {
  rss: number;
  heapUsed: number;
  /** Peak RSS of the process so far. */
  maxRss: number;
}

export interface ServerProcess {
  url: string;
  pid: number;
  memory(): Promise<ServerMemory>;
  stop(): Promise<void>;
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ENTRY = fileURLToPath(new URL('./serverProcess.ts', import.meta.url));

function isFromServer(value: unknown): value is FromServer {
  return typeof value === 'object' && value !== null && 'type' in value;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts the product in a child process (node --import tsx) and waits until it listens. */
export async function startServerProcess(databaseUrl: string): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    cwd: ROOT,
    env: { ...process.env, BENCH_SERVER_DATABASE_URL: databaseUrl, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  // Its log lines (warnings and errors only) go with our progress, not into the table.
  child.stdout?.pipe(process.stderr);
  const pid = child.pid!;
  let stopping: Promise<void> | undefined;

  const stop = () =>
    (stopping ??= (async () => {
      unregister();
      if (child.connected) child.send({ type: 'stop' } satisfies ToServer);
      else child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited(child);
      clearTimeout(timer);
      progress(`server process ${pid} stopped`);
    })());
  const unregister = onCleanup(`stop server process ${pid}`, stop);

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start in 120 s')), 120_000);
    child.on('message', (message: unknown) => {
      if (isFromServer(message) && message.type === 'ready') {
        clearTimeout(timer);
        resolve(message.url);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server process exited with ${code} before it was ready`));
    });
  });
  assertLoopback(url, 'the server under test');
  progress(`server process ${pid} listening on ${url}`);

  return {
    url,
    pid,
    stop,
    memory: () =>
      new Promise<ServerMemory>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no memory answer in 10 s')), 10_000);
        const onMessage = (message: unknown) => {
          if (!isFromServer(message) || message.type !== 'memory') return;
          clearTimeout(timer);
          child.off('message', onMessage);
          resolve({ rss: message.rss, heapUsed: message.heapUsed, maxRss: message.maxRss });
        };
        child.on('message', onMessage);
        child.send({ type: 'memory' } satisfies ToServer);
      }),
  };
}
