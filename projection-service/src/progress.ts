import type { Knex } from 'knex';
import { START, comparePositions, type GlobalPosition } from '@gym/contracts';
import { createListener } from './eventStore/listener';
import { CHECKPOINT_CHANNEL, loadAllCheckpoints } from './runner/checkpoints';

export interface ProjectionProgress {
  /** Resolves true once every projector has passed `position`, or false after `timeoutMs`. */
  waitFor(position: GlobalPosition, timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

/** Tracks the projectors' checkpoints, woken by the runner's NOTIFY rather than by polling. */
export function createProjectionProgress(deps: {
  db: Knex;
  connectionString: string;
  projectorNames: readonly string[];
}): ProjectionProgress {
  let checkpoints = new Map<string, GlobalPosition>();
  const waiters = new Set<{ position: GlobalPosition; resolve: (ok: boolean) => void }>();
  let running = false;
  let dirty = false;

  const reached = (position: GlobalPosition) =>
    deps.projectorNames.every(
      (name) => comparePositions(checkpoints.get(name) ?? START, position) >= 0,
    );

  /** Re-reads the checkpoints until no NOTIFY came in meanwhile, then wakes whoever they satisfy. */
  function refresh(): void {
    dirty = true;
    if (running) return;
    running = true;
    void (async () => {
      try {
        while (dirty) {
          dirty = false;
          checkpoints = await loadAllCheckpoints(deps.db);
          for (const waiter of waiters) {
            if (reached(waiter.position)) {
              waiters.delete(waiter);
              waiter.resolve(true);
            }
          }
        }
      } catch {
        // The next NOTIFY (or the waiter's timeout) comes round again.
      } finally {
        running = false;
      }
    })();
  }

  const listener = createListener(deps.connectionString, CHECKPOINT_CHANNEL, refresh);

  return {
    async waitFor(position, timeoutMs) {
      if (reached(position)) return true;
      await listener.ready();
      // The waiter is in place before the checkpoints are read, so a NOTIFY that lands meanwhile
      // cannot be missed.
      return new Promise<boolean>((resolve) => {
        const waiter = {
          position,
          resolve: (ok: boolean) => {
            clearTimeout(timer);
            resolve(ok);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          resolve(false);
        }, timeoutMs);
        waiters.add(waiter);
        refresh();
      });
    },
    async close() {
      for (const waiter of waiters) waiter.resolve(false);
      waiters.clear();
      await listener.close();
    },
  };
}
