import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_BRANCH_ID, MAX_DATE, addDays } from '@gym/contracts';
import type { TestClient } from '../testing/httpClient';
import { createMember, createPlan } from '../testing/fixtures';
import { startProduct, type Product } from '../testing/productHarness';

/**
 * Events an older version appended within looser bounds (the tester's year-10000 membership, a
 * join date in 9999, an escape character in a name) stay in the log as they are, and every read
 * model and command still reads them: the books go on after the upgrade.
 */
describe('events appended before the edge was bounded', () => {
  let p: Product;
  let admin: TestClient;
  beforeAll(async () => {
    p = await startProduct();
    admin = await p.signedIn('admin');
  });
  afterAll(() => p?.close());

  /** Appends a stream's events as an older schema version did (1 unless said), in one statement. */
  async function appendAsOldVersion(streamId: string, ...events: [type: string, data: object][]) {
    await appendAsVersion(1, streamId, ...events);
  }

  async function appendAsVersion(
    schemaVersion: number,
    streamId: string,
    ...events: [type: string, data: object][]
  ) {
    await p.db('events').insert(
      events.map(([type, data], revision) => {
        const eventId = randomUUID();
        return {
          stream_id: streamId,
          stream_revision: revision,
          event_id: eventId,
          event_type: type,
          data: JSON.stringify(data),
          metadata: JSON.stringify({
            eventId,
            occurredAt: new Date().toISOString(),
            actorUserId: null,
            correlationId: randomUUID(),
            causationId: null,
            schemaVersion,
          }),
        };
      }),
    );
  }

  /** Polls (bounded) until the read answers 200 (and what `done` waits for). */
  async function readWhenProjected(
    path: string,
    done: (body: Record<string, unknown>) => boolean = () => true,
  ) {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const res = await admin.get(path);
      if ((res.status === 200 && done(res.body)) || Date.now() > deadline) return res;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('reads an out-of-range date as the nearest bound and a control character as a space', async () => {
    const plan = await createPlan(admin);
    const member = await createMember(admin);
    const membershipId = randomUUID();
    await appendAsOldVersion(`membership-${membershipId}`, [
      'MembershipCreated',
      {
        membershipId,
        memberId: member.id,
        plan: { planId: plan.id, name: plan.name, pricePaise: 150_000, durationDays: 30 },
        startDate: '9999-12-15',
        endDate: '+010000-01-14',
        totalPaise: 150_000,
        renewsMembershipId: null,
        nextPaymentDueDate: null,
      },
    ]);
    const memberId = randomUUID();
    await appendAsOldVersion(`member-${memberId}`, [
      'MemberRegistered',
      {
        memberId,
        userId: null,
        firstName: 'Old',
        lastName: 'Re\u001bcord',
        email: `old.${memberId}@example.com`,
        phone: '9876543210',
        whatsapp: null,
        dateOfBirth: null,
        gender: null,
        address: '12 MG Road, Bengaluru',
        emergencyContact: 'Ravi',
        emergencyPhone: '9876543211',
        status: 'active',
        joinDate: '9999-01-01',
      },
    ]);

    const membership = await readWhenProjected(`/api/memberships/${membershipId}`);
    expect(membership.status, membership.text).toBe(200);
    expect(membership.body).toMatchObject({ startDate: MAX_DATE, endDate: MAX_DATE });
    const old = await readWhenProjected(`/api/members/${memberId}`);
    expect(old.body).toMatchObject({ lastName: 'Re cord', joinDate: MAX_DATE });
    expect((await p.client().get('/api/health')).status).toBe(200);

    // Commands load the stream through the same reading: the wrong membership can be cancelled.
    const cancelled = await admin.post(`/api/memberships/${membershipId}/cancel`, {
      reason: 'Entered with a wrong start date',
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    // The log keeps the fact as it was written.
    const audit = await admin.get(`/api/audit?stream=membership-${membershipId}`);
    expect(audit.body[0].data.endDate).toBe('+010000-01-14');
  });

  it('reads a void and a refund that did not name their membership as corrections of their stream', async () => {
    const plan = await createPlan(admin);
    const member = await createMember(admin);
    const membershipId = randomUUID();
    const [first, second] = [randomUUID(), randomUUID()];
    const paid = (paymentId: string, amountPaise: number) => ({
      paymentId,
      membershipId,
      memberId: member.id,
      amountPaise,
      method: 'cash',
      paidAt: '2026-05-02T05:30:00.000Z',
      paymentDay: '2026-05-02',
      manualReceiptNumber: null,
      notes: null,
      nextPaymentDueDate: null,
      receivedByUserId: null,
      idempotencyKey: null,
    });
    await appendAsOldVersion(
      `membership-${membershipId}`,
      [
        'MembershipCreated',
        {
          membershipId,
          memberId: member.id,
          plan: { planId: plan.id, name: plan.name, pricePaise: 150_000, durationDays: 30 },
          startDate: '2026-05-01',
          endDate: '2026-05-31',
          totalPaise: 150_000,
          renewsMembershipId: null,
          nextPaymentDueDate: null,
        },
      ],
      ['PaymentRecorded', paid(first, 50_000)],
      ['PaymentRecorded', paid(second, 30_000)],
      ['PaymentVoided', { paymentId: first, amountPaise: 50_000, reason: 'Entered twice' }],
      [
        'PaymentRefunded',
        { paymentId: second, amountPaise: 10_000, reason: 'Injury', refundDay: '2026-05-03' },
      ],
    );

    const membership = await readWhenProjected(
      `/api/memberships/${membershipId}`,
      (body) => body.paidAmount === '200.00',
    );
    expect(membership.body).toMatchObject({ paidAmount: '200.00', remainingAmount: '1300.00' });
    // The command side reads them too: the refunded payment cannot be voided now.
    const again = await admin.post(`/api/payments/${second}/void`, {
      reason: 'Again',
    });
    expect(again.status, again.text).toBe(409);
    // The log keeps the facts as they were written.
    const audit = await admin.get(`/api/audit?stream=membership-${membershipId}`);
    const voided = audit.body.find((e: { type: string }) => e.type === 'PaymentVoided');
    expect(voided.data).not.toHaveProperty('membershipId');
  });

  it("reads a member, a plan, a membership and a payment written before branches as the first branch's", async () => {
    const [memberId, planId, membershipId] = [randomUUID(), randomUUID(), randomUUID()];
    await appendAsVersion(2, `member-${memberId}`, [
      'MemberRegistered',
      {
        memberId,
        userId: null,
        firstName: 'Before',
        lastName: 'Branches',
        email: `before.${memberId}@example.com`,
        phone: '9876543210',
        whatsapp: null,
        dateOfBirth: null,
        gender: null,
        address: '12 MG Road, Bengaluru',
        emergencyContact: 'Ravi',
        emergencyPhone: '9876543211',
        status: 'active',
        joinDate: '2026-01-01',
      },
    ]);
    const terms = { name: `Old plan ${planId}`, pricePaise: 150_000, durationDays: 30 };
    await appendAsVersion(2, `plan-${planId}`, [
      'PlanCreated',
      { planId, ...terms, description: null, features: [], isActive: true },
    ]);
    const today = new Date().toISOString().slice(0, 10);
    await appendAsVersion(
      2,
      `membership-${membershipId}`,
      [
        'MembershipCreated',
        {
          membershipId,
          memberId,
          plan: { planId, ...terms },
          startDate: addDays(today, -10),
          endDate: addDays(today, 20),
          totalPaise: 150_000,
          renewsMembershipId: null,
          nextPaymentDueDate: null,
        },
      ],
      [
        'PaymentRecorded',
        {
          paymentId: randomUUID(),
          membershipId,
          memberId,
          amountPaise: 100_000,
          method: 'cash',
          paidAt: new Date().toISOString(),
          paymentDay: addDays(today, -10),
          manualReceiptNumber: null,
          notes: null,
          nextPaymentDueDate: null,
          receivedByUserId: null,
          idempotencyKey: null,
        },
      ],
    );
    await readWhenProjected(`/api/memberships/${membershipId}`, (b) => b.paidAmount === '1000.00');

    // Sold and paid at the first branch: the rest is taken there, and the plan admits there.
    const rest = await admin.post('/api/payments', {
      membershipId,
      amount: '500',
      paymentMethod: 'cash',
    });
    expect(rest.status, rest.text).toBe(201);
    const [, , payment] = await p
      .db('events')
      .where({ stream_id: `membership-${membershipId}` })
      .orderBy('stream_revision');
    expect(payment.data).toMatchObject({ branchId: MAIN_BRANCH_ID, amountPaise: 50_000 });
    const visit = await admin.post('/api/check-ins', { memberId });
    expect(visit.status, visit.text).toBe(201);
    const plan = await readWhenProjected(`/api/subscription-plans/${planId}`);
    expect(plan.body).toMatchObject({ admits: { kind: 'home' } });
  });
});
