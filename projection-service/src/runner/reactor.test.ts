import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  comparePositions,
  encodePosition,
  planStream,
  type AppendResult,
  type GlobalPosition,
} from '@gym/contracts';
import { checkHealth } from '../health/health';
import { projectionStatus } from '../health/status';
import { createProjectionProgress } from '../progress';
import { plansProjector } from '../readModels/plans/projection';
import { createProjectionHarness } from '../testing/harness';
import { planCreated, planEvent } from '../testing/planEvents';
import { loadCheckpoint } from './checkpoints';
import type { Projector } from './projector';
import type { Reactor } from './reactor';
import { rebuildProjectors } from './rebuild';
import { createProjectionRunner } from './runner';

type Harness = Awaited<ReturnType<typeof createProjectionHarness>>;

/** A name-based uuid: the same source event always gives the same id. */
function derivedId(name: string): string {
  const hex = createHash('sha1').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Deactivates every plan created (an append, outside the transaction, with an id derived from the
 * plan's event) and notes it in `noted` (inside the transaction: a second note of one event would
 * violate the key). `onReact` runs after each append.
 */
function deactivator(
  name: string,
  onReact?: (n: number, trx: Parameters<Reactor['react']>[1]['trx']) => Promise<void>,
): Reactor {
  let n = 0;
  return {
    kind: 'reactor',
    name,
    handles: ['PlanCreated'],
    async react(events, { trx, store }) {
      for (const event of events) {
        const { planId } = event.data as { planId: string };
        const deactivated = planEvent('PlanDeactivated', { planId });
        deactivated.metadata.eventId = derivedId(`${name} deactivates ${event.metadata.eventId}`);
        await store.appendToStream(planStream(planId), [deactivated], { expectedRevision: 'any' });
        await trx('noted').insert({ event_id: event.metadata.eventId, reactor: name });
        n += 1;
        await onReact?.(n, trx);
      }
    },
  };
}

/** Fails at the plan named "Poison" as a mail server might, notes the others. */
function mailer(name: string): Reactor {
  return {
    kind: 'reactor',
    name,
    handles: ['PlanCreated'],
    async react(events, { trx }) {
      for (const event of events) {
        if ((event.data as { name: string }).name === 'Poison') {
          throw new Error('550 mailbox unavailable');
        }
        await trx('noted').insert({ event_id: event.metadata.eventId, reactor: name });
      }
    },
  };
}

/** A fresh database with a `noted` table, and what the tests do with it. */
function useDatabase() {
  const ctx = { h: undefined as unknown as Harness, created: [] as AppendResult[] };
  beforeAll(async () => {
    ctx.h = await createProjectionHarness([]);
    await ctx.h.db.schema.createTable('noted', (t) => {
      t.uuid('event_id');
      t.text('reactor');
      t.primary(['event_id', 'reactor']);
    });
  });
  afterAll(() => ctx.h?.close());

  return {
    get h() {
      return ctx.h;
    },
    created: ctx.created,
    async noted(reactor: string) {
      return Number((await ctx.h.db('noted').where({ reactor }).count('* as c').first())?.c);
    },
    async deactivations(): Promise<string[]> {
      return ctx.h.db('events').where({ event_type: 'PlanDeactivated' }).pluck('stream_id');
    },
    async createPlan(name: string) {
      const planId = randomUUID();
      const result = await ctx.h.store.appendToStream(
        planStream(planId),
        [planCreated({ planId, name })],
        { expectedRevision: 'no_stream' },
      );
      ctx.created.push(result);
      return result;
    },
    /** Waits until every one named has passed `position`. */
    async reached(names: string[], position: GlobalPosition) {
      const progress = createProjectionProgress({
        db: ctx.h.db,
        connectionString: ctx.h.url,
        projectorNames: names,
      });
      try {
        expect(await progress.waitFor(position, 20_000)).toBe(true);
      } finally {
        await progress.close();
      }
    },
  };
}

describe('a reactor stopped mid-batch', () => {
  const t = useDatabase();

  it('resumes from its checkpoint, and appends nothing twice', async () => {
    for (let i = 1; i <= 120; i++) await t.createPlan(`P${i}`);
    let crashed: () => void = () => undefined;
    const crashedOnce = new Promise<void>((resolve) => (crashed = resolve));
    // Batches of at most 20: the batch reacting to the 50th plan has appended some
    // deactivations when its connection dies, so its transaction (and checkpoint) never commits.
    const crashing = deactivator('deactivator', async (n, trx) => {
      if (n === 50) {
        crashed();
        await trx.raw('select pg_terminate_backend(pg_backend_pid())');
      }
    });
    const first = createProjectionRunner({
      db: t.h.db,
      store: t.h.store,
      projectors: [],
      reactors: [crashing],
      logger: t.h.logger,
      batchSize: 20,
      catchUpBatchSize: 20,
      retryDelayMs: 60_000,
    });
    await first.start();
    await crashedOnce;
    await first.stop();

    const committed = await t.noted('deactivator');
    expect(committed).toBeGreaterThanOrEqual(30);
    expect(committed).toBeLessThan(50);
    expect((await loadCheckpoint(t.h.db, 'deactivator'))?.position).toEqual(
      t.created[committed - 1]!.position,
    );
    // Appended past its checkpoint: those plans come to it again after the restart.
    expect(await t.deactivations()).toHaveLength(50);

    const second = createProjectionRunner({
      db: t.h.db,
      store: t.h.store,
      projectors: [],
      reactors: [deactivator('deactivator')],
      logger: t.h.logger,
      batchSize: 20,
    });
    await second.start();
    try {
      await t.reached(['deactivator'], t.created.at(-1)!.position);
    } finally {
      await second.stop();
    }
    expect(await t.noted('deactivator')).toBe(120);
    const streams = await t.deactivations();
    expect(streams).toHaveLength(120);
    expect(new Set(streams).size).toBe(120);
  });
});

describe('a reactor that fails', () => {
  const t = useDatabase();

  it('shows in health and the system status with its error, and the projectors go on', async () => {
    await t.h.db.schema.createTable('names', (table) => table.text('name'));
    const names: Projector = {
      name: 'names',
      version: 1,
      tables: ['names'],
      handles: ['PlanCreated'],
      async apply(trx, event) {
        await trx('names').insert({ name: (event.data as { name: string }).name });
      },
    };
    const good = await t.createPlan('Good');
    const poison = await t.createPlan('Poison');
    const after = await t.createPlan('After poison');
    // The runner asks to wait before its next attempt once it has recorded the failure.
    let recorded: () => void = () => undefined;
    const failureRecorded = new Promise<void>((resolve) => (recorded = resolve));
    const runner = createProjectionRunner({
      db: t.h.db,
      store: t.h.store,
      projectors: [names],
      reactors: [mailer('mailer')],
      logger: t.h.logger,
      sleep: (_ms, signal) =>
        new Promise<void>((resolve) => {
          recorded();
          signal.addEventListener('abort', () => resolve(), { once: true });
        }),
    });
    await runner.start();
    try {
      await failureRecorded;
      await t.reached(['names'], after.position);
      expect(await t.h.db('names').orderBy('name').pluck('name')).toEqual([
        'After poison',
        'Good',
        'Poison',
      ]);

      const failure = {
        projector: 'mailer',
        position: encodePosition(poison.position),
        eventType: 'PlanCreated',
        error: '550 mailbox unavailable',
        attempts: 1,
      };
      expect(
        await checkHealth({
          db: t.h.db,
          store: t.h.store,
          projectors: [names],
          reactors: [mailer('mailer')],
          now: new Date(),
        }),
      ).toMatchObject({
        status: 'failing',
        database: 'up',
        projections: [failure],
        lag: [{ projector: 'names', behind: { events: 0 } }],
        reactors: [
          {
            reactor: 'mailer',
            position: encodePosition(good.position),
            behind: { events: 2, capped: false },
            lastError: '550 mailbox unavailable',
          },
        ],
      });
      const status = await projectionStatus({
        db: t.h.db,
        store: t.h.store,
        projectors: [names],
        reactors: [mailer('mailer')],
      });
      expect(status.projections).toMatchObject([
        { projector: 'names', state: 'up to date', failure: null },
      ]);
      expect(status.reactors).toMatchObject([
        {
          reactor: 'mailer',
          checkpoint: { position: encodePosition(good.position) },
          behind: { events: 2 },
          state: 'failing',
          failure,
        },
      ]);

      // While the reactor waits for its next attempt, the projector applies what comes.
      const later = await t.createPlan('Later');
      await t.reached(['names'], later.position);
      expect(await t.h.db('names').where({ name: 'Later' })).toHaveLength(1);
      expect(await t.noted('mailer')).toBe(1);
    } finally {
      await runner.stop();
    }
  });
});

describe('a reactor beside a read model that is rebuilt', () => {
  const t = useDatabase();

  it('is not run again, whether the rebuild is asked for or follows a new version', async () => {
    for (let i = 1; i <= 10; i++) await t.createPlan(`P${i}`);
    const first = createProjectionRunner({
      db: t.h.db,
      store: t.h.store,
      projectors: [plansProjector],
      reactors: [deactivator('counted')],
      logger: t.h.logger,
    });
    await first.start();
    try {
      await t.reached(['plans', 'counted'], t.created.at(-1)!.position);
    } finally {
      await first.stop();
    }
    expect(await t.noted('counted')).toBe(10);
    expect(await t.deactivations()).toHaveLength(10);
    const checkpoint = (await loadCheckpoint(t.h.db, 'counted'))!;

    await rebuildProjectors({
      db: t.h.db,
      store: t.h.store,
      logger: t.h.logger,
      projectors: [plansProjector],
    });
    expect(await loadCheckpoint(t.h.db, 'counted')).toEqual(checkpoint);

    const bumped: Projector = { ...plansProjector, version: plansProjector.version + 1 };
    const second = createProjectionRunner({
      db: t.h.db,
      store: t.h.store,
      projectors: [bumped],
      reactors: [deactivator('counted')],
      logger: t.h.logger,
    });
    await second.start();
    try {
      // The read model rebuilds before it gets to a new plan; the reactor takes the new plan only.
      const added = await t.createPlan('After the rebuild');
      await t.reached(['plans', 'counted'], added.position);
      expect((await loadCheckpoint(t.h.db, 'plans'))?.version).toBe(bumped.version);
    } finally {
      await second.stop();
    }
    expect(await t.noted('counted')).toBe(11);
    expect(await t.deactivations()).toHaveLength(11);
    const now = (await loadCheckpoint(t.h.db, 'counted'))!;
    expect(comparePositions(now.position, checkpoint.position)).toBeGreaterThanOrEqual(0);
    expect(await t.h.db('projection_failures').where({ projector: 'counted' })).toEqual([]);

    // Handed one, a rebuild refuses it rather than act again on every event.
    await expect(
      rebuildProjectors({
        db: t.h.db,
        store: t.h.store,
        logger: t.h.logger,
        projectors: [deactivator('counted') as unknown as Projector],
      }),
    ).rejects.toThrow('Reactors are never rebuilt: counted');
  });
});
