import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  START,
  WrongExpectedRevisionError,
  comparePositions,
  type EventStore,
  type GlobalPosition,
  type NewEvent,
} from '@gym/contracts';

/** Appends `event` in a transaction the test commits later (only where the adapter can show it). */
export type HoldOpenAppend = (
  streamId: string,
  event: NewEvent,
) => Promise<{ commit(): Promise<void>; rollback(): Promise<void> }>;

export interface ContractSetup {
  store: EventStore;
  cleanup(): Promise<void>;
  holdOpenAppend?: HoldOpenAppend;
  /** appendToStreams is all or nothing (PostgreSQL), not one stream after another. */
  bulkAppendIsAtomic?: boolean;
}

export function newEvent(type: string, data: Record<string, unknown> = {}): NewEvent {
  return {
    type,
    data,
    metadata: {
      eventId: randomUUID(),
      occurredAt: new Date().toISOString(),
      actorUserId: null,
      correlationId: randomUUID(),
      causationId: null,
      schemaVersion: 1,
    },
  };
}

const stream = (label: string) => `test${label}-${randomUUID()}`;

/** The events of `streams` readable now after `after`, read through readAll in pages. */
async function readAllOf(store: EventStore, after: GlobalPosition, streams: string[]) {
  const out = [];
  let position = after;
  for (;;) {
    const page = await store.readAll({ after: position, limit: 100 });
    if (page.length === 0) return out;
    out.push(...page.filter((e) => streams.includes(e.streamId)));
    position = page[page.length - 1]!.position;
  }
}

/**
 * Reads until `count` events of `streams` arrived. A reader may be held back for a moment by a
 * transaction still open elsewhere on the server; the store's wake-ups say when to look again.
 */
async function readUntil(
  store: EventStore,
  after: GlobalPosition,
  streams: string[],
  count: number,
) {
  let woken: () => void = () => undefined;
  const stop = await store.watch(() => woken());
  try {
    const deadline = Date.now() + 10_000;
    const out = [];
    let position = after;
    while (out.length < count && Date.now() < deadline) {
      const wake = new Promise<void>((resolve) => (woken = resolve));
      const page = await store.readAll({ after: position, limit: 100 });
      if (page.length === 0) {
        await Promise.race([wake, new Promise((r) => setTimeout(r, deadline - Date.now()))]);
        continue;
      }
      out.push(...page.filter((e) => streams.includes(e.streamId)));
      position = page[page.length - 1]!.position;
    }
    return out;
  } finally {
    await stop();
  }
}

