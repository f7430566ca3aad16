import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DomainError,
  financialYearOf,
  membershipStream,
  messages,
  receiptCounterStream,
  recordPaymentRequest,
  reservationStream,
  type EventStore,
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
import { membershipDecider, type PlanFacts } from '@gym/domain';
import { createTestDatabase } from '../../../scripts/test/db';
import { createCommandHandler, type CommandHandler } from '../commands/handleCommand';
import { createSnapshotStore } from '../commands/snapshots';
import { commandServiceMigrations } from '../migrations';
import { createReservations, type Reservations } from '../reservations/reservations';
import { activeMember, admitsHome, mainBranch } from '../../../scripts/test/sampleMember';
import { RECEIPT_NUMBERING, createReceiptNumbering } from './receiptNumbering';
import { createPaymentRecorder } from './recordPayment';

const TIME_ZONE = 'Asia/Kolkata';
const now = new Date('2026-11-20T05:30:00.000Z');
const year = financialYearOf('2026-11-20');
const staffUserId = randomUUID();

const plan = (pricePaise: number): PlanFacts => ({
  planId: randomUUID(),
  name: 'Gold',
  pricePaise,
  durationDays: 30,
  isActive: true,
  admits: admitsHome,
});

describe('recordPayment (the command module behind POST /api/payments)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Db;
  let store: EventStore;
  let handle: CommandHandler;
  let reservations: Reservations;
  let progress: ProjectionProgress;
  let runner: ProjectionRunner;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDb(database.url);
    await migrateToLatest(db, ...commandServiceMigrations);
    store = createPostgresEventStore({ connectionString: database.url });
    handle = createCommandHandler({ store, snapshots: createSnapshotStore(db) });
    reservations = createReservations(handle);
    progress = createProjectionProgress({
      db,
      connectionString: database.url,
      projectorNames: [RECEIPT_NUMBERING],
    });
    runner = createProjectionRunner({
      db,
      store,
      projectors: [],
      reactors: [createReceiptNumbering({ clock: () => now })],
      logger: createLogger({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    });
    await runner.start();
  });

  afterAll(async () => {
    await runner?.stop();
    await progress?.close();
    await store?.close();
    await db?.destroy();
    await database?.drop();
  });

  const context = () => ({ actorUserId: staffUserId, correlationId: randomUUID(), now });

  /** A recorder as the payment routes build it. */
  function recorder() {
    const record = createPaymentRecorder({
      handle,
      reservations,
      store,
      progress,
      timeZone: TIME_ZONE,
    });
    return { record };
  }

  /** A membership owing ₹1500, straight through its decider. */
  async function membership() {
    const membershipId = randomUUID();
    const memberId = randomUUID();
    await handle(
      membershipDecider,
      membershipStream(membershipId),
      {
        type: 'CreateMembership',
        membershipId,
        member: activeMember(memberId),
        plan: plan(150_000),
        branch: mainBranch,
        gstOnTop: null,
        startDate: '2026-11-01',
        renewsMembershipId: null,
        nextPaymentDueDate: null,
      },
      context(),
    );
    return membershipId;
  }

  const request = (membershipId: string, body: Record<string, unknown>) =>
    recordPaymentRequest.parse({ membershipId, ...body });

  /** Every event appended after `position` (global_position), as stream and type. */
  async function appendedAfter(position: number) {
    const rows: { stream_id: string; event_type: string }[] = await db('events')
      .where('global_position', '>', position)
      .orderBy('global_position')
      .select('stream_id', 'event_type');
    return rows.map((r) => `${r.stream_id} ${r.event_type}`);
  }
  async function lastPosition(): Promise<number> {
    const row = await db('events').max('global_position as last').first();
    return Number(row?.last ?? 0);
  }

  it('records the payment in its membership and answers once it has its automatic number', async () => {
    const membershipId = await membership();
    const { record } = recorder();
    const payment = await record(request(membershipId, { amount: '500' }), null, context());
    expect(payment.recorded).toBe(true);

    const [recorded] = await store.readStream(membershipStream(membershipId), {
      fromRevision: 1n,
    });
    expect(recorded).toMatchObject({
      type: 'PaymentRecorded',
      data: {
        paymentId: payment.paymentId,
        amountPaise: 50_000,
        method: 'cash',
        paymentDay: '2026-11-20',
        manualReceiptNumber: null,
        receivedByUserId: staffUserId,
      },
    });
    // The answer's position is the number's, so a read after it shows the payment numbered.
    const number = await store.readLastEvent(receiptCounterStream(year));
    expect(number?.data).toMatchObject({
      paymentId: payment.paymentId,
      receiptNumber: expect.stringMatching(new RegExp(`^RCP/${year}/\\d{6}$`)),
    });
    expect(payment.position).toEqual(number?.position);
  });

  it('keeps a manual receipt number: reserved for the payment, no automatic number', async () => {
    const membershipId = await membership();
    const { record } = recorder();
    const before = await lastPosition();
    const payment = await record(
      request(membershipId, { amount: '500', receiptNumber: 'BOOK-7' }),
      null,
      context(),
    );
    expect(payment.recorded).toBe(true);
    expect(await appendedAfter(before)).toEqual([
      `${reservationStream('receipt-number', 'BOOK-7')} ValueReserved`,
      `${membershipStream(membershipId)} PaymentRecorded`,
    ]);
    // Another payment cannot take the same number.
    await expect(
      record(request(membershipId, { amount: '100', receiptNumber: 'BOOK-7' }), null, context()),
    ).rejects.toMatchObject({
      kind: 'conflict',
      message: messages.receiptNumberTaken,
      fieldErrors: { receiptNumber: messages.receiptNumberTaken },
    });
  });

  it('frees a manual receipt number when the payment is refused, and appends nothing else', async () => {
    const membershipId = await membership();
    const { record } = recorder();
    const before = await lastPosition();
    const tooMuch = request(membershipId, { amount: '1600', receiptNumber: 'BOOK-8' });
    const refusal = await record(tooMuch, null, context()).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({
      kind: 'invalid',
      message: messages.amountExceedsBalance('₹1,500'),
    });
    const reservation = reservationStream('receipt-number', 'BOOK-8');
    expect(await appendedAfter(before)).toEqual([
      `${reservation} ValueReserved`,
      `${reservation} ValueReleased`,
    ]);

    // The number is free again for the payment that is accepted.
    const payment = await record(
      request(membershipId, { amount: '1500', receiptNumber: 'BOOK-8' }),
      null,
      context(),
    );
    expect(payment.recorded).toBe(true);
  });

  it('records a payment once for a retry with the same Idempotency-Key', async () => {
    const membershipId = await membership();
    const { record } = recorder();
    const body = { amount: '250', paymentMethod: 'upi' };
    const first = await record(request(membershipId, body), 'key-1', context());
    expect(first.recorded).toBe(true);

    const retry = await record(request(membershipId, body), 'key-1', context());
    expect(retry).toMatchObject({ paymentId: first.paymentId, recorded: false });
    const payments = (await store.readStream(membershipStream(membershipId))).filter(
      (e) => e.type === 'PaymentRecorded',
    );
    expect(payments).toHaveLength(1);
  });
});
