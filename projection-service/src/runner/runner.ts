import type { Knex } from 'knex';
import { comparePositions, type EventStore } from '@gym/contracts';
import type { Logger } from '../logger';
import { applyBatch, lockProjector } from './applyBatch';
import { loadCheckpoint, saveCheckpoint, startCheckpoint } from './checkpoints';
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

  async function step(projector: Projector): Promise<boolean> {
    const checkpoint =
      (await loadCheckpoint(deps.db, projector.name)) ?? startCheckpoint(projector.version);
    if (checkpoint.version !== projector.version) {
      log.info(
        { projector: projector.name, from: checkpoint.version, to: projector.version },
        'read model version changed: rebuilding',
      );
      await rebuildProjector({ ...deps, projector });
      return true;
    }
    const events = await deps.store.readAll({ after: checkpoint.position, limit: batchSize });
    if (events.length === 0) return false;
    await deps.db.transaction(async (trx) => {
      await lockProjector(trx, projector);
      const current = await loadCheckpoint(trx, projector.name);
      // Another replica (or a rebuild) moved on meanwhile: start over from its checkpoint.
      if (current && comparePositions(current.position, checkpoint.position) !== 0) return;
      await applyBatch(trx, projector, events);
      await saveCheckpoint(trx, projector.name, {
        position: events[events.length - 1]!.position,
        version: projector.version,
      });
    });
    return true;
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
      unwatch = await deps.store.watch(() => signals.forEach((s) => s.wake()));
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
