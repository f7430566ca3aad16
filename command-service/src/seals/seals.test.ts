import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BOOK_SEALS_STREAM,
  MAIN_BRANCH_ID,
  SCHEMA_VERSION,
  START,
  dayCloseStream,
  encodePosition,
  membershipStream,
  shortDigest,
  type EventStore,
  type GlobalPosition,
  type NewEvent,
} from '@gym/contracts';
import {
  createDb,
  createLogger,
  createPostgresEventStore,
  migrateToLatest,
  type Db,
} from '@gym/platform';
import {
  createProjectionProgress,
  createProjectionRunner,
  type ProjectionProgress,
  type ProjectionRunner,
} from '@gym/projection-service';
import { createTestDatabase } from '../../../scripts/test/db';
import { commandServiceMigrations } from '../migrations';
import { emptyDayClosed } from '../testing/dayClosed';
import { countingStore } from '../testing/countingStore';
import { BOOK_SEALER, createBookSealer } from './sealer';
import { readSeals, verifyBooks } from './verifyBooks';

const day = '2026-11-20';

function paymentRecorded(membershipId: string, amountPaise = 10_000): NewEvent {
  return {
    type: 'PaymentRecorded',
    data: {
      paymentId: randomUUID(),
      membershipId,
      memberId: randomUUID(),
      branchId: MAIN_BRANCH_ID,
      amountPaise,
      method: 'cash',
      paidAt: `${day}T05:00:00.000Z`,
      paymentDay: day,
      manualReceiptNumber: null,
      notes: 'paid at the desk, "cash" \\ ₹ ✓',
      nextPaymentDueDate: null,
      receivedByUserId: null,
      idempotencyKey: null,
    },
    metadata: {
      eventId: randomUUID(),
      occurredAt: `${day}T05:00:00.000Z`,
      actorUserId: null,
      correlationId: randomUUID(),
      causationId: null,
      schemaVersion: SCHEMA_VERSION,
    },
  };
}

/** `count` payments, ten to a membership stream; the last one's position. */
async function recordPayments(store: EventStore, count: number): Promise<GlobalPosition> {
  let last: GlobalPosition = START;
  for (let done = 0; done < count; done += 10) {
    const membershipId = randomUUID();
    const events = Array.from({ length: Math.min(10, count - done) }, (_, i) =>
      paymentRecorded(membershipId, 10_000 + done + i),
    );
    ({ position: last } = await store.appendToStream(membershipStream(membershipId), events, {
      expectedRevision: 'no_stream',
    }));
  }
  return last;
}