/** The event store contract: every adapter passes the same suite. */
export function describeEventStoreContract(name: string, setup: () => Promise<ContractSetup>) {
  describe(`event store contract: ${name}`, () => {
    let ctx: ContractSetup;
    beforeAll(async () => {
      ctx = await setup();
    });
    afterAll(async () => {
      await ctx?.cleanup();
    });

    it('appends to a new stream and reads it back in order with data and metadata', async () => {
      const id = stream('order');
      const events = [newEvent('A', { n: 1 }), newEvent('B', { n: 2, text: 'ü ₹' }), newEvent('C')];
      const result = await ctx.store.appendToStream(id, events, { expectedRevision: 'no_stream' });
      expect(result.nextExpectedRevision).toBe(2n);

      const read = await ctx.store.readStream(id);
      expect(read.map((e) => [e.type, e.revision, e.data])).toEqual([
        ['A', 0n, { n: 1 }],
        ['B', 1n, { n: 2, text: 'ü ₹' }],
        ['C', 2n, {}],
      ]);
      expect(read[1]!.metadata).toEqual(events[1]!.metadata);
      expect(comparePositions(read[2]!.position, result.position)).toBe(0);
      expect(await ctx.store.readStream(id, { fromRevision: 2n })).toHaveLength(1);
      const one = await ctx.store.readStream(id, { fromRevision: 1n, limit: 1 });
      expect(one.map((e) => [e.type, e.revision])).toEqual([['B', 1n]]);
    });

    it('answers [] for a stream that does not exist', async () => {
      expect(await ctx.store.readStream(stream('missing'))).toEqual([]);
      expect(await ctx.store.readLastEvent(stream('missing'))).toBeNull();
    });

    it('appends to several streams in one call, in order, each at its expected revision', async () => {
      const [a, b, refused] = [stream('bulkA'), stream('bulkB'), stream('bulkC')];
      await ctx.store.appendToStream(a, [newEvent('A1')], { expectedRevision: 'no_stream' });
      const results = await ctx.store.appendToStreams([
        { streamId: a, events: [newEvent('A2'), newEvent('A3')], expectedRevision: 0n },
        { streamId: b, events: [newEvent('B1')], expectedRevision: 'no_stream' },
      ]);
      expect(results.map((r) => r.nextExpectedRevision)).toEqual([2n, 0n]);
      expect(comparePositions(results[0]!.position, results[1]!.position)).toBeLessThan(0);
      expect((await ctx.store.readStream(a)).map((e) => e.type)).toEqual(['A1', 'A2', 'A3']);
      await expect(
        ctx.store.appendToStreams([
          { streamId: refused, events: [newEvent('C1')], expectedRevision: 'no_stream' },
          { streamId: b, events: [newEvent('B2')], expectedRevision: 'no_stream' },
        ]),
      ).rejects.toThrow();
      expect((await ctx.store.readStream(b)).map((e) => e.type)).toEqual(['B1']);
      if (ctx.bulkAppendIsAtomic) expect(await ctx.store.readLastEvent(refused)).toBeNull();
    });

    it("reads a stream's newest event alone, as readStream has it", async () => {
      const id = stream('last');
      await ctx.store.appendToStream(id, [newEvent('A'), newEvent('B', { n: 2 })], {
        expectedRevision: 'no_stream',
      });
      const result = await ctx.store.appendToStream(id, [newEvent('C', { n: 3 })], {
        expectedRevision: 1n,
      });
      const last = await ctx.store.readLastEvent(id);
      expect(last).toEqual((await ctx.store.readStream(id)).at(-1));
      expect([last?.type, last?.revision, last?.data]).toEqual(['C', 2n, { n: 3 }]);
      expect(comparePositions(last!.position, result.position)).toBe(0);
    });

    it('refuses an append whose expected revision does not match, and appends nothing', async () => {
      const id = stream('expected');
      await ctx.store.appendToStream(id, [newEvent('A')], { expectedRevision: 'no_stream' });

      await expect(
        ctx.store.appendToStream(id, [newEvent('B')], { expectedRevision: 'no_stream' }),
      ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await expect(
        ctx.store.appendToStream(id, [newEvent('B')], { expectedRevision: 5n }),
      ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await expect(
        ctx.store.appendToStream(stream('absent'), [newEvent('B')], {
          expectedRevision: 'stream_exists',
        }),
      ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      expect(await ctx.store.readStream(id)).toHaveLength(1);

      await ctx.store.appendToStream(id, [newEvent('B')], { expectedRevision: 0n });
      await ctx.store.appendToStream(id, [newEvent('C')], { expectedRevision: 'stream_exists' });
      await ctx.store.appendToStream(id, [newEvent('D')], { expectedRevision: 'any' });
      expect((await ctx.store.readStream(id)).map((e) => e.type)).toEqual(['A', 'B', 'C', 'D']);
    });

    it('lets exactly one of 10 concurrent appends with the same expected revision win', async () => {
      const id = stream('race');
      await ctx.store.appendToStream(id, [newEvent('Start')], { expectedRevision: 'no_stream' });
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, (_, i) =>
          ctx.store.appendToStream(id, [newEvent('Racer', { i })], { expectedRevision: 0n }),
        ),
      );
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r) => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(9);
      for (const r of lost) expect(r.reason).toBeInstanceOf(WrongExpectedRevisionError);
      expect((await ctx.store.readStream(id)).map((e) => e.type)).toEqual(['Start', 'Racer']);
    });

    it('records a retried append (same event ids) once and answers the same result', async () => {
      const id = stream('retry');
      const events = [newEvent('Paid', { amount: 100 }), newEvent('Receipt')];
      const first = await ctx.store.appendToStream(id, events, { expectedRevision: 'no_stream' });
      const again = await ctx.store.appendToStream(id, events, { expectedRevision: 'no_stream' });
      expect(again.nextExpectedRevision).toBe(first.nextExpectedRevision);
      expect(comparePositions(again.position, first.position)).toBe(0);
      const concurrent = await Promise.all([
        ctx.store.appendToStream(id, events, { expectedRevision: 'any' }),
        ctx.store.appendToStream(id, events, { expectedRevision: 1n }),
      ]);
      for (const r of concurrent) expect(r.nextExpectedRevision).toBe(1n);
      expect(await ctx.store.readStream(id)).toHaveLength(2);
    });

    it('reads all streams in one global order, strictly after a position', async () => {
      const [a, b] = [stream('allA'), stream('allB')];
      const r1 = await ctx.store.appendToStream(a, [newEvent('A1')], {
        expectedRevision: 'no_stream',
      });
      await ctx.store.appendToStream(b, [newEvent('B1'), newEvent('B2')], {
        expectedRevision: 'no_stream',
      });
      await ctx.store.appendToStream(a, [newEvent('A2')], { expectedRevision: 0n });

      const all = await readUntil(ctx.store, START, [a, b], 4);
      expect(all.map((e) => e.type)).toEqual(['A1', 'B1', 'B2', 'A2']);
      for (let i = 1; i < all.length; i++) {
        expect(comparePositions(all[i - 1]!.position, all[i]!.position)).toBe(-1);
      }
      const after = await readUntil(ctx.store, r1.position, [a, b], 3);
      expect(after.map((e) => e.type)).toEqual(['B1', 'B2', 'A2']);
    });

    it('pages through many events in global order, each exactly once', async () => {
      const streams = [stream('pageA'), stream('pageB'), stream('pageC')];
      const start = await lastPosition(ctx.store);
      const expected: string[] = [];
      for (let i = 0; i < 60; i++) {
        const id = streams[i % 3]!;
        await ctx.store.appendToStream(id, [newEvent(`E${i}`)], { expectedRevision: 'any' });
        expected.push(`E${i}`);
      }
      const seen: string[] = [];
      let position = start;
      // A transaction open elsewhere on the server may hold the tail back a moment: wait for the
      // store's wake-up rather than stop at an empty page.
      let woken: () => void = () => undefined;
      const stop = await ctx.store.watch(() => woken());
      const deadline = Date.now() + 10_000;
      try {
        while (seen.length < expected.length && Date.now() < deadline) {
          const wake = new Promise<void>((resolve) => (woken = resolve));
          const page = await ctx.store.readAll({ after: position, limit: 7 });
          if (page.length === 0) {
            await Promise.race([wake, new Promise((r) => setTimeout(r, deadline - Date.now()))]);
            continue;
          }
          for (let i = 1; i < page.length; i++) {
            expect(comparePositions(page[i - 1]!.position, page[i]!.position)).toBe(-1);
          }
          seen.push(...page.filter((e) => streams.includes(e.streamId)).map((e) => e.type));
          position = page[page.length - 1]!.position;
        }
      } finally {
        await stop();
      }
      expect(seen).toEqual(expected);
    });

    it('wakes a watcher when an event is appended', async () => {
      let resolveWoken: () => void = () => undefined;
      const woken = new Promise<void>((resolve) => (resolveWoken = resolve));
      let armed = false;
      const stop = await ctx.store.watch(() => {
        if (armed) resolveWoken();
      });
      armed = true;
      await ctx.store.appendToStream(stream('watch'), [newEvent('W')], {
        expectedRevision: 'no_stream',
      });
      await woken;
      await stop();
    });

    it('never lets a reader skip an event whose transaction commits after later ones', async (testContext) => {
      if (!ctx.holdOpenAppend) {
        testContext.skip(
          `${name} commits each append atomically in log order; there is no open transaction to hold`,
        );
        return;
      }
      const [early, late] = [stream('early'), stream('late')];
      let position = await lastPosition(ctx.store);

      const held = await ctx.holdOpenAppend(early, newEvent('Early'));
      await ctx.store.appendToStream(late, [newEvent('Late1')], { expectedRevision: 'no_stream' });
      await ctx.store.appendToStream(late, [newEvent('Late2')], { expectedRevision: 0n });

      // While the early transaction is open, the later events are held back rather than delivered past it.
      const whileOpen = await readAllOf(ctx.store, position, [early, late]);
      expect(whileOpen).toEqual([]);
      position = await lastPosition(ctx.store, position);

      await held.commit();
      const delivered = await readUntil(ctx.store, position, [early, late], 3);
      expect(delivered.map((e) => e.type)).toEqual(['Early', 'Late1', 'Late2']);
    });
  });
}

async function lastPosition(
  store: EventStore,
  from: GlobalPosition = START,
): Promise<GlobalPosition> {
  let position = from;
  for (;;) {
    const page = await store.readAll({ after: position, limit: 500 });
    if (page.length === 0) return position;
    position = page[page.length - 1]!.position;
  }
}
