import type { Knex } from 'knex';
import { START, type EventStore, type GlobalPosition } from '@gym/contracts';
import type { Logger } from '../logger';
import { applyBatch, lockProjector } from './applyBatch';
import { saveCheckpoint } from './checkpoints';
import type { Projector } from './projector';

const BATCH = 1000;

/**
 * Replays every event into fresh copies of the projector's tables in a side schema, then swaps
 * them in and sets the checkpoint, in one transaction that holds the projector's lock (so the
 * incremental runner waits and then carries on from the rebuilt position).
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

  /** Applies every event after `from`, batch by batch; returns where it stopped. */
  async function replay(from: GlobalPosition, trx?: Knex.Transaction): Promise<GlobalPosition> {
    let position = from;
    for (;;) {
      const events = await store.readAll({ after: position, limit: BATCH });
      if (events.length === 0) return position;
      const apply = async (t: Knex.Transaction) => {
        await t.raw(`select set_config('search_path', ?, true)`, [`${schema}, public`]);
        await applyBatch(t, projector, events);
        await t.raw(`select set_config('search_path', 'public', true)`);
      };
      if (trx) await apply(trx);
      else await db.transaction(apply);
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
  deps.logger.info(
    { projector: projector.name, rows: count, ms: Date.now() - started },
    'read model rebuilt',
  );
}
