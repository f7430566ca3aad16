import type { Knex } from 'knex';
import {
  encodePosition,
  type EventStore,
  type EventType,
  type GlobalPosition,
  type RecordedEvent,
} from '@gym/contracts';
import type { Logger } from '../logger';
import { applyBatch, lockProjector } from './applyBatch';
import {
  announceCheckpoint,
  loadCheckpoint,
  sameCheckpoint,
  saveCheckpoint,
  startCheckpoint,
  type Checkpoint,
} from './checkpoints';
import type { Projector } from './projector';
import { rebuildProjector } from './rebuild';
import { createWakeSignal } from './wakeSignal';

export interface ProjectionRunner {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Runs each projector in its own loop: read a batch after its checkpoint, then apply it and
 * advance the checkpoint in one transaction. Sleeps until the store says new events may be there.
 */
export function createProjectionRunner(deps: {
  db: Knex;
  store: EventStore;
  projectors: readonly Projector[];
  logger: Logger;
  batchSize?: number;
  /** First delay after a failed batch; doubles up to 30 s. */
  retryDelayMs?: number;
}): ProjectionRunner {
  const batchSize = deps.batchSize ?? 500;
  const log = deps.logger.child({ component: 'projection-runner' });
  const signals = deps.projectors.map(() => createWakeSignal());
  let stopped = false;
  let loops: Promise<void>[] = [];
  let unwatch: (() => Promise<void>) | undefined;

  // The loops wake together and mostly stand at the same checkpoint: one read serves them all.
  // Only reads begun since the last wake-up are shared, or a loop woken for a new event could
  // join a read that started before the event was there, and sleep past it.
  let wakes = 0;
  const reading = new Map<string, Promise<RecordedEvent[]>>();
  function readAfter(position: GlobalPosition): Promise<RecordedEvent[]> {
    const key = `${wakes} ${encodePosition(position)}`;
    let read = reading.get(key);
    if (!read) {
      read = deps.store.readAll({ after: position, limit: batchSize });
      reading.set(key, read);
      const forget = () => reading.delete(key);
      read.then(forget, forget);
    }
    return read;
  }

  /**
   * Where each projector's loop stands, and the checkpoint it last saved (batches with nothing for
   * it move it on in memory only). Read from the table when unknown or overtaken.
   */
  const known = new Map<string, { checkpoint: Checkpoint; saved: Checkpoint | null }>();

  async function where(projector: Projector) {
    const mine = known.get(projector.name);
    if (mine) return mine;
    const saved = await loadCheckpoint(deps.db, projector.name);
    return { checkpoint: saved ?? startCheckpoint(projector.version), saved };
  }

  async function step(projector: Projector): Promise<boolean> {
    const { checkpoint, saved } = await where(projector);
    if (checkpoint.version !== projector.version) {
      log.info(
        { projector: projector.name, from: checkpoint.version, to: projector.version },
        'read model version changed: rebuilding',
      );
      known.delete(projector.name);
      await rebuildProjector({ ...deps, projector });
      return true;
    }
    const events = await readAfter(checkpoint.position);
    if (events.length === 0) {
      // Idle: save a position so far only announced, for readers that start listening later.
      if (!sameCheckpoint(checkpoint, saved)) await commit(projector, [], checkpoint, saved);
      else known.set(projector.name, { checkpoint, saved });
      return false;
    }
    const next = { position: events[events.length - 1]!.position, version: projector.version };
    if (!events.some((e) => projector.handles.includes(e.type as EventType))) {
      // Nothing to apply: tell waiting readers, and save the checkpoint when there is.
      await announceCheckpoint(deps.db, projector.name, next);
      known.set(projector.name, { checkpoint: next, saved });
      return true;
    }
    await commit(projector, events, next, saved);
    return true;
  }

  /** Applies `events` and saves `next` in one transaction, unless another writer moved on. */
  async function commit(
    projector: Projector,
    events: readonly RecordedEvent[],
    next: Checkpoint,
    saved: Checkpoint | null,
  ) {
    // Until this commits, only the table says where the projector is (after a failure, say).
    known.delete(projector.name);
    const applied = await deps.db.transaction(async (trx) => {
      await lockProjector(trx, projector);
      const current = await loadCheckpoint(trx, projector.name);
      // Another replica (or a rebuild) moved on meanwhile: start over from its checkpoint.
      if (!sameCheckpoint(current, saved)) return false;
      await applyBatch(trx, projector, events);
      await saveCheckpoint(trx, projector.name, next);
      return true;
    });
    if (applied) known.set(projector.name, { checkpoint: next, saved: next });
  }

  async function loop(projector: Projector, signal: ReturnType<typeof createWakeSignal>) {
    let failures = 0;
    while (!stopped) {
      signal.reset();
      try {
        const advanced = await step(projector);
        failures = 0;
        if (!advanced) await signal.wait();
      } catch (error) {
        if (stopped) break;
        failures += 1;
        const delay = Math.min((deps.retryDelayMs ?? 200) * 2 ** (failures - 1), 30_000);
        log.error(
          { err: error, projector: projector.name, failures, retryInMs: delay },
          'projection batch failed',
        );
        await Promise.race([signal.wait(), new Promise((r) => setTimeout(r, delay))]);
        signal.reset();
      }
    }
  }

  return {
    async start() {
      unwatch = await deps.store.watch(() => {
        wakes += 1;
        signals.forEach((s) => s.wake());
      });
      loops = deps.projectors.map((p, i) => loop(p, signals[i]!));
      log.info({ projectors: deps.projectors.map((p) => p.name) }, 'projection runner started');
    },
    async stop() {
      stopped = true;
      signals.forEach((s) => s.wake());
      await unwatch?.();
      await Promise.all(loops);
      log.info('projection runner stopped');
    },
  };
}
