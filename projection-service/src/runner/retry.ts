/** The first wait after a projector fails at an event, and the longest. */
export const RETRY_DELAY_MS = 1_000;
export const MAX_RETRY_DELAY_MS = 300_000;

/** The first and longest waits while the database connection is lost (a restart, a failover). */
export const RECONNECT_DELAY_MS = 100;
export const MAX_RECONNECT_DELAY_MS = 5_000;

/** Doubles with each attempt: 1 s, 2 s, 4 s, … 256 s, then every 5 minutes. */
export function backoff(firstMs: number, maxMs: number): (attempts: number) => number {
  return (attempts) => Math.min(firstMs * 2 ** Math.max(0, attempts - 1), maxMs);
}

/** Waits `ms`, or less when `signal` aborts (the runner stops). */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}
