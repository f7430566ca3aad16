import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planStream } from '@gym/contracts';
import { terminateConnections } from '../../../scripts/test/db';
import { createProjectionHarness } from '../testing/harness';
import { planCreated } from '../testing/planEvents';
import type { Projector } from './projector';
import { createProjectionRunner } from './runner';
import { sleep } from './retry';

type Harness = Awaited<ReturnType<typeof createProjectionHarness>>;

describe('a projector whose database connections are cut mid-batch', () => {
  let h: Harness;
  /** The plan name at which the projector cuts every connection to the database (once). */
  let cutAt: string | null = 'Cut';

  const projector: Projector = {
    name: 'cut_names',
    version: 1,
    tables: ['cut_names'],
    handles: ['PlanCreated'],
    async apply(trx, event) {
      const plan = event.data as { planId: string; name: string };
      if (plan.name === cutAt) {
        cutAt = null;
        // A failover while the transaction is open: its own connection goes too.
        await terminateConnections(h.url);
      }
      await trx('cut_names').insert({ plan_id: plan.planId, name: plan.name });
    },
  };

  beforeAll(async () => {
    h = await createProjectionHarness([projector]);
    await h.db.schema.createTable('cut_names', (t) => {
      t.uuid('plan_id').primary();
      t.text('name').notNullable();
    });
    // Every failure ever recorded, even one cleared again at once.
    await h.db.raw(`
      create table failures_seen (projector text, error text);
      create function remember_failure() returns trigger language plpgsql as $$
        begin insert into failures_seen values (new.projector, new.error); return new; end $$;
      create trigger remember_failure after insert or update on projection_failures
        for each row execute function remember_failure();`);
  });
  afterAll(() => h?.close());

  it('records no failure, retries within a moment and catches up', async () => {
    const waits: number[] = [];
    const runner = createProjectionRunner({
      db: h.db,
      store: h.store,
      projectors: [projector],
      logger: h.logger,
      // One event per transaction: the cut falls on a transaction of that one event, which is
      // what a projector failure is recorded against.
      batchSize: 1,
      catchUpBatchSize: 1,
      sleep: (ms, signal) => {
        waits.push(ms);
        return sleep(ms, signal);
      },
    });
    await runner.start();
    try {
      let last;
      for (const name of ['Before', 'Cut', 'After']) {
        const planId = randomUUID();
        last = await h.store.appendToStream(planStream(planId), [planCreated({ planId, name })], {
          expectedRevision: 'no_stream',
        });
      }
      expect(await h.progress.waitFor(last!.position, 15_000)).toBe(true);
      expect(cutAt).toBeNull();
      expect(await h.db('cut_names').orderBy('name').pluck('name')).toEqual([
        'After',
        'Before',
        'Cut',
      ]);
      expect(await h.db('failures_seen').select('projector', 'error')).toEqual([]);
      // Retried after a short wait, not a projector failure's 1 s and more.
      expect(waits.length).toBeGreaterThan(0);
      for (const ms of waits) expect(ms).toBeLessThan(1_000);
    } finally {
      await runner.stop();
    }
  });
});
