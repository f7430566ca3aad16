import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_TIME_ZONE,
  START,
  type EventStore,
  type EventType,
  type RecordedEvent,
  readDomainEvent,
} from '@gym/contracts';
import type { ProjectedEvent } from '@gym/projection-service';
import { createDb, createLogger, createPostgresEventStore, type Db } from '@gym/platform';
import { createTestDatabase } from '../../../scripts/test/db';
import { createJobs } from '../jobs/definitions';
import { createNotifier } from '../notifications/createNotifier';
import { startTestSmtpServer } from '../notifications/testing';
import { createInProcessReceiptRenderer } from '../receipts/receiptRenderer';
import type { CommandServiceOptions, RunningService } from '../server';
import { createClient, type TestClient } from '../testing/httpClient';
import { createMember, createMembership, createPlan, pay } from '../testing/fixtures';
import { startTestServer } from '../testing/startTestServer';
import { createReceiptEmailsReactor } from './reactor';

const logger = createLogger({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
const gym = { name: 'Test Gym', address: '1 MG Road, Bengaluru' };
const jobsOn: CommandServiceOptions['jobs'] = { worker: true, mailFrom: 'gym@example.com' };
const jobsOff: CommandServiceOptions['jobs'] = { ...jobsOn, off: true };
const WAIT = { timeout: 20_000, interval: 50 };

describe('receipt e-mails follow the log: a stop delays them, never loses them', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Db;
  let store: EventStore;
  let server: RunningService | undefined;
  let admin: TestClient;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDb(database.url, { poolMax: 4 });
    store = createPostgresEventStore({ connectionString: database.url, poolMax: 4 });
  });

  afterAll(async () => {
    await server?.close();
    await store?.close();
    await db?.destroy();
    await database?.drop();
  });

  /** (Re)starts the embedded product on the test database, signed in as the admin. */
  async function start(jobs: CommandServiceOptions['jobs']) {
    await server?.close();
    server = await startTestServer({ databaseUrl: database.url, jobs });
    admin = createClient(server.url);
    await admin.login('admin', 'admin123');
  }

  async function membership() {
    const plan = await createPlan(admin, { price: '5000', duration: 30 });
    return createMembership(admin, (await createMember(admin)).id, plan.id);
  }

  /** Every payment in the log, however far its request got. */
  async function paymentsInLog(): Promise<string[]> {
    const rows = await db('events')
      .where({ event_type: 'PaymentRecorded' })
      .select<{ id: string }[]>(db.raw(`data->>'paymentId' as id`));
    return rows.map((r) => r.id);
  }

  const receiptsOf = (paymentIds: readonly string[]) =>
    db('notifications').where({ kind: 'receipt' }).whereIn('related_id', paymentIds);

  const due = () => db('receipt_emails_due').orderBy('due_since');

  /** The send-due-receipts job on its own notifier (SMTP when given, else the outbox). */
  function deliveryJob(smtpUrl?: string) {
    const notifier = createNotifier({ db, logger, smtpUrl, from: 'Gym <gym@example.com>' });
    const job = createJobs({
      db,
      store,
      notifier,
      receiptRenderer: createInProcessReceiptRenderer(),
      logger,
      timeZone: DEFAULT_TIME_ZONE,
      gym,
    }).find((d) => d.name === 'send-due-receipts')!;
    return {
      run: () => job.run(undefined, { logger, now: new Date() }),
      close: () => notifier.close(),
    };
  }

  it('a payment recorded while nothing sends e-mails gets its receipt once the product runs with its jobs', async () => {
    await start(jobsOff);
    const payment = await pay(admin, (await membership()).id, '700');
    await vi.waitFor(async () => expect(await due()).toHaveLength(1), WAIT);
    expect(await receiptsOf([payment.id])).toHaveLength(0);

    await start(jobsOn);
    await vi.waitFor(async () => expect(await receiptsOf([payment.id])).toHaveLength(1), WAIT);
    const [receipt] = await receiptsOf([payment.id]);
    expect(receipt).toMatchObject({ status: 'outbox', dedupe_key: `receipt:${payment.id}` });
    expect(receipt.subject).toContain(payment.receiptNumber);
    await vi.waitFor(async () => expect(await due()).toHaveLength(0), WAIT);
  });

  it('stopping the product in the middle of a burst of payments leaves no receipt unsent after the next start', async () => {
    await start(jobsOn);
    const memberships = await Promise.all(Array.from({ length: 4 }, () => membership()));
    const before = new Set(await paymentsInLog());
    const burst = Array.from({ length: 24 }, (_, i) =>
      admin
        .post('/api/payments', {
          membershipId: memberships[i % 4]!.id,
          amount: '100',
          paymentMethod: 'cash',
        })
        .then((res) => res.status)
        .catch(() => 'cut off'),
    );
    // The stop comes as soon as the first answers are in: the rest are in flight or unsent.
    await Promise.race(burst);
    const stopping = server!.close();
    server = undefined;
    await Promise.all([stopping, ...burst]);
    const recorded = (await paymentsInLog()).filter((id) => !before.has(id));
    expect(recorded.length).toBeGreaterThan(0);

    await start(jobsOn);
    await vi.waitFor(
      async () => expect(await receiptsOf(recorded)).toHaveLength(recorded.length),
      WAIT,
    );
    const perPayment = await receiptsOf(recorded)
      .groupBy('related_id')
      .select<{ n: string }[]>(db.raw('count(*) as n'));
    expect(perPayment.every((r) => Number(r.n) === 1)).toBe(true);
    await vi.waitFor(async () => expect(await due()).toHaveLength(0), WAIT);
  });

  it('a receipt the mail server refuses is tried again later and sent once it accepts; a replay of the log sends nothing twice', async () => {
    await start(jobsOff);
    const smtp = await startTestSmtpServer();
    const job = deliveryJob(smtp.url);
    try {
      const payment = await pay(admin, (await membership()).id, '900');
      await vi.waitFor(async () => expect(await due()).toHaveLength(1), WAIT);

      smtp.rejectNextRecipient();
      await job.run();
      expect(smtp.received).toHaveLength(0);
      const [waiting] = await due();
      expect(waiting).toMatchObject({ payment_id: payment.id, attempts: 1 });
      expect(waiting.last_error).toMatch(/Mailbox unavailable/);
      // Not before a minute has passed.
      expect(waiting.next_attempt_at.getTime() - Date.now()).toBeGreaterThan(50_000);
      await job.run();
      expect(smtp.received).toHaveLength(0);

      // The minute passes.
      await db('receipt_emails_due').update({ next_attempt_at: db.fn.now() });
      await job.run();
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.raw).toContain(payment.receiptNumber);
      expect(await due()).toHaveLength(0);

      // The reactor replays the whole log: every payment falls due again, none is sent twice.
      const reactor = createReceiptEmailsReactor();
      const events: RecordedEvent[] = await store.readAll({ after: START, limit: 100_000 });
      const parsed = events
        .filter((e) => reactor.handles.includes(e.type as EventType))
        .map((e) => ({ ...e, ...readDomainEvent(e.type, e.data, e.streamId) }) as ProjectedEvent);
      await db.transaction((trx) => reactor.react(parsed, { trx, store }));
      expect((await due()).length).toBeGreaterThan(1);
      await job.run();
      expect(smtp.received).toHaveLength(1);
      expect(await due()).toHaveLength(0);
      expect(await receiptsOf([payment.id])).toMatchObject([{ status: 'sent', attempts: 2 }]);
    } finally {
      job.close();
      await smtp.close();
    }
  });

  it('a due receipt whose payment the read models do not show yet waits, uncounted and unlogged as a failure', async () => {
    const unknownPayment = '00000000-0000-4000-8000-000000000001';
    await db('receipt_emails_due').insert({ payment_id: unknownPayment });
    const job = deliveryJob();
    try {
      await job.run();
    } finally {
      job.close();
    }
    const [waiting] = await due();
    expect(waiting).toMatchObject({ payment_id: unknownPayment, attempts: 0, last_error: null });
    expect(waiting.next_attempt_at.getTime()).toBeGreaterThan(Date.now());
    await db('receipt_emails_due').delete();
  });
});
