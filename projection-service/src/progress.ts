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
  let refreshing: Promise<void> | undefined;
  let again = false;

  const reached = (position: GlobalPosition) =>
    deps.projectorNames.every(
      (name) => comparePositions(checkpoints.get(name) ?? START, position) >= 0,
    );

  async function refresh(): Promise<void> {
    if (refreshing) {
      again = true;
      return refreshing;
    }
    refreshing = (async () => {
      do {
        again = false;
        checkpoints = await loadAllCheckpoints(deps.db);
        for (const waiter of waiters) {
          if (reached(waiter.position)) {
            waiters.delete(waiter);
            waiter.resolve(true);
          }
        }
      } while (again);
    })().finally(() => (refreshing = undefined));
    return refreshing;
  }

  const listener = createListener(deps.connectionString, CHECKPOINT_CHANNEL, () => {
    void refresh().catch(() => undefined);
  });

  return {
    async waitFor(position, timeoutMs) {
      if (reached(position)) return true;
      await listener.ready();
      await refresh();
      if (reached(position)) return true;
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
      });
    },
    async close() {
      for (const waiter of waiters) waiter.resolve(false);
      waiters.clear();
      await listener.close();
    },
  };
}
