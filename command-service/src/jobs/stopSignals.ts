/**
 * The two signals a runner's stop gives its jobs (JobContext): `signal` at once (take no more
 * work), `cancel` once the grace period is over (give up what is in flight and hand it back).
 */
export function createStopSignals(graceMs: number) {
  const stopping = new AbortController();
  const cancelling = new AbortController();
  return {
    signal: stopping.signal,
    cancel: cancelling.signal,
    /** Signals the stop and resolves with `finished`, cancelling the work if it takes too long. */
    async stop<T>(finished: () => Promise<T>): Promise<T> {
      stopping.abort();
      const timer = setTimeout(() => cancelling.abort(), graceMs);
      try {
        return await finished();
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

export type StopSignals = ReturnType<typeof createStopSignals>;
