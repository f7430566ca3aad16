import {
  comparePositions,
  parseDomainEvent,
  type EventStore,
  type GlobalPosition,
} from '@gym/contracts';
import type { Db, ProjectedEvent, ProjectionProgress, Projector } from '@gym/projection-service';

/** The events a failed transaction applied (a batch, before the runner narrows it down). */
const describe = (events: readonly ProjectedEvent[]) =>
  [
    `${events.length} event(s):`,
    ...events.slice(0, 5).map((e) => `${e.type} ${JSON.stringify(e.data).slice(0, 500)}`),
  ].join('\n');

/**
 * The projectors as the runner should run them, each reporting its first failure on `failed`
 * (the runner itself would log it and retry for ever, which a test would only see as a wait).
 */
export function watchProjectors(projectors: readonly Projector[]) {
  let reject: (error: Error) => void = () => undefined;
  const failed = new Promise<never>((_, r) => {
    reject = r;
  });
  failed.catch(() => undefined);

  const watch = (projector: Projector): Projector => {
    const fail = (events: readonly ProjectedEvent[]) => (error: unknown) => {
      reject(
        new Error(`projector ${projector.name} failed: ${String(error)}\n${describe(events)}`),
      );
      throw error;
    };
    const batch = projector.applyBatch?.bind(projector);
    return {
      ...projector,
      apply: (trx, event) => projector.apply(trx, event).catch(fail([event])),
      ...(batch && {
        applyBatch: (trx, events) => batch(trx, events).catch(fail(events)),
      }),
    };
  };
  return { projectors: projectors.map(watch), failed };
}

/** The last position in the store after `from`; every event read on the way must pass its schema. */
export async function storeHead(store: EventStore, from: GlobalPosition): Promise<GlobalPosition> {
  let position = from;
  for (;;) {
    const events = await store.readAll({ after: position, limit: 1000 });
    const last = events.at(-1);
    if (!last) return position;
    for (const e of events) parseDomainEvent(e.type, e.data);
    position = last.position;
  }
}

/**
 * Waits until every projector has applied everything in the store, including what projectors
 * append themselves (receipt numbers); rejects with the first projector failure.
 */
export async function caughtUp(deps: {
  store: EventStore;
  progress: ProjectionProgress;
  failed: Promise<never>;
  from: GlobalPosition;
}): Promise<GlobalPosition> {
  let target = await storeHead(deps.store, deps.from);
  for (;;) {
    const reached = await Promise.race([deps.progress.waitFor(target, 30_000), deps.failed]);
    if (!reached) throw new Error('the projectors did not catch up within 30 s');
    const next = await storeHead(deps.store, target);
    if (comparePositions(next, target) === 0) return target;
    target = next;
  }
}

/** Every row of every read-model table, in primary-key order. */
export async function readModelTables(db: Db, projectors: readonly Projector[]) {
  const tables: Record<string, unknown[]> = {};
  for (const table of projectors.flatMap((p) => p.tables)) {
    tables[table] = await db(table).select().orderBy('id');
  }
  return tables;
}
