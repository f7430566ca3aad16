import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planStream, type AppendResult } from '@gym/contracts';
import { plansProjector } from '../readModels/plans/projection';
import { createProjectionHarness } from '../testing/harness';
import { planCreated, planEvent } from '../testing/planEvents';
import { loadCheckpoint } from './checkpoints';
import { rebuildProjector } from './rebuild';
import { createProjectionRunner, type ProjectionRunner } from './runner';

describe('rebuild', () => {
  let h: Awaited<ReturnType<typeof createProjectionHarness>>;
  let runner: ProjectionRunner;
  let last: AppendResult;

  const snapshot = () => h.db('plans').select().orderBy('id');

  beforeAll(async () => {
    h = await createProjectionHarness([plansProjector]);
    runner = createProjectionRunner({
      db: h.db,
      store: h.store,
      projectors: [plansProjector],
      logger: h.logger,
    });
    await runner.start();
    for (let i = 0; i < 40; i++) {
      const planId = randomUUID();
      const created = planCreated({
        planId,
        name: `Plan ${i}`,
        pricePaise: 1000 * i,
        features: [`F${i}`],
      });
      last = await h.store.appendToStream(planStream(planId), [created], {
        expectedRevision: 'no_stream',
      });
      if (i % 3 === 0) {
        const data = {
          ...(created.data as { planId: string }),
          name: `Plan ${i} renamed`,
          pricePaise: 99,
          durationDays: 90,
          features: [],
          isActive: true,
          description: 'x',
        };
        last = await h.store.appendToStream(planStream(planId), [planEvent('PlanUpdated', data)], {
          expectedRevision: 0n,
        });
      }
      if (i % 4 === 0) {
        last = await h.store.appendToStream(
          planStream(planId),
          [planEvent('PlanDeactivated', { planId })],
          { expectedRevision: 'any' },
        );
      }
    }
    expect(await h.progress.waitFor(last.position, 20_000)).toBe(true);
  });
  afterAll(async () => {
    await runner?.stop();
    await h?.close();
  });

  it('replays everything into fresh tables that equal the incrementally kept ones, row for row', async () => {
    const incremental = await snapshot();
    expect(incremental).toHaveLength(40);
    expect(incremental.filter((r) => !r.is_active)).toHaveLength(10);

    await rebuildProjector({
      db: h.db,
      store: h.store,
      projector: plansProjector,
      logger: h.logger,
    });

    expect(await snapshot()).toEqual(incremental);
    expect((await loadCheckpoint(h.db, 'plans'))?.position).toEqual(last.position);
    // Analyzed: the planner knows the swapped-in table's size (a never-analyzed one says -1).
    const { rows } = await h.db.raw<{ rows: { reltuples: number }[] }>(
      `select reltuples from pg_class where oid = 'public.plans'::regclass`,
    );
    expect(rows[0]?.reltuples).toBe(40);
  });

  it('lets the incremental runner carry on after the swap', async () => {
    const planId = randomUUID();
    const result = await h.store.appendToStream(
      planStream(planId),
      [planCreated({ planId, name: 'After rebuild' })],
      {
        expectedRevision: 'no_stream',
      },
    );
    expect(await h.progress.waitFor(result.position, 10_000)).toBe(true);
    expect(await h.db('plans').where({ id: planId }).first()).toMatchObject({
      name: 'After rebuild',
    });
  });

  it('rebuilds by itself when a projector version changes', async () => {
    const before = await snapshot();
    await h.db('plans').delete();
    const v2 = { ...plansProjector, version: plansProjector.version + 1 };
    const upgraded = createProjectionRunner({
      db: h.db,
      store: h.store,
      projectors: [v2],
      logger: h.logger,
    });
    await runner.stop();
    await upgraded.start();
    const planId = randomUUID();
    const result = await h.store.appendToStream(planStream(planId), [planCreated({ planId })], {
      expectedRevision: 'no_stream',
    });
    expect(await h.progress.waitFor(result.position, 20_000)).toBe(true);
    await upgraded.stop();
    runner = { start: async () => undefined, stop: async () => undefined };
    expect(await h.db('plans').whereNot({ id: planId }).orderBy('id')).toEqual(before);
    expect((await loadCheckpoint(h.db, 'plans'))?.version).toBe(plansProjector.version + 1);
  });
});