describe('sealing the books', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Db;
  let base: EventStore;
  let counting: ReturnType<typeof countingStore>;
  let progress: ProjectionProgress;
  let runner: ProjectionRunner | undefined;
  let now = new Date('2026-11-20T05:00:00.000Z');
  const logger = createLogger({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });

  beforeEach(async () => {
    now = new Date('2026-11-20T05:00:00.000Z');
    database = await createTestDatabase();
    db = createDb(database.url);
    await migrateToLatest(db, ...commandServiceMigrations);
    base = createPostgresEventStore({ connectionString: database.url });
    counting = countingStore(base);
    progress = createProjectionProgress({
      db,
      connectionString: database.url,
      projectorNames: [BOOK_SEALER],
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

  async function startSealer() {
    runner = createProjectionRunner({
      db,
      store: counting.store,
      projectors: [],
      reactors: [createBookSealer({ clock: () => now })],
      logger,
    });
    await runner.start();
  }

  /** Waits until the sealer has passed `position`, and then the seal it may have appended. */
  async function sealed(position: GlobalPosition) {
    expect(await progress.waitFor(position, 60_000)).toBe(true);
    const last = await base.readLastEvent(BOOK_SEALS_STREAM);
    if (last) expect(await progress.waitFor(last.position, 60_000)).toBe(true);
  }

  const verify = (digest?: string) =>
    verifyBooks({
      databaseUrl: database.url,
      store: base,
      logOnPostgres: true,
      digest,
      readModels: null,
    });

  const hashedCount = async () =>
    Number((await db('book_event_hashes').count<{ n: string }[]>('* as n'))[0]!.n);

  it('seals at once, then not again within the hour, then an hour on; after a stop it catches up, sealing nothing twice', async () => {
    const first = await recordPayments(base, 30);
    await startSealer();
    await sealed(first);
    // The first batch is sealed at once (no seal yet); how much it holds depends on what else
    // the server runs (the store reads below the oldest open transaction).
    expect(await readSeals(base)).toHaveLength(1);

    now = new Date('2026-11-20T05:30:00.000Z');
    await sealed(await recordPayments(base, 10));
    expect(await readSeals(base)).toHaveLength(1);

    await runner!.stop();
    runner = undefined;
    // Written while no sealer ran.
    const whileDown = await recordPayments(base, 20);
    now = new Date('2026-11-20T06:00:00.000Z');
    await startSealer();
    await sealed(whileDown);
    const seals = await readSeals(base);
    expect(seals).toHaveLength(2);
    expect(seals[1]!.previousDigest).toBe(seals[0]!.headDigest);

    const result = await verify(shortDigest(seals[1]!.headDigest));
    expect(result).toMatchObject({
      matches: true,
      sealsChecked: 2,
      firstMismatch: null,
      digest: { matches: true, seal: { sealNumber: 2 } },
    });
    // 60 payments and 2 seals, each hashed once (the primary key would refuse a second), each
    // sealed once: the seals' counts and what waits add up to the log.
    expect(result.eventsChecked).toBe(62);
    expect(await hashedCount()).toBe(62);
    expect(seals[0]!.eventCount + seals[1]!.eventCount + result.unsealedEvents).toBe(62);
  });

  it('seals at a day close, within the hour of the last seal', async () => {
    await startSealer();
    await sealed(await recordPayments(base, 10));
    expect(await readSeals(base)).toHaveLength(1);

    now = new Date('2026-11-20T05:10:00.000Z');
    const { position } = await base.appendToStream(
      dayCloseStream(MAIN_BRANCH_ID, day),
      [
        {
          ...emptyDayClosed(MAIN_BRANCH_ID, day),
          metadata: { ...paymentRecorded(randomUUID()).metadata, eventId: randomUUID() },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    await sealed(position);
    const seals = await readSeals(base);
    expect(seals).toHaveLength(2);
    // The close itself is inside the seal its day's digest names.
    expect(seals[1]!.lastPosition).toBe(encodePosition(position));
  });

  it('verifies a log whose transaction ids gain a digit (commit order is numeric, not text)', async () => {
    // Two events committed by transactions 999 and 1000 ("1000" sorts before "999" as text).
    const membershipId = randomUUID();
    for (const [revision, transactionId] of [
      [0, '999'],
      [1, '1000'],
    ] as const) {
      const event = paymentRecorded(membershipId);
      await db('events').insert({
        transaction_id: db.raw('?::xid8', [transactionId]),
        stream_id: membershipStream(membershipId),
        stream_revision: revision,
        event_id: event.metadata.eventId,
        event_type: event.type,
        data: event.data,
        metadata: event.metadata,
      });
    }
    await startSealer();
    await sealed(await recordPayments(base, 10));
    expect(await verify()).toMatchObject({ matches: true, firstMismatch: null, eventsChecked: 13 });
  });

  it('a batch reads only the events since the checkpoint, however long the log', async () => {
    await startSealer();
    await sealed(await recordPayments(base, 2_000));
    counting.reset();
    now = new Date('2026-11-20T07:00:00.000Z');
    await sealed(await recordPayments(base, 5));
    // The 5 payments, the seal read back, and one read of the last seal per batch.
    expect(counting.counts.readAll).toBeLessThanOrEqual(6);
    expect(counting.counts.readStream).toBe(0);
    expect(counting.counts.readLastEvent).toBeLessThanOrEqual(4);
    const [firstSeal, secondSeal] = await readSeals(base);
    // The rest of the 2,000 (sealed within the hour, so not yet), the first seal's event, the 5.
    expect(secondSeal).toMatchObject({
      sealNumber: 2,
      eventCount: 2_000 - firstSeal!.eventCount + 6,
    });
  });

  it('names a payment changed, an event deleted and one inserted by SQL, and a digest the books no longer give', async () => {
    await startSealer();
    await sealed(await recordPayments(base, 40));
    now = new Date('2026-11-20T06:00:00.000Z');
    await sealed(await recordPayments(base, 40));
    const seals = await readSeals(base);
    expect(seals).toHaveLength(2);
    const received = shortDigest(seals[1]!.headDigest);
    expect(await verify(received)).toMatchObject({ matches: true, firstMismatch: null });

    const rows = await db('events')
      .select(db.raw('transaction_id::text as tx'), 'global_position', 'event_id', 'stream_id')
      .where('event_type', 'PaymentRecorded')
      .orderBy(['transaction_id', 'global_position']);
    const changed = rows[5] as {
      tx: string;
      global_position: string;
      event_id: string;
      stream_id: string;
    };
    const deleted = rows[50] as typeof changed;
    const insertedAfter = rows[20] as typeof changed;
    const insertedPosition = 1_000_000;
    await db.raw('alter table events disable trigger events_no_update_or_delete');
    await db.raw(
      `update events set data = jsonb_set(data, '{amountPaise}', '99900') where global_position = ?`,
      [changed.global_position],
    );
    await db.raw('delete from events where global_position = ?', [deleted.global_position]);
    const forged = paymentRecorded(randomUUID(), 50_000);
    await db.raw(
      `insert into events (transaction_id, global_position, stream_id, stream_revision, event_id,
         event_type, data, metadata)
       overriding system value
       values (?::xid8, ?, ?, 0, ?, 'PaymentRecorded', ?::jsonb, ?::jsonb)`,
      [
        insertedAfter.tx,
        insertedPosition,
        membershipStream(randomUUID()),
        forged.metadata.eventId,
        JSON.stringify(forged.data),
        JSON.stringify(forged.metadata),
      ],
    );
    await db.raw('alter table events enable trigger events_no_update_or_delete');

    const result = await verify(received);
    expect(result.matches).toBe(false);
    const found = result.mismatches.map((m) => [m.kind, m.position, m.eventId]);
    expect(found).toContainEqual([
      'changed',
      `${changed.tx}/${changed.global_position}`,
      changed.event_id,
    ]);
    expect(found).toContainEqual([
      'deleted',
      `${deleted.tx}/${deleted.global_position}`,
      deleted.event_id,
    ]);
    expect(found).toContainEqual([
      'inserted',
      `${insertedAfter.tx}/${insertedPosition}`,
      forged.metadata.eventId,
    ]);
    // The first in log order, named as an owner would read it.
    expect(result.firstMismatch).toMatchObject({
      kind: 'changed',
      eventType: 'PaymentRecorded',
      streamId: changed.stream_id,
    });
    expect(result.mismatches.filter((m) => m.kind === 'seal').map((m) => m.sealNumber)).toEqual([
      1, 2,
    ]);
    expect(result.digest).toMatchObject({ matches: false, seal: { sealNumber: 2 } });
  });

  it('hashes the same canonical bytes in PostgreSQL as in JavaScript', async () => {
    await startSealer();
    const last = await recordPayments(base, 3);
    await sealed(last);
    const result = await verify();
    expect(result.mismatches).toEqual([]);
    expect(result).toMatchObject({ matches: true, eventsChecked: 4 });
    expect(encodePosition(last)).toBeTruthy();
  });
});
