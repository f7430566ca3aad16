import { progress } from './log';

type Cleanup = () => Promise<void>;
const cleanups: { name: string; run: Cleanup }[] = [];
let running: Promise<void> | undefined;

/** Registers something to undo at the end, on failure, and on Ctrl-C (last registered runs first). */
export function onCleanup(name: string, run: Cleanup): () => void {
  const entry = { name, run };
  cleanups.push(entry);
  return () => {
    const at = cleanups.indexOf(entry);
    if (at >= 0) cleanups.splice(at, 1);
  };
}

/** Runs every registered cleanup once, whatever fails. */
export function runCleanups(): Promise<void> {
  running ??= (async () => {
    while (cleanups.length) {
      const entry = cleanups.pop()!;
      try {
        await entry.run();
      } catch (error) {
        progress(`cleanup "${entry.name}" failed: ${String(error)}`);
      }
    }
  })();
  return running;
}

/** Ctrl-C or a kill: clean up (scratch databases, the server process), then exit. */
export function cleanUpOnSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      progress(`${signal}: cleaning up`);
      // Dropping a database cuts the connections still open to it; their errors end nothing now.
      process.on('uncaughtException', (error) => progress(`during cleanup: ${error.message}`));
      const force = setTimeout(() => process.exit(130), 30_000);
      void runCleanups().finally(() => {
        clearTimeout(force);
        process.exit(130);
      });
    });
  }
}
