import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  MAIN_BRANCH_ID,
  SCHEMA_VERSION,
  START,
  branchStream,
  financialYearOf,
  membershipStream,
  receiptCounterStream,
  type EventStore,
  type GlobalPosition,
  type NewEvent,
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
  createProjectionProgress,
  createProjectionRunner,
  loadCheckpoint,
  parseEvents,
  type ProjectionProgress,
  type ProjectionRunner,
} from '@gym/projection-service';
import { createTestDatabase } from '../../../scripts/test/db';
import { countingStore } from '../testing/countingStore';
import { RECEIPT_NUMBERING, createReceiptNumbering } from './receiptNumbering';

const paymentDay = '2026-11-20';
const year = financialYearOf(paymentDay);
const counterStream = receiptCounterStream(year);

const metadata = () => ({
  eventId: randomUUID(),
  occurredAt: `${paymentDay}T05:00:00.000Z`,
  actorUserId: null,
  correlationId: randomUUID(),
  causationId: null,
  schemaVersion: SCHEMA_VERSION,
});

function paymentRecorded(
  membershipId: string,
  manualReceiptNumber: string | null = null,
  branchId: string = MAIN_BRANCH_ID,
): NewEvent {
  return {
    type: 'PaymentRecorded',
    data: {
      paymentId: randomUUID(),
      membershipId,
      memberId: randomUUID(),
      branchId,
      amountPaise: 10_000,
      method: 'cash',
      paidAt: `${paymentDay}T05:00:00.000Z`,
      paymentDay,
      manualReceiptNumber,
      notes: null,
      nextPaymentDueDate: null,
      receivedByUserId: null,
      idempotencyKey: null,
    },
    metadata: metadata(),
  };
}

/** Records `count` payments, 100 to a membership (the numbering reads only the log). */
async function recordPayments(store: EventStore, count: number): Promise<GlobalPosition> {
  let last: GlobalPosition = START;
  for (let done = 0; done < count; done += 100) {
    const membershipId = randomUUID();
    const events = Array.from({ length: Math.min(100, count - done) }, () =>
      paymentRecorded(membershipId),
    );
    ({ position: last } = await store.appendToStream(membershipStream(membershipId), events, {
      expectedRevision: 'no_stream',
    }));
  }
  return last;
}

/** The log's first `count` events; readers may be held back a moment by other transactions. */
async function readAllUntil(store: EventStore, count: number) {
  let wake = () => undefined as void;
  const stop = await store.watch(() => wake());
  try {
    for (;;) {
      const woken = new Promise<void>((resolve) => (wake = resolve));
      const events = await store.readAll({ after: START, limit: count });
      if (events.length === count) return events;
      await woken;
    }
  } finally {
    await stop();
  }
}

async function numbersOf(store: EventStore, stream = counterStream) {
  return (await store.readStream(stream)).map((e) => {
    const d = e.data as { sequence: number; paymentId: string };
    return { sequence: d.sequence, paymentId: d.paymentId };
  });
}

