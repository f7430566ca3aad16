import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DATE } from '@gym/contracts';
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

  async function appendAsOldVersion(streamId: string, type: string, data: object) {
    const eventId = randomUUID();
    await p.db('events').insert({
      stream_id: streamId,
      stream_revision: 0,
      event_id: eventId,
      event_type: type,
      data: JSON.stringify(data),
      metadata: JSON.stringify({
        eventId,
        occurredAt: new Date().toISOString(),
        actorUserId: null,
        correlationId: randomUUID(),
        causationId: null,
        schemaVersion: 1,
      }),
    });
  }

  /** Polls (bounded) until the read answers 200. */
  async function readWhenProjected(path: string) {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const res = await admin.get(path);
      if (res.status === 200 || Date.now() > deadline) return res;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('reads an out-of-range date as the nearest bound and a control character as a space', async () => {
    const plan = await createPlan(admin);
    const member = await createMember(admin);
    const membershipId = randomUUID();
    await appendAsOldVersion(`membership-${membershipId}`, 'MembershipCreated', {
      membershipId,
      memberId: member.id,
      plan: { planId: plan.id, name: plan.name, pricePaise: 150_000, durationDays: 30 },
      startDate: '9999-12-15',
      endDate: '+010000-01-14',
      totalPaise: 150_000,
      renewsMembershipId: null,
      nextPaymentDueDate: null,
    });
    const memberId = randomUUID();
    await appendAsOldVersion(`member-${memberId}`, 'MemberRegistered', {
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
    });

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
});
