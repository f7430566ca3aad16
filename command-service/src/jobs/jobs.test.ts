import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_ZONE,
  encodePosition,
  membershipStream,
  type EventStore,
} from '@gym/contracts';
import { createDb, createLogger, createPostgresEventStore, type Db } from '@gym/platform';
import { createTestDatabase } from '../../../scripts/test/db';
import { createNotifier } from '../notifications/createNotifier';
import type { NotificationDto } from '../notifications/queries';
import { createInProcessReceiptRenderer } from '../receipts/receiptRenderer';
import type { RunningService } from '../server';
import { createClient, type TestClient } from '../testing/httpClient';
import { createMember, createMembership, createPlan, pay } from '../testing/fixtures';
import { startTestServer } from '../testing/startTestServer';
import { createJobs } from './definitions';
import { createInProcessRunner, type InProcessRunner } from './inProcessRunner';
import type { JobDefinition, JobName } from './types';

const logger = createLogger({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
const gym = { name: 'Test Gym', address: '1 MG Road, Bengaluru' };

/** The server's "now": 10:00 on 1 June 2026 in Kolkata. */
const SERVER_NOW = new Date('2026-06-01T04:30:00Z');

/** An instant at a wall-clock time in Kolkata (UTC+05:30, no daylight saving). */
const ist = (date: string, time = '09:00') => new Date(`${date}T${time}:00+05:30`);

describe('background jobs on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: RunningService;
  let db: Db;
  let store: EventStore;
  let notifier: ReturnType<typeof createNotifier>;
  let definitions: JobDefinition[];
  let runner: InProcessRunner;
  let admin: TestClient;

  beforeAll(async () => {
    database = await createTestDatabase();
    // The server's own runner is off: the tests run the jobs, with the `now` they choose.
    server = await startTestServer({
      databaseUrl: database.url,
      clock: () => SERVER_NOW,
      jobs: { off: true, worker: true, mailFrom: 'gym@example.com' },
    });
    db = createDb(database.url, { poolMax: 4 });
    store = createPostgresEventStore({ connectionString: database.url, poolMax: 4 });
    notifier = createNotifier({ db, logger, from: 'gym@example.com' });
    definitions = createJobs({
      db,
      store,
      notifier,
      receiptRenderer: createInProcessReceiptRenderer(),
      logger,
      timeZone: DEFAULT_TIME_ZONE,
      gym,
    });
    runner = createInProcessRunner({
      definitions,
      logger,
      timeZone: DEFAULT_TIME_ZONE,
      now: () => SERVER_NOW,
    });
    admin = createClient(server.url);
    await admin.login('admin', 'admin123');
  });

  afterAll(async () => {
    await runner?.stop();
    notifier?.close();
    await store?.close();
    await db?.destroy();
    await server?.close();
    await database?.drop();
  });

  /** One run of a job's definition, as a runner would do it at `now`. */
  async function run(name: JobName, now: Date, payload?: unknown) {
    const definition = definitions.find((d) => d.name === name);
    if (!definition) throw new Error(`no job ${name}`);
    await definition.run(payload, { logger, now });
  }

  const eventCount = async () => Number((await db('events').count('* as c').first())?.c);

  /** The position of a membership stream's last event, as the X-Read-After header carries it. */
  async function lastPosition(membershipId: string) {
    const events = await store.readStream(membershipStream(membershipId));
    return encodePosition(events.at(-1)!.position);
  }

  async function outboxFor(...relatedIds: string[]): Promise<NotificationDto[]> {
    const res = await admin.get('/api/notifications/outbox');
    expect(res.status, res.text).toBe(200);
    return (res.body as NotificationDto[]).filter(
      (n) => n.relatedId !== null && relatedIds.includes(n.relatedId),
    );
  }

  const kindsOf = (notifications: NotificationDto[]) =>
    notifications.map((n) => `${n.kind} ${n.dedupeKey}`).sort();

  it('expire-memberships expires a membership whose end date has passed, once', async () => {
    const plan = await createPlan(admin, { duration: 30 });
    const member = await createMember(admin);
    const membership = await createMembership(admin, member.id, plan.id, {
      startDate: '2026-06-01',
    });
    expect(membership).toMatchObject({ endDate: '2026-07-01', status: 'pending_payment' });
    const before = await eventCount();

    // On the end date itself, a minute before midnight in Kolkata: not yet passed.
    await run('expire-memberships', ist('2026-07-01', '23:59'));
    expect(await eventCount()).toBe(before);

    // 40 days after the start.
    await run('expire-memberships', ist('2026-07-11'));
    expect(await eventCount()).toBe(before + 1);
    const stream = await store.readStream(membershipStream(membership.id));
    expect(stream.at(-1)).toMatchObject({
      type: 'MembershipExpired',
      data: { membershipId: membership.id, expiredOn: '2026-07-11' },
      metadata: { actorUserId: null },
    });

    const read = await admin.get(`/api/memberships/${membership.id}`, {
      'X-Read-After': await lastPosition(membership.id),
    });
    expect(read.status, read.text).toBe(200);
    expect(read.body).toMatchObject({
      id: membership.id,
      status: 'expired',
      endDate: '2026-07-01',
      remainingAmount: '1500.00',
    });

    // Running it again, the same day or later, changes nothing.
    await run('expire-memberships', ist('2026-07-11', '18:00'));
    await runner.runNow('expire-memberships');
    await run('expire-memberships', ist('2026-08-30'));
    expect(await eventCount()).toBe(before + 1);
    expect((await admin.get(`/api/memberships/${membership.id}`)).body.status).toBe('expired');
  });

  it('payment-reminders sends one reminder per membership, stage and due date', async () => {
    const quarterly = await createPlan(admin, { duration: 90 });
    const monthly = await createPlan(admin, { duration: 30 });
    const owing = await createMembership(admin, (await createMember(admin)).id, quarterly.id, {
      startDate: '2026-06-01',
      nextPaymentDueDate: '2026-06-20',
    });
    expect(owing).toMatchObject({ endDate: '2026-08-30', nextPaymentDueDate: '2026-06-20' });
    const ending = await createMembership(admin, (await createMember(admin)).id, monthly.id, {
      startDate: '2026-05-20',
    });
    expect(ending).toMatchObject({ endDate: '2026-06-19', nextPaymentDueDate: null });

    const times = ['00:01', '09:00', '13:30', '18:00', '23:59'];
    /** Runs the job 5 times at different times of `date`, then answers the two memberships' outbox. */
    async function runDay(date: string) {
      for (const time of times) await run('payment-reminders', ist(date, time));
      return kindsOf(await outboxFor(owing.id, ending.id));
    }

    const expiring = `membership-expiring expiry:${ending.id}:2026-06-19`;
    const dueSoon = `payment-due-soon reminder:${owing.id}:due-soon:2026-06-20`;
    const dueToday = `payment-due-today reminder:${owing.id}:due-today:2026-06-20`;
    const overdue = `payment-overdue reminder:${owing.id}:overdue:2026-06-20`;

    // Four days before the due date: nothing owed yet; the other membership ends within 7 days.
    expect(await runDay('2026-06-16')).toEqual([expiring]);
    // Three, two and one day before: one 'due soon'.
    expect(await runDay('2026-06-17')).toEqual([expiring, dueSoon].sort());
    expect(await runDay('2026-06-18')).toEqual([expiring, dueSoon].sort());
    expect(await runDay('2026-06-19')).toEqual([expiring, dueSoon].sort());
    // On the due date: one 'due today'.
    expect(await runDay('2026-06-20')).toEqual([expiring, dueSoon, dueToday].sort());
    // After it, however many days: one 'overdue'.
    expect(await runDay('2026-06-21')).toEqual([expiring, dueSoon, dueToday, overdue].sort());
    expect(await runDay('2026-06-25')).toEqual([expiring, dueSoon, dueToday, overdue].sort());

    // The rows themselves: one per key, to the member, in the outbox.
    const rows = await db('notifications').whereIn('related_id', [owing.id, ending.id]);
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((r: { dedupe_key: string }) => r.dedupe_key)).size).toBe(4);
    const soon = (await outboxFor(owing.id)).find((n) => n.kind === 'payment-due-soon');
    expect(soon).toMatchObject({
      recipient: owing.member.email,
      status: 'outbox',
      subject: `Payment due soon: ₹1,500 for ${quarterly.name}`,
    });

    // A part payment with a new due date starts the stages again for that date.
    await pay(admin, owing.id, '500', { nextPaymentDueDate: '2026-07-05' });
    expect((await admin.get(`/api/memberships/${owing.id}`)).body.nextPaymentDueDate).toBe(
      '2026-07-05',
    );
    const nextSoon = `payment-due-soon reminder:${owing.id}:due-soon:2026-07-05`;
    expect(await runDay('2026-07-01')).toHaveLength(4);
    expect(await runDay('2026-07-02')).toEqual(
      [expiring, dueSoon, dueToday, overdue, nextSoon].sort(),
    );
    const latest = (await outboxFor(owing.id)).find((n) => n.dedupeKey.endsWith(':2026-07-05'));
    expect(latest?.subject).toBe(`Payment due soon: ₹1,000 for ${quarterly.name}`);
  });

  it('send-receipt leaves exactly one receipt notification per payment', async () => {
    const plan = await createPlan(admin, { price: '2000', duration: 30 });
    const member = await createMember(admin);
    const membership = await createMembership(admin, member.id, plan.id);
    const payment = await pay(admin, membership.id, '750', { paymentMethod: 'upi' });
    expect(payment.receiptNumber).toMatch(/^RCP\/2026-27\/\d{6}$/);

    // The server's runner is off: nothing was sent when the payment was recorded.
    expect(await outboxFor(payment.id)).toEqual([]);

    await runner.runNow('send-receipt', { paymentId: payment.id });
    await runner.runNow('send-receipt', { paymentId: payment.id });
    await run('send-receipt', ist('2026-06-02'), { paymentId: payment.id });

    const sent = await outboxFor(payment.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      kind: 'receipt',
      dedupeKey: `receipt:${payment.id}`,
      relatedId: payment.id,
      recipient: member.email,
      status: 'outbox',
      subject: `Payment receipt ${payment.receiptNumber} from ${gym.name}`,
    });
    expect(sent[0]!.body).toContain('payment of ₹750.');
  });

  it('send-receipt leaves a payment the read models do not show yet due, to be sent later', async () => {
    const unknown = '7c6b5a49-3827-4615-9403-f2e1d0c9b8a7';
    await runner.runNow('send-receipt', { paymentId: unknown });
    expect(await outboxFor(unknown)).toEqual([]);
    expect(await db('receipt_emails_due').where({ payment_id: unknown })).toMatchObject([
      { attempts: 0, last_error: null },
    ]);
  });
});