describe('receipt numbering', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Db;
  let base: EventStore;
  let counting: ReturnType<typeof countingStore>;
  let progress: ProjectionProgress;
  let runner: ProjectionRunner | undefined;
  const logger = createLogger({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });

  beforeEach(async () => {
    database = await createTestDatabase();
    db = createDb(database.url);
    await migrateToLatest(db, ...commandServiceMigrations);
    base = createPostgresEventStore({ connectionString: database.url });
    counting = countingStore(base);
    progress = createProjectionProgress({
      db,
      connectionString: database.url,
      projectorNames: [RECEIPT_NUMBERING],
    });
  });

  afterEach(async () => {
    await runner?.stop();
    runner = undefined;
    await progress.close();
    await base.close();
    await db.destroy();
    await database.drop();
  });

  const numbering = () => createReceiptNumbering({ clock: () => new Date() });

  async function startNumbering() {
    runner = createProjectionRunner({
      db,
      store: counting.store,
      projectors: [],
      reactors: [numbering()],
      logger,
      batchSize: 500,
    });
    await runner.start();
  }

  /** Waits until numbering has passed `position` and then its own numbers (nothing left to read). */
  async function settled(position: GlobalPosition) {
    expect(await progress.waitFor(position, 60_000)).toBe(true);
    const last = await base.readLastEvent(counterStream);
    if (last) expect(await progress.waitFor(last.position, 60_000)).toBe(true);
  }

  it('with 10,000 numbers in the year, numbers one more reading a bounded number of events', async () => {
    await startNumbering();
    await settled(await recordPayments(base, 10_000));
    const before = await numbersOf(base);
    expect(before.map((n) => n.sequence)).toEqual(Array.from({ length: 10_000 }, (_, i) => i + 1));

    counting.reset();
    const payment = paymentRecorded(randomUUID());
    const { position } = await base.appendToStream(
      membershipStream((payment.data as { membershipId: string }).membershipId),
      [payment],
      { expectedRevision: 'no_stream' },
    );
    await settled(position);

    // The payment itself, the counter's last number, and the new number read back by the runner.
    expect(counting.total()).toBeLessThanOrEqual(5);
    expect(counting.counts.readStream).toBe(0);
    const last = await base.readLastEvent(counterStream);
    expect(last?.data).toMatchObject({
      sequence: 10_001,
      receiptNumber: `RCP/${year}/010001`,
      paymentId: (payment.data as { paymentId: string }).paymentId,
    });
  });

  it('numbers a payment recorded just before a crash when it starts again, without a retry', async () => {
    // The process recorded these and died before numbering ran.
    const recordedAt = await recordPayments(base, 3);
    await startNumbering();
    await settled(recordedAt);
    expect((await numbersOf(base)).map((n) => n.sequence)).toEqual([1, 2, 3]);
  });

  it('numbers nothing twice when it died after appending numbers but before its checkpoint', async () => {
    const recordedAt = await recordPayments(base, 3);
    // Numbers appended, then the crash: the batch's transaction (and checkpoint) never committed.
    const batch = await readAllUntil(base, 3);
    await expect(
      db.transaction(async (trx) => {
        await numbering().react(parseEvents(batch), { trx, store: base });
        throw new Error('crash before the checkpoint commits');
      }),
    ).rejects.toThrow('crash');
    expect(await loadCheckpoint(db, RECEIPT_NUMBERING)).toBeNull();
    expect(await numbersOf(base)).toHaveLength(3);

    await startNumbering();
    await settled(recordedAt);
    const next = await recordPayments(base, 1);
    await settled(next);
    const numbers = await numbersOf(base);
    expect(numbers.map((n) => n.sequence)).toEqual([1, 2, 3, 4]);
    expect(new Set(numbers.map((n) => n.paymentId)).size).toBe(4);
  });

  it('leaves manual receipt numbers alone', async () => {
    const membershipId = randomUUID();
    const { position } = await base.appendToStream(
      membershipStream(membershipId),
      [paymentRecorded(membershipId, 'BOOK-17'), paymentRecorded(membershipId)],
      { expectedRevision: 'no_stream' },
    );
    await startNumbering();
    await settled(position);
    expect((await numbersOf(base)).map((n) => n.sequence)).toEqual([1]);
  });

  it("numbers each branch's series once when a batch of two branches comes again after a crash between their appends", async () => {
    const branchId = randomUUID();
    await base.appendToStream(
      branchStream(branchId),
      [
        {
          type: 'BranchOpened',
          data: {
            branchId,
            code: 'KRM',
            receiptPrefix: 'KRM',
            name: 'Koramangala',
            address: null,
            phone: null,
            stateCode: null,
            gstin: null,
            upiId: null,
          },
          metadata: metadata(),
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    const membershipId = randomUUID();
    const { position: recordedAt } = await base.appendToStream(
      membershipStream(membershipId),
      [MAIN_BRANCH_ID, branchId, branchId, MAIN_BRANCH_ID, branchId, MAIN_BRANCH_ID].map((b) =>
        paymentRecorded(membershipId, null, b),
      ),
      { expectedRevision: 'no_stream' },
    );
    // The first series' numbers appended, then the crash before the second's and the checkpoint
    // (EventStoreDB appends the series one after another; PostgreSQL in one statement).
    const crashing: EventStore = {
      ...base,
      readStream: (...args) => base.readStream(...args),
      readLastEvent: (streamId) => base.readLastEvent(streamId),
      appendToStreams: async (appends) => {
        expect(appends).toHaveLength(2);
        await base.appendToStreams(appends.slice(0, 1));
        throw new Error('crash between the appends');
      },
    };
    const batch = await readAllUntil(base, 7);
    await expect(
      db.transaction((trx) => numbering().react(parseEvents(batch), { trx, store: crashing })),
    ).rejects.toThrow('crash');
    const branchCounter = receiptCounterStream(year, 'KRM');
    const done = [...(await numbersOf(base)), ...(await numbersOf(base, branchCounter))];
    expect(done).toHaveLength(3);

    await startNumbering();
    await settled(recordedAt);
    const branchLast = await base.readLastEvent(branchCounter);
    expect(await progress.waitFor(branchLast!.position, 60_000)).toBe(true);
    for (const stream of [counterStream, branchCounter]) {
      const numbers = await numbersOf(base, stream);
      expect(numbers.map((n) => n.sequence)).toEqual([1, 2, 3]);
      expect(new Set(numbers.map((n) => n.paymentId)).size).toBe(3);
    }
    expect(branchLast?.data).toMatchObject({ receiptNumber: `KRM/${year}/000003`, branchId });
  });
});
