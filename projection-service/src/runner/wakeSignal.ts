/** A level-triggered wake-up: `wait()` returns at once if `wake()` came since the last `reset()`. */
export function createWakeSignal() {
  let pending = false;
  let waiters: (() => void)[] = [];
  return {
    wake() {
      pending = true;
      const current = waiters;
      waiters = [];
      for (const resolve of current) resolve();
    },
    reset() {
      pending = false;
    },
    wait(): Promise<void> {
      if (pending) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
  };
}
