import type { Knex } from 'knex';
import { START, comparePositions, type GlobalPosition } from '@gym/contracts';
import { createListener, type Logger } from '@gym/platform';
import {
  CHECKPOINT_CHANNEL,
  loadAllCheckpoints,
  parseCheckpointNotice,
} from './runner/checkpoints';
import { loadFailures } from './runner/failures';

export interface ProjectionProgress {
  /**
   * Resolves true once every projector has passed `position`, or false after `timeoutMs` (or, with
   * `giveUpOnFailing`, as soon as those short of it are all recorded as failing).
   */
  waitFor(position: GlobalPosition, timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

/** Tracks the projectors' checkpoints, woken by the runner's NOTIFY rather than by polling. */
export function createProjectionProgress(deps: {
  db: Knex;
  connectionString: string;
  projectorNames: readonly string[];
  /** For read-your-writes: do not wait for a projector that is failing (it will not get there). */
  giveUpOnFailing?: boolean;
  /** Where a lost LISTEN connection is reported (once) and its return. */
  logger?: Logger;
}): ProjectionProgress {
  const checkpoints = new Map<string, GlobalPosition>();
  let failing = new Set<string>();
  const waiters = new Set<{ position: GlobalPosition; resolve: (ok: boolean) => void }>();
  let running = false;
  let dirty = false;

  const at = (name: string, position: GlobalPosition) =>
    comparePositions(checkpoints.get(name) ?? START, position) >= 0;
  const reached = (position: GlobalPosition) =>
    deps.projectorNames.every((name) => at(name, position));
  const hopeless = (position: GlobalPosition) =>
    !!deps.giveUpOnFailing &&
    deps.projectorNames.every((name) => at(name, position) || failing.has(name));

  /** Checkpoints only move on (a rebuild's swap saves one at least as far as the last). */
  function advance(projector: string, position: GlobalPosition) {
    const known = checkpoints.get(projector);
    if (!known || comparePositions(position, known) > 0) checkpoints.set(projector, position);
  }

  function wakeReached() {
    for (const waiter of waiters) {
      const ok = reached(waiter.position);
      if (ok || hopeless(waiter.position)) {
        waiters.delete(waiter);
        waiter.resolve(ok);
      }
    }
  }

  /**
   * Re-reads the checkpoints and failures until no NOTIFY came in meanwhile, then wakes whoever
   * they satisfy.
   */
  function refresh(): void {
    dirty = true;
    if (running) return;
    running = true;
    void (async () => {
      try {
        while (dirty) {
          dirty = false;
          for (const [projector, position] of await loadAllCheckpoints(deps.db)) {
            advance(projector, position);
          }
          if (deps.giveUpOnFailing) {
            failing = new Set((await loadFailures(deps.db)).map((f) => f.projector));
          }
          wakeReached();
        }
      } catch {
        // The next NOTIFY (or the waiter's timeout) comes round again.
      } finally {
        running = false;
      }
    })();
  }

  /**
   * A notice carries the new checkpoint; anything else (a reconnect, a projector that started or
   * stopped failing) reads them all again.
   */
  function onNotice(payload: string) {
    const notice = parseCheckpointNotice(payload);
    if (!notice) return refresh();
    advance(notice.projector, notice.position);
    wakeReached();
  }

  // After a reconnect the listener calls onNotice(''): checkpoints saved meanwhile are read again.
  const listener = createListener(deps.connectionString, CHECKPOINT_CHANNEL, onNotice, {
    logger: deps.logger,
    name: 'projection progress',
  });

  return {
    async waitFor(position, timeoutMs) {
      if (reached(position)) return true;
      if (hopeless(position)) return false;
      await listener.ready();
      // Once listening, every checkpoint saved arrives as a notice (and a reconnect reads them
      // all), so the waiter needs no read of its own.
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
        wakeReached();
      });
    },
    async close() {
      for (const waiter of waiters) waiter.resolve(false);
      waiters.clear();
      await listener.close();
    },
  };
}
