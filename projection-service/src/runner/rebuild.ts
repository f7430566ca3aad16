import type { Knex } from 'knex';
import { START, type EventStore, type GlobalPosition } from '@gym/contracts';
import type { Logger } from '@gym/platform';
import { lockProjector } from './applyBatch';
import { saveCheckpoint } from './checkpoints';
import type { Projector } from './projector';
import { isReactor, type Reactor } from './reactor';
import { createRebuildMeter, type RebuildProgress } from './rebuildProgress';
import { createSideReplay } from './sideReplay';
import { createSideTables } from './sideTables';

/** Events per read of the log: large, as each page costs each projector a few statements. */
export const REBUILD_PAGE = 5000;

export interface RebuildDeps {
  db: Knex;
  store: EventStore;
  logger: Logger;
  pageSize?: number;
  /** Events in the log, for the progress's share done and time left (null: unknown). */
  totalEvents?: number | null;
  onProgress?: (p: RebuildProgress) => void;
}

export interface RebuildSummary {
  events: number;
  seconds: number;
  /** Seconds each projector spent applying pages (they overlap: the sum exceeds `seconds`). */
  applySeconds: Record<string, number>;
}

/** One projector's rebuild: the same one pass as for several. */
export async function rebuildProjector(
  deps: RebuildDeps & { projector: Projector },
): Promise<RebuildSummary> {
  return rebuildProjectors({ ...deps, projectors: [deps.projector] });
}

const schemaOf = (projector: Projector) => `rebuild_${projector.name}`;

/**
 * Replays every event once, each page of the log going to every projector (in parallel, each in
 * its own transaction) into fresh copies of its tables in a side schema. Then it swaps them all in
 * and sets the checkpoints, in one transaction that holds the projectors' locks (so the incremental
 * runner waits and then carries on from the rebuilt position). An event a projector cannot apply
 * stops it with an EventFailure naming that event.
 *
 * Read models only: a reactor is refused, never replayed (it would act again on every event:
 * issue receipt numbers again, e-mail every receipt), and its checkpoint is left where it is.
 */
export async function rebuildProjectors(
  deps: RebuildDeps & { projectors: readonly Projector[] },
): Promise<RebuildSummary> {
  const { db, store } = deps;
  const reactors = (deps.projectors as readonly (Projector | Reactor)[]).filter(isReactor);
  if (reactors.length) {
    throw new Error(`Reactors are never rebuilt: ${reactors.map((r) => r.name).join(', ')}`);
  }
  // A fixed order for the locks, so two rebuilds cannot wait for each other.
  const projectors = [...deps.projectors].sort((a, b) => a.name.localeCompare(b.name));
  const pageSize = deps.pageSize ?? REBUILD_PAGE;
  const started = Date.now();
  const meter = createRebuildMeter(deps.totalEvents ?? null, deps.onProgress);
  const deferred: string[] = [];
  for (const projector of projectors) {
    deferred.push(...(await createSideTables(db, projector, schemaOf(projector))));
  }
  const side = createSideReplay({
    db,
    store,
    projectors,
    schemaOf,
    pageSize,
    onPage: (events) => meter.add(events),
  });
  const replay = (from: GlobalPosition, trx?: Knex.Transaction) => side.replay(from, { trx });

  let position = await replay(START);
  for (const definition of deferred) await db.raw(definition);
  const counts = new Map<string, number>();
  await db.transaction(async (trx) => {
    for (const projector of projectors) await lockProjector(trx, projector);
    position = await replay(position, trx);
    for (const projector of projectors) {
      for (const table of projector.tables) {
        await trx.raw('drop table public.??', [table]);
        await trx.raw('alter table ??.?? set schema public', [schemaOf(projector), table]);
      }
      await trx.raw('drop schema ?? cascade', [schemaOf(projector)]);
      await saveCheckpoint(trx, projector.name, { position, version: projector.version });
      // One after another: a transaction is one connection, which runs one query at a time.
      let rows = 0;
      for (const table of projector.tables) {
        const [row] = await trx(table).count<{ count: string }[]>('* as count');
        rows += Number(row?.count ?? 0);
      }
      counts.set(projector.name, rows);
    }
  });
  meter.add(0, true);
  // Without autovacuum nothing cleans up after the swap: the replay's updates left dead rows
  // (several per live one in memberships and payments), and the new tables have no statistics.
  for (const projector of projectors) {
    for (const table of projector.tables) await db.raw('vacuum (analyze) ??', [table]);
  }
  const { events, eventsPerSecond, seconds } = meter.snapshot();
  for (const projector of projectors) {
    deps.logger.info(
      { projector: projector.name, rows: counts.get(projector.name), ms: Date.now() - started },
      'read model rebuilt',
    );
  }
  deps.logger.info(
    {
      projectors: projectors.map((p) => p.name),
      events,
      eventsPerSecond: Math.round(eventsPerSecond),
    },
    'rebuild done',
  );
  const applySeconds = Object.fromEntries(
    [...side.applyMs()].map(([name, ms]) => [name, ms / 1000]),
  );
  return { events, seconds, applySeconds };
}
