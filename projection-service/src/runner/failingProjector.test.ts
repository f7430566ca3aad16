import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePosition, planStream, type AppendResult } from '@gym/contracts';
import { checkHealth } from '../health/health';
import { createProjectionProgress } from '../progress';
import { createProjectionHarness } from '../testing/harness';
import { planCreated, planEvent } from '../testing/planEvents';
import { loadCheckpoint } from './checkpoints';
import type { Projector } from './projector';
import { createProjectionRunner, type ProjectionRunner } from './runner';

type Harness = Awaited<ReturnType<typeof createProjectionHarness>>;

/** Keeps the names of the plans it sees in its own table; `broken` fails on the plan "Poison". */
function namesProjector(name: string, options: { version?: number; broken?: () => boolean } = {}) {
  const projector: Projector = {
    name,
    version: options.version ?? 1,
    tables: [name],
    handles: ['PlanCreated'],
    async apply(trx, event) {
      const plan = event.data as { planId: string; name: string };
      // A PostgreSQL error, as the memberships projector hit in production.
      if (plan.name === 'Poison' && options.broken?.()) await trx.raw('select 1/0');
      await trx(name).insert({ plan_id: plan.planId, name: plan.name });
    },
  };
  return projector;
}

/** A sleep the test ends by hand: every retry the runner waits for is visible and held. */
function heldSleeps() {
  const waits: { ms: number; end: () => void }[] = [];
  let changed = () => undefined as void;
  return {
    waits,
    sleep(ms: number, signal: AbortSignal) {
      return new Promise<void>((resolve) => {
        waits.push({ ms, end: resolve });
        signal.addEventListener('abort', () => resolve(), { once: true });
        changed();
      });
    },
    /** Resolves once the runner has asked for `count` waits in all, or fails after 10 s. */
    until(count: number) {
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${waits.length} of ${count} retry waits`)),
          10_000,
        );
        changed = () => {
          if (waits.length < count) return;
          clearTimeout(timer);
          resolve();
        };
        changed();
      });
    },
  };
}

describe('a projector that fails', () => {
  let h: Harness;
  const appended: AppendResult[] = [];
  let poison: AppendResult;
  let poisonStream: string;

  const failureRow = (projector: string) =>
    h.db('projection_failures').where({ projector }).first();
  const names = (table: string) => h.db(table).orderBy('name').pluck('name');
  const append = async (name: string) => {
    const planId = randomUUID();
    const result = await h.store.appendToStream(
      planStream(planId),
      [planCreated({ planId, name })],
      {
        expectedRevision: 'no_stream',
      },
    );
    appended.push(result);
    return { result, stream: planStream(planId) };
  };

  beforeAll(async () => {
    h = await createProjectionHarness([namesProjector('healthy')]);
    for (const table of ['healthy', 'fragile', 'flaky']) {
      await h.db.schema.createTable(table, (t) => {
        t.uuid('plan_id').primary();
        t.text('name').notNullable();
      });
    }
    await append('A1');
    await append('A2');
    // Something it does not handle, between the last good event and the bad one.
    await h.store.appendToStream(
      `plan-${randomUUID()}`,
      [planEvent('PlanDeactivated', { planId: randomUUID() })],
      { expectedRevision: 'no_stream' },
    );
    ({ result: poison, stream: poisonStream } = await append('Poison'));
    await append('A4');
  });
  afterAll(() => h?.close());

  it('is recorded at its event, backs off, leaves the others going, and recovers with a new version', async () => {
    const held = heldSleeps();
    const broken = createProjectionRunner({
      db: h.db,
      store: h.store,
      projectors: [namesProjector('healthy'), namesProjector('fragile', { broken: () => true })],
      logger: h.logger,
      retryDelayMs: 1_000,
      maxRetryDelayMs: 8_000,
      sleep: held.sleep,
    });
    let runner: ProjectionRunner | undefined = broken;
    try {
      await broken.start();
      expect(await h.progress.waitFor(appended.at(-1)!.position, 10_000)).toBe(true);
      await held.until(1);

      // Pinned to the one event: everything before it applied, the failure names it exactly.
      expect(await names('healthy')).toEqual(['A1', 'A2', 'A4', 'Poison']);
      expect(await names('fragile')).toEqual(['A1', 'A2']);
      expect((await loadCheckpoint(h.db, 'fragile'))?.position).toEqual(appended[1]!.position);
      const first = await failureRow('fragile');
      expect(first).toMatchObject({
        commit_position: poison.position.commit.toString(),
        prepare_position: poison.position.prepare.toString(),
        event_type: 'PlanCreated',
        stream_id: poisonStream,
        error: 'division by zero (SQLSTATE 22012)',
        attempts: 1,
      });
      expect(first.next_retry_at - first.last_failed_at).toBe(1_000);

      // Read-your-writes does not wait for a projector that will not get there.
      const readYourWrites = createProjectionProgress({
        db: h.db,
        connectionString: h.url,
        projectorNames: ['healthy', 'fragile'],
        giveUpOnFailing: true,
      });
      try {
        expect(await readYourWrites.waitFor(appended.at(-1)!.position, 600_000)).toBe(false);
      } finally {
        await readYourWrites.close();
      }

      // New events wake the runner: the healthy projector applies each, the failing one keeps
      // waiting for its time (a retry woken by A5 would be done by the time A6 is applied).
      for (const name of ['A5', 'A6']) {
        const { result } = await append(name);
        expect(await h.progress.waitFor(result.position, 10_000)).toBe(true);
      }
      expect(await names('healthy')).toContain('A6');
      expect(held.waits).toHaveLength(1);
      expect((await failureRow('fragile')).attempts).toBe(1);

      // Each attempt waits twice as long, up to the cap; the failure stays where it began.
      for (let attempt = 2; attempt <= 5; attempt++) {
        held.waits.at(-1)!.end();
        await held.until(attempt);
        const row = await failureRow('fragile');
        expect(row.attempts).toBe(attempt);
        expect(row.next_retry_at - row.last_failed_at).toBe(held.waits.at(-1)!.ms);
        expect(row.first_failed_at).toEqual(first.first_failed_at);
      }
      expect(held.waits.map((w) => w.ms)).toEqual([1_000, 2_000, 4_000, 8_000, 8_000]);

      const health = () =>
        checkHealth({
          db: h.db,
          store: h.store,
          projectors: [namesProjector('healthy'), namesProjector('fragile')],
          now: new Date(),
        });
      expect(await health()).toEqual({
        status: 'failing',
        database: 'up',
        projections: [
          expect.objectContaining({
            projector: 'fragile',
            position: encodePosition(poison.position),
            eventType: 'PlanCreated',
            streamId: poisonStream,
            error: 'division by zero (SQLSTATE 22012)',
            attempts: 5,
          }),
        ],
        lag: [
          expect.objectContaining({ projector: 'healthy', behind: { events: 0, capped: false } }),
          expect.objectContaining({ projector: 'fragile', behind: { events: 4, capped: false } }),
        ],
        reactors: [],
      });

      // Stop ends the wait at once.
      await broken.stop();
      runner = undefined;

      // The fix, deployed with a new version: the runner rebuilds its read model by itself.
      const fixed = createProjectionRunner({
        db: h.db,
        store: h.store,
        projectors: [namesProjector('healthy'), namesProjector('fragile', { version: 2 })],
        logger: h.logger,
      });
      runner = fixed;
      const fragileProgress = createProjectionProgress({
        db: h.db,
        connectionString: h.url,
        projectorNames: ['fragile'],
      });
      try {
        await fixed.start();
        expect(await fragileProgress.waitFor(appended.at(-1)!.position, 10_000)).toBe(true);
      } finally {
        await fragileProgress.close();
      }
      expect(await names('fragile')).toEqual(['A1', 'A2', 'A4', 'A5', 'A6', 'Poison']);
      expect(await failureRow('fragile')).toBeUndefined();
      expect(await health()).toMatchObject({ status: 'ok', database: 'up', projections: [] });
    } finally {
      await runner?.stop();
    }
  });

  it('recovers on its next attempt when fixed without a new version', async () => {
    const held = heldSleeps();
    let isBroken = true;
    const runner = createProjectionRunner({
      db: h.db,
      store: h.store,
      projectors: [namesProjector('flaky', { broken: () => isBroken })],
      logger: h.logger,
      sleep: held.sleep,
    });
    const flakyProgress = createProjectionProgress({
      db: h.db,
      connectionString: h.url,
      projectorNames: ['flaky'],
    });
    try {
      await runner.start();
      await held.until(1);
      expect(await failureRow('flaky')).toMatchObject({ event_type: 'PlanCreated', attempts: 1 });

      isBroken = false;
      held.waits[0]!.end();
      expect(await flakyProgress.waitFor(appended.at(-1)!.position, 10_000)).toBe(true);
      expect(await names('flaky')).toEqual(await names('healthy'));
      expect(await failureRow('flaky')).toBeUndefined();
      expect(held.waits).toHaveLength(1);
    } finally {
      await runner.stop();
      await flakyProgress.close();
    }
  });
});
