import {
  START,
  comparePositions,
  parseDomainEvent,
  type EventStore,
  type GlobalPosition,
} from '@gym/contracts';
import type { Db } from '@gym/platform';
import type {
  ProjectedEvent,
  ProjectionProgress,
  Projector,
  Reactor,
} from '@gym/projection-service';

/** The events a failed transaction applied (a batch, before the runner narrows it down). */
const describe = (events: readonly ProjectedEvent[]) =>
  [
    `${events.length} event(s):`,
    ...events.slice(0, 5).map((e) => `${e.type} ${JSON.stringify(e.data).slice(0, 500)}`),
  ].join('\n');

/**
 * The projectors and reactors as the runner should run them, each reporting its first failure on
 * `failed` (the runner itself would log it and retry for ever, which a test would only see as a
 * wait).
 */
export function watchProjectors(
  projectors: readonly Projector[],
  reactors: readonly Reactor[] = [],
) {
  let reject: (error: Error) => void = () => undefined;
  const failed = new Promise<never>((_, r) => {
    reject = r;
  });
  failed.catch(() => undefined);

  const fail =
    (name: string, events: readonly ProjectedEvent[]) =>
    (error: unknown): never => {
      reject(new Error(`${name} failed: ${String(error)}\n${describe(events)}`));
      throw error;
    };
  const watch = (projector: Projector): Projector => {
    const batch = projector.applyBatch?.bind(projector);
    return {
      ...projector,
      apply: (trx, event) =>
        projector.apply(trx, event).catch(fail(`projector ${projector.name}`, [event])),
      ...(batch && {
        applyBatch: (trx, events) =>
          batch(trx, events).catch(fail(`projector ${projector.name}`, events)),
      }),
    };
  };
  const watchReactor = (reactor: Reactor): Reactor => ({
    ...reactor,
    react: (events, context) =>
      reactor.react(events, context).catch(fail(`reactor ${reactor.name}`, events)),
  });
  return { projectors: projectors.map(watch), reactors: reactors.map(watchReactor), failed };
}

/**
 * The position of the last event appended, read from the table itself: the store's readAll stops
 * at the oldest transaction open anywhere on the server (another test file's, say), so its head
 * can lag behind what a rebuild later reads.
 */
export async function lastAppended(db: Db): Promise<GlobalPosition> {
  const row = await db('events')
    .select(db.raw('transaction_id::text as commit'), 'global_position as prepare')
    .orderBy([
      { column: 'transaction_id', order: 'desc' },
      { column: 'global_position', order: 'desc' },
    ])
    .first<{ commit: string; prepare: string } | undefined>();
  return row ? { commit: BigInt(row.commit), prepare: BigInt(row.prepare) } : START;
}

/** Reads every event after `from` as the store does, each checked against its schema; returns the last position. */
async function checkStoredEvents(store: EventStore, from: GlobalPosition): Promise<GlobalPosition> {
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
 * Waits (bounded) until the store's reads reach `head`, so a rebuild sees every event: a
 * transaction open elsewhere on the server when they were appended holds them back until it ends.
 */
export async function readableUpTo(store: EventStore, head: GlobalPosition): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (comparePositions(await checkStoredEvents(store, START), head) < 0) {
    if (Date.now() > deadline) throw new Error('events stayed held back for 30 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Waits until every projector has applied everything appended, including what projectors
 * append themselves (receipt numbers); rejects with the first projector failure.
 */
export async function caughtUp(deps: {
  db: Db;
  progress: ProjectionProgress;
  failed: Promise<never>;
}): Promise<GlobalPosition> {
  let target = await lastAppended(deps.db);
  for (;;) {
    const reached = await Promise.race([deps.progress.waitFor(target, 30_000), deps.failed]);
    if (!reached) throw new Error('the projectors did not catch up within 30 s');
    const next = await lastAppended(deps.db);
    if (comparePositions(next, target) === 0) return target;
    target = next;
  }
}

/** Every row of every read-model table, in primary-key order. */
export async function readModelTables(db: Db, projectors: readonly Projector[]) {
  const tables: Record<string, unknown[]> = {};
  for (const table of projectors.flatMap((p) => p.tables)) {
    tables[table] = await db(table)
      .select()
      .orderBy(await primaryKeyOf(db, table));
  }
  return tables;
}

async function primaryKeyOf(db: Db, table: string): Promise<string[]> {
  const { rows } = await db.raw<{ rows: { column: string }[] }>(
    `select a.attname as column
       from pg_index i
       join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
      where i.indrelid = ?::regclass and i.indisprimary
      order by array_position(i.indkey, a.attnum)`,
    [table],
  );
  return rows.map((row) => row.column);
}
