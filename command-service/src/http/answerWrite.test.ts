import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  PROJECTION_LAG_LIMIT_SECONDS,
  healthDto,
  messages,
  membershipStream,
  type MemberDto,
  type MembershipDto,
} from '@gym/contracts';
import { createDb, type Db } from '@gym/platform';
import { createTestDatabase } from '../../../scripts/test/db';
import { createMember, createMembership, createPlan, memberForm } from '../testing/fixtures';
import { createClient, type TestClient } from '../testing/httpClient';
import { startTestServer } from '../testing/startTestServer';

type Server = Awaited<ReturnType<typeof startTestServer>>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Issue 21, finding 4: with the projection service stopped, a recorded payment was answered
 * 404 "Payment not found" (a client retrying without its key recorded it twice).
 */
describe('writes while the read models are stopped', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Db;
  /** A command service without the read models' projectors, as beside a stopped projection service. */
  let commands: Server;
  /** The projectors' process: stopped after the fixtures, started again to catch up. */
  let projections: Server | undefined;
  let staff: TestClient;
  let shift = 0;
  let member: MemberDto;
  let membership: MembershipDto;
  const written: {
    members: string[];
    memberships: string[];
    payments: string[];
    checkIns: string[];
  } = { members: [], memberships: [], payments: [], checkIns: [] };

  const health = async () => {
    const res = await createClient(commands.url).get('/api/health');
    return { status: res.status, body: healthDto.parse(res.body) };
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDb(database.url, { poolMax: 2 });
    commands = await startTestServer({
      databaseUrl: database.url,
      runProjections: false,
      clock: () => new Date(Date.now() + shift),
    });
    projections = await startTestServer({ databaseUrl: database.url });
    const admin = createClient(projections.url);
    await admin.login('admin', 'admin123');
    const plan = await createPlan(admin);
    member = await createMember(admin);
    membership = await createMembership(admin, member.id, plan.id);
    await projections.close();
    projections = undefined;
    staff = createClient(commands.url);
    await staff.login('staff', 'staff123');
  });
  afterAll(async () => {
    await projections?.close();
    await commands?.close();
    await db?.destroy();
    await database?.drop();
  });

  /** A write's answer while its read model is behind: 202, where to read it, its position. */
  function expectAccepted(res: Awaited<ReturnType<TestClient['post']>>, path: string) {
    expect(res.status, res.text).toBe(202);
    expect(res.body.id).toMatch(UUID);
    expect(res.headers.get('location')).toBe(`${path}/${res.body.id}`);
    expect(res.headers.get('x-read-after')).toBeTruthy();
  }

  it('answers a recorded payment with its id and what was recorded, never 404', async () => {
    const res = await staff.post('/api/payments', {
      membershipId: membership.id,
      amount: '500',
      paymentMethod: 'upi',
      notes: 'First instalment',
    });
    expectAccepted(res, '/api/payments');
    expect(res.body).toMatchObject({
      membershipId: membership.id,
      memberId: member.id,
      amount: '500.00',
      paymentMethod: 'upi',
      notes: 'First instalment',
      receiptNumber: null,
      state: 'recorded',
    });
    expect(Date.parse(res.body.paymentDate)).not.toBeNaN();
    written.payments.push(res.body.id);
  }, 30_000);

  it('records a retry with the same Idempotency-Key once, answering the same payment', async () => {
    const body = { membershipId: membership.id, amount: '250', paymentMethod: 'cash' };
    const key = { 'Idempotency-Key': 'desk-7-0001' };
    const first = await staff.post('/api/payments', body, key);
    const retry = await staff.post('/api/payments', body, key);
    expectAccepted(first, '/api/payments');
    expectAccepted(retry, '/api/payments');
    expect(retry.body).toMatchObject({ id: first.body.id, amount: '250.00' });
    const recorded = await db('events')
      .where({ stream_id: membershipStream(membership.id), event_type: 'PaymentRecorded' })
      .whereRaw(`data->>'paymentId' = ?`, [first.body.id])
      .count('* as n')
      .first();
    expect(Number(recorded?.n)).toBe(1);
    written.payments.push(first.body.id);

    // Its receipt is still being written as issued: try again shortly, not "not found".
    for (const path of [
      `/api/payments/receipt/${first.body.id}`,
      `/api/payments/${first.body.id}/receipt.pdf`,
    ]) {
      const receipt = await staff.get(path);
      expect(receipt.status, path).toBe(503);
      expect(receipt.headers.get('retry-after')).toBe('1');
      expect(receipt.body).toEqual({ message: messages.receiptBeingPrepared });
    }
    const unknown = await staff.get(`/api/payments/receipt/${randomUUID()}`);
    expect(unknown.status).toBe(404);
  }, 30_000);

  it('answers a new member, membership and check-in with their ids', async () => {
    const newMember = await staff.post('/api/members', memberForm({ firstName: 'Vikram' }));
    expectAccepted(newMember, '/api/members');
    expect(newMember.body).toMatchObject({ firstName: 'Vikram', status: 'active' });
    written.members.push(newMember.body.id);
    const edited = await staff.put(`/api/members/${newMember.body.id}`, { status: 'inactive' });
    expect(edited.status, edited.text).toBe(202);
    expect(edited.body).toMatchObject({ id: newMember.body.id, status: 'inactive' });

    const newMembership = await staff.post('/api/memberships', {
      memberId: newMember.body.id,
      planId: membership.planId,
      paidAmount: '0',
    });
    expectAccepted(newMembership, '/api/memberships');
    expect(newMembership.body).toMatchObject({
      memberId: newMember.body.id,
      planId: membership.planId,
      totalAmount: '1500.00',
      remainingAmount: '1500.00',
      status: 'pending_payment',
    });
    written.memberships.push(newMembership.body.id);

    const visit = await staff.post('/api/check-ins', {
      memberId: member.id,
      override: { reason: 'Paid at the desk' },
    });
    expectAccepted(visit, '/api/check-ins');
    expect(visit.body).toMatchObject({ memberId: member.id, membershipId: membership.id });
    written.checkIns.push(visit.body.id);
  }, 60_000);

  it('reports the lag in health: degraded (still 200) past the limit', async () => {
    // Receipt numbering runs in the command service: it catches up while the read models wait.
    await vi.waitFor(
      async () => {
        const { body } = await health();
        expect(body.reactors.find((r) => r.reactor === 'receipt-numbers')?.behind.events).toBe(0);
      },
      { timeout: 20_000, interval: 100 },
    );
    const pending = (await health()).body.lag.find((p) => p.projector === 'payments');
    expect(pending?.behind.events).toBeGreaterThanOrEqual(2);
    expect(pending?.oldestPendingAt).toBeTruthy();
    // Health read at a set time after the oldest unapplied write, however long the tests above took.
    const oldest = Date.parse(pending!.oldestPendingAt!);
    const at = (secondsAfterOldest: number) => {
      shift = oldest + secondsAfterOldest * 1000 - Date.now();
    };

    at(5);
    expect(await health()).toMatchObject({ status: 200, body: { status: 'ok', database: 'up' } });

    at(PROJECTION_LAG_LIMIT_SECONDS + 30);
    const later = await health();
    expect(later).toMatchObject({ status: 200, body: { status: 'degraded', projections: [] } });
    const lagging = later.body.lag.find((p) => p.projector === 'payments');
    expect(lagging?.lagSeconds).toBeGreaterThan(PROJECTION_LAG_LIMIT_SECONDS);
    expect(later.body.reactors.find((r) => r.reactor === 'receipt-numbers')).toMatchObject({
      behind: { events: 0 },
      lagSeconds: 0,
    });
  });

  it('shows every write once the projectors run again, and health is ok', async () => {
    shift = 0;
    projections = await startTestServer({ databaseUrl: database.url });
    await vi.waitFor(
      async () => {
        const { status, body } = await health();
        expect(status).toBe(200);
        expect(body.status).toBe('ok');
        expect(body.lag.every((p) => p.behind.events === 0)).toBe(true);
        expect(body.reactors.every((r) => r.behind.events === 0)).toBe(true);
      },
      { timeout: 20_000, interval: 100 },
    );
    for (const id of written.members) {
      expect((await staff.get(`/api/members/${id}`)).body).toMatchObject({
        status: 'inactive',
        id,
        firstName: 'Vikram',
      });
    }
    for (const id of written.memberships) {
      expect((await staff.get(`/api/memberships/${id}`)).body).toMatchObject({ id });
    }
    const payments = await staff.get(
      `/api/payments?filter=${encodeURIComponent(JSON.stringify({ membershipId: membership.id }))}`,
    );
    expect(payments.body.map((p: { id: string }) => p.id).sort()).toEqual(
      [...written.payments].sort(),
    );
    expect(payments.body.every((p: { receiptNumber: string | null }) => p.receiptNumber)).toBe(
      true,
    );
    const visits = await staff.get(
      `/api/check-ins?filter=${encodeURIComponent(JSON.stringify({ memberId: member.id }))}`,
    );
    expect(visits.body.map((v: { id: string }) => v.id)).toEqual(written.checkIns);
  }, 30_000);
});
