import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppendResult } from '@gym/contracts';
import { createProjectionHarness } from '../testing/harness';
import { planCreated, planEvent } from '../testing/planEvents';
import { createProjectionProgress } from '../progress';
import { loadCheckpoint } from './checkpoints';
import type { Projector } from './projector';
import { createProjectionRunner } from './runner';

type Harness = Awaited<ReturnType<typeof createProjectionHarness>>;

/** Records every event it applies; a second application of one event violates the primary key. */
function seenProjector(
  onApply?: (n: number, trx: Parameters<Projector['apply']>[0]) => Promise<void>,
): Projector {
  let n = 0;
  return {
    name: 'seen',
    version: 1,
    tables: ['seen'],
    handles: ['PlanCreated'],
    async apply(trx, event) {
      n += 1;
      await onApply?.(n, trx);
      await trx('seen').insert({
        event_id: event.metadata.eventId,
        name: (event.data as { name: string }).name,
      });
    },
  };
}

describe('projection runner', () => {
  let h: Harness;
  const appended: AppendResult[] = [];

  beforeAll(async () => {
    h = await createProjectionHarness([seenProjector()]);
    await h.db.schema.createTable('seen', (t) => {
      t.uuid('event_id').primary();
      t.text('name').notNullable();
      t.bigIncrements('seq');
    });
    for (let i = 1; i <= 300; i++) {
      appended.push(
        await h.store.appendToStream(`plan-${i}`, [planCreated({ name: `P${i}` })], {
          expectedRevision: 'no_stream',
        }),
      );
    }
  });
  afterAll(() => h?.close());

  async function startSeenRunner() {
    const runner = createProjectionRunner({
      db: h.db,
      store: h.store,
      projectors: [seenProjector()],
      logger: h.logger,
    });
    await runner.start();
    return runner;
  }

  it('resumes exactly where it stopped after its connection dies mid-batch', async () => {
    let crashed: () => void = () => undefined;
    const crashedOnce = new Promise<void>((resolve) => (crashed = resolve));
    // Batches of at most 50 (fewer when another transaction on the server holds the tail back):
    // the batches before the one applying event 120 commit, then its connection is killed.
    const crashing = seenProjector(async (n, trx) => {
      if (n === 120) {
        crashed();
        await trx.raw('select pg_terminate_backend(pg_backend_pid())');
      }
    });
    const first = createProjectionRunner({
      db: h.db,
      store: h.store,
      projectors: [crashing],
      logger: h.logger,
      batchSize: 50,
      catchUpBatchSize: 50,
      retryDelayMs: 60_000,
    });
    await first.start();
    await crashedOnce;
    await first.stop();

    const afterCrash = await loadCheckpoint(h.db, 'seen');
    const applied = Number((await h.db('seen').count('* as c').first())?.c);
    expect(applied).toBeGreaterThanOrEqual(70);
    expect(applied).toBeLessThan(120);
    expect(afterCrash?.position).toEqual(appended[applied - 1]!.position);

    const second = createProjectionRunner({
      db: h.db,
      store: h.store,
      projectors: [seenProjector()],
      logger: h.logger,
      batchSize: 50,
    });
    await second.start();
    expect(await h.progress.waitFor(appended[299]!.position, 20_000)).toBe(true);
    await second.stop();

    const rows = await h.db('seen').select('name').orderBy('seq');
    expect(rows.map((r) => r.name)).toEqual(Array.from({ length: 300 }, (_, i) => `P${i + 1}`));
  });

  it('tells a reader that starts listening later where it stands, after a batch it had nothing to apply in', async () => {
    const runner = await startSeenRunner();
    const applied = await h.store.appendToStream('plan-before', [planCreated({ name: 'Before' })], {
      expectedRevision: 'no_stream',
    });
    expect(await h.progress.waitFor(applied.position, 10_000)).toBe(true);
    // An event this projector does not handle: the runner only announces its new position.
    const skipped = await h.store.appendToStream(
      'plan-other',
      [planEvent('PlanDeactivated', { planId: randomUUID() })],
      {
        expectedRevision: 'no_stream',
      },
    );
    expect(await h.progress.waitFor(skipped.position, 10_000)).toBe(true);
    const later = createProjectionProgress({
      db: h.db,
      connectionString: h.url,
      projectorNames: ['seen'],
    });
    try {
      expect(await later.waitFor(skipped.position, 10_000)).toBe(true);
    } finally {
      await later.close();
      await runner.stop();
    }
  });

  it('wakes on a new event without polling and applies it', async () => {
    const runner = await startSeenRunner();
    const result = await h.store.appendToStream('plan-late', [planCreated({ name: 'Late' })], {
      expectedRevision: 'no_stream',
    });
    expect(await h.progress.waitFor(result.position, 10_000)).toBe(true);
    await runner.stop();
    expect(await h.db('seen').where({ name: 'Late' }).count('* as c').first()).toEqual({ c: '1' });
  });
});
