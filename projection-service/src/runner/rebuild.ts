import type { Knex } from 'knex';
import {
  START,
  type EventStore,
  type EventType,
  type GlobalPosition,
  type RecordedEvent,
} from '@gym/contracts';
import type { Logger } from '@gym/platform';
import { applyBatch, lockProjector } from './applyBatch';
import { saveCheckpoint } from './checkpoints';
import { EventFailure } from './failures';
import type { Projector } from './projector';

const BATCH = 1000;

/**
 * Replays every event into fresh copies of the projector's tables in a side schema, then swaps
 * them in and sets the checkpoint, in one transaction that holds the projector's lock (so the
 * incremental runner waits and then carries on from the rebuilt position). An event it cannot
 * apply stops it with an EventFailure naming that event.
 */
export async function rebuildProjector(deps: {
  db: Knex;
  store: EventStore;
  projector: Projector;
  logger: Logger;
}): Promise<void> {
  const { db, store, projector } = deps;
  const schema = `rebuild_${projector.name}`;
  const started = Date.now();

  await db.raw('drop schema if exists ?? cascade', [schema]);
  await db.raw('create schema ??', [schema]);
  for (const table of projector.tables) {
    await db.raw('create table ??.?? (like public.?? including all)', [schema, table, table]);
  }

  const apply = async (t: Knex.Transaction, events: readonly RecordedEvent[]) => {
    await t.raw(`select set_config('search_path', ?, true)`, [`${schema}, public`]);
    await applyBatch(t, projector, events);
    await t.raw(`select set_config('search_path', 'public', true)`);
  };

  /** A batch failed (and rolled back): applies it one event at a time, to name the one at fault. */
  async function applyOneByOne(events: readonly RecordedEvent[]) {
    for (const event of events) {
      if (!projector.handles.includes(event.type as EventType)) continue;
      try {
        await db.transaction((t) => apply(t, [event]));
      } catch (error) {
        throw new EventFailure(event, error);
      }
    }
  }

  /** Applies every event after `from`, batch by batch; returns where it stopped. */
  async function replay(from: GlobalPosition, trx?: Knex.Transaction): Promise<GlobalPosition> {
    let position = from;
    for (;;) {
      const events = await store.readAll({ after: position, limit: BATCH });
      if (events.length === 0) return position;
      if (trx) await apply(trx, events);
      else await db.transaction((t) => apply(t, events)).catch(() => applyOneByOne(events));
      position = events[events.length - 1]!.position;
    }
  }

  let position = await replay(START);
  let count = 0;
  await db.transaction(async (trx) => {
    await lockProjector(trx, projector);
    position = await replay(position, trx);
    for (const table of projector.tables) {
      await trx.raw('drop table public.??', [table]);
      await trx.raw('alter table ??.?? set schema public', [schema, table]);
    }
    await trx.raw('drop schema ?? cascade', [schema]);
    await saveCheckpoint(trx, projector.name, { position, version: projector.version });
    const rows = await Promise.all(
      projector.tables.map((t) => trx(t).count<{ count: string }[]>('* as count')),
    );
    count = rows.reduce((sum, r) => sum + Number(r[0]?.count ?? 0), 0);
  });
  // The swapped-in tables have no statistics, and nothing gathers them without autovacuum.
  for (const table of projector.tables) await db.raw('analyze ??', [table]);
  deps.logger.info(
    { projector: projector.name, rows: count, ms: Date.now() - started },
    'read model rebuilt',
  );
}
