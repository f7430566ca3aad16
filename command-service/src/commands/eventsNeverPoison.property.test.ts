import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_ZONE,
  START,
  accountEventSchemas,
  eventSchemas,
  parseDomainEvent,
} from '@gym/contracts';
import {
  createDb,
  createLogger,
  createPostgresEventStore,
  type Db,
  migrateToLatest,
} from '@gym/platform';
import { commandServiceMigrations } from '../migrations';
import {
  allProjectors,
  createProjectionProgress,
  createProjectionRunner,
  parseEvents,
  type ProjectionProgress,
  type ProjectionRunner,
  rebuildProjector,
} from '@gym/projection-service';
import { createTestDatabase } from '../../../scripts/test/db';
import { createReceiptNumbering } from '../payments/receiptNumbering';
import { steps } from '../testing/commandOps';
import { createMemoryHandler } from '../testing/memoryHandler';
import {
  caughtUp,
  lastAppended,
  readableUpTo,
  readModelTables,
  watchProjectors,
} from '../testing/projectionWatch';
import { createRouteDriver, type Outcome } from '../testing/routeDriver';
import { createCommandHandler } from './handleCommand';
import { createSnapshotStore } from './snapshots';

// Account events are written by the staff screen's routes, not decided here; no projector reads them.
const ALL_TYPES = Object.keys(eventSchemas)
  .filter((type) => !Object.hasOwn(accountEventSchemas, type))
  .sort();

describe('events that cannot poison a projection', () => {
  it('for every request its schema accepts, every decided event passes its event schema', async () => {
    const appended = new Set<string>();
    const outcomes = new Map<Outcome, number>();
    await fc.assert(
      fc.asyncProperty(steps(40), async (list) => {
        // The memory handler puts every decided event through toNewEvent, as before an append:
        // an event its schema refuses throws there (a 500), and fails the property.
        const handle = createMemoryHandler();
        const run = createRouteDriver(handle, DEFAULT_TIME_ZONE);
        for (const step of list) {
          const outcome = await run(step);
          outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
        }
        for (const event of handle.appended) {
          parseDomainEvent(event.type, event.data);
          appended.add(event.type);
        }
      }),
      // A fixed seed: the runs that must show every event type are the same on every machine.
      { numRuns: 500, seed: 1 },
    );
    // Not vacuous: requests got through, were refused by the schemas and by the rules.
    // Receipt numbers and seals are appended by reactors, not decided from a request.
    expect([...appended].sort()).toEqual(
      ALL_TYPES.filter((t) => t !== 'ReceiptNumberAssigned' && t !== 'BooksSealed'),
    );
    const requests = [...outcomes.values()].reduce((a, b) => a + b, 0);
    for (const outcome of ['done', 'refused by schema', 'refused by rule'] as const) {
      expect(outcomes.get(outcome) ?? 0, outcome).toBeGreaterThan(requests * 0.05);
    }
  });

  describe('on PostgreSQL', () => {
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    let db: Db;
    let store: ReturnType<typeof createPostgresEventStore>;
    let progress: ProjectionProgress;
    let runner: ProjectionRunner | undefined;
    const logger = createLogger({ level: 'silent' });
    const receiptNumbering = () => createReceiptNumbering({ clock: () => new Date() });

    beforeAll(async () => {
      database = await createTestDatabase();
      db = createDb(database.url);
      await migrateToLatest(db, ...commandServiceMigrations);
      store = createPostgresEventStore({ connectionString: database.url });
    });

    afterAll(async () => {
      await runner?.stop();
      await progress?.close();
      await store?.close();
      await db?.destroy();
      await database?.drop();
    });

    it('every projector applies every event decided from edge requests, and a rebuild reads the same', async () => {
      const watched = watchProjectors(allProjectors, [receiptNumbering()]);
      progress = createProjectionProgress({
        db,
        connectionString: database.url,
        projectorNames: [...allProjectors, ...watched.reactors].map((p) => p.name),
      });
      runner = createProjectionRunner({
        db,
        store,
        projectors: watched.projectors,
        reactors: watched.reactors,
        logger,
      });
      await runner.start();
      const handle = createCommandHandler({ store, snapshots: createSnapshotStore(db) });

      let head = START;
      await fc.assert(
        fc.asyncProperty(steps(30), async (list) => {
          const run = createRouteDriver(handle, DEFAULT_TIME_ZONE);
          for (const step of list) await run(step);
          head = await caughtUp({ db, progress, failed: watched.failed });
        }),
        // A poisoned projector stays poisoned: shrinking on would only report the shortest run.
        { numRuns: 50, endOnFailure: true, seed: 1 },
      );
      await runner.stop();
      runner = undefined;

      const live = await readModelTables(db, allProjectors);
      await readableUpTo(store, head);
      // Numbering again from the start finds every payment numbered, and appends nothing.
      const numbering = receiptNumbering();
      const everything = parseEvents(
        await store.readAll({ after: START, limit: 1_000_000 }),
        (type) => numbering.handles.some((handled) => handled === type),
      );
      await db.transaction((trx) => numbering.react(everything, { trx, store }));
      expect(await lastAppended(db)).toEqual(head);
      for (const projector of allProjectors) {
        await rebuildProjector({ db, store, projector, logger });
      }
      expect(await readModelTables(db, allProjectors)).toEqual(live);

      const types = await db('events').distinct('event_type').orderBy('event_type');
      // Every type but the books' seals (no sealer runs here; seals.test.ts covers them).
      expect(types.map((r: { event_type: string }) => r.event_type)).toEqual(
        ALL_TYPES.filter((t) => t !== 'BooksSealed'),
      );
      expect(live['payments']!.length).toBeGreaterThan(10);
    });
  });
});
