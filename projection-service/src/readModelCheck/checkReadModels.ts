import type { Knex } from 'knex';
import {
  READ_MODEL_DIFFERENCES_LISTED,
  START,
  comparePositions,
  encodePosition,
  type EventStore,
  type GlobalPosition,
  type ReadModelDifferenceDto,
  type ReadModelTableCheckDto,
  type ReadModelsCheckDto,
} from '@gym/contracts';
import { moneyProjectors } from '../readModels';
import { loadCheckpoint } from '../runner/checkpoints';
import type { Projector } from '../runner/projector';
import { REBUILD_PAGE } from '../runner/rebuild';
import { createSideReplay, type ReplayWindow } from '../runner/sideReplay';
import { createSideTables } from '../runner/sideTables';
import { compareTable, tableShape } from './compareTable';
import { describeDifference } from './rowDifference';

/** The replay's copies of a read model's tables, beside public's (and a rebuild's `rebuild_`). */
export const scratchSchemaOf = (projector: Pick<Projector, 'name'>) =>
  `books_check_${projector.name}`;

/** One check at a time: the scratch schemas are shared. */
const CHECK_LOCK = 'books-check:read-models';

/** Where each read model stands: its saved checkpoint (the log's start if it never saved one). */
async function checkpointsOf(db: Knex, projectors: readonly Projector[]) {
  const found = new Map<string, { position: GlobalPosition; version: number | null }>();
  for (const projector of projectors) {
    const checkpoint = await loadCheckpoint(db, projector.name);
    found.set(projector.name, checkpoint ?? { position: START, version: null });
  }
  return found;
}

/**
 * The money read models (`moneyProjectors`) against the log (docs/architecture.md "Seals"): their
 * projectors replay the log into scratch copies of their tables, each only up to its read
 * model's checkpoint (a read model a moment behind the log is behind, not wrong), and each table
 * is compared with the copy row by row on its key; the first differing rows are named, all are
 * counted.
 *
 * The long replay runs first, to the checkpoints as they were; then one REPEATABLE READ
 * transaction reads the checkpoints again, replays the few events since into the copies, and
 * compares, so the read models it sees are the ones at those checkpoints however they move
 * meanwhile. Nothing is locked that the runner waits for.
 */
export async function checkReadModels(deps: {
  db: Knex;
  store: EventStore;
  projectors?: readonly Projector[];
  pageSize?: number;
  now?: () => number;
}): Promise<ReadModelsCheckDto> {
  const { db, store } = deps;
  const clock = deps.now ?? (() => performance.now());
  const started = clock();
  const all = [...(deps.projectors ?? moneyProjectors)].sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  const lock = await db.transaction();
  await lock.raw('select pg_advisory_xact_lock(hashtext(?))', [CHECK_LOCK]).catch(async (error) => {
    await lock.rollback();
    throw error;
  });
  try {
    const before = await checkpointsOf(db, all);
    // A saved version other than the code's: the runner is about to rebuild it.
    const stale = all.filter((p) => {
      const version = before.get(p.name)!.version;
      return version !== null && version !== p.version;
    });
    const projectors = all.filter((p) => !stale.includes(p));
    for (const projector of projectors) {
      // Thrown away at the end: no WAL for them, and none of the indexes built after a rebuild's
      // load (the compare joins on the keys).
      await createSideTables(db, projector, scratchSchemaOf(projector), { unlogged: true });
    }
    const side = createSideReplay({
      db,
      store,
      projectors,
      schemaOf: scratchSchemaOf,
      pageSize: deps.pageSize ?? REBUILD_PAGE,
    });
    const windows = (
      after: (name: string) => GlobalPosition,
      upTo: (name: string) => GlobalPosition,
    ) =>
      new Map<string, ReplayWindow>(
        projectors.map((p) => [p.name, { after: after(p.name), upTo: upTo(p.name) }]),
      );
    await side.replay(START, {
      windows: windows(
        () => START,
        (name) => before.get(name)!.position,
      ),
    });

    const compared = await db.transaction(
      async (trx) => {
        const at = await checkpointsOf(trx, projectors);
        for (const projector of projectors) {
          const then = before.get(projector.name)!;
          const now = at.get(projector.name)!;
          const moved =
            now.version !== null && then.version !== null && now.version !== then.version;
          if (comparePositions(now.position, then.position) < 0 || moved) {
            throw new Error(
              `The ${projector.name} read model was rebuilt while it was being checked; check again.`,
            );
          }
        }
        const earliest = projectors
          .map((p) => before.get(p.name)!.position)
          .reduce<GlobalPosition | null>(
            (a, b) => (a && comparePositions(a, b) <= 0 ? a : b),
            null,
          );
        await side.replay(earliest ?? START, {
          trx,
          windows: windows(
            (name) => before.get(name)!.position,
            (name) => at.get(name)!.position,
          ),
        });
        return compareAll(trx, projectors, at);
      },
      { isolationLevel: 'repeatable read' },
    );
    return {
      ...compared,
      notChecked: stale.map((p) => ({
        readModel: p.name,
        reason: 'it is being rebuilt to a new version',
      })),
      seconds: Math.round(clock() - started) / 1000,
    };
  } finally {
    try {
      for (const projector of all) {
        await db.raw('drop schema if exists ?? cascade', [scratchSchemaOf(projector)]);
      }
    } finally {
      await lock.commit();
    }
  }
}

async function compareAll(
  trx: Knex.Transaction,
  projectors: readonly Projector[],
  at: ReadonlyMap<string, { position: GlobalPosition }>,
): Promise<Omit<ReadModelsCheckDto, 'notChecked' | 'seconds'>> {
  const tables: ReadModelTableCheckDto[] = [];
  const differences: ReadModelDifferenceDto[] = [];
  for (const projector of projectors) {
    for (const table of projector.tables) {
      const shape = await tableShape(trx, table);
      const room = READ_MODEL_DIFFERENCES_LISTED - differences.length;
      const result = await compareTable(trx, shape, scratchSchemaOf(projector), room);
      tables.push({
        table,
        readModel: projector.name,
        upTo: encodePosition(at.get(projector.name)!.position),
        rows: result.rows,
        differingRows: result.differingRows,
      });
      for (const row of result.listed)
        differences.push(describeDifference(shape, row.stored, row.fromLog));
    }
  }
  const rowsChecked = tables.reduce((sum, t) => sum + t.rows, 0);
  const differingRows = tables.reduce((sum, t) => sum + t.differingRows, 0);
  const differing = tables.filter((t) => t.differingRows > 0).map((t) => t.table);
  return {
    matches: differingRows === 0,
    tables,
    rowsChecked,
    differingRows,
    differences,
    differencesCapped: differingRows > differences.length,
    message:
      differingRows === 0
        ? `The read models match the log (${rowsChecked} rows in ${tables.length} tables).`
        : `The read models do not match the log: ${differingRows} ${differingRows === 1 ? 'row differs' : 'rows differ'} (${differing.join(', ')}).`,
  };
}
