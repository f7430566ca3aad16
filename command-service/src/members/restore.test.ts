import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type MemberDetailDto, type RemovedMemberDto } from '@gym/contracts';
import type { TestClient } from '../testing/httpClient';
import { createMember, createMembership, createPlan, memberForm, pay } from '../testing/fixtures';
import { startProduct, type Product } from '../testing/productHarness';

/** Only admins remove members, and a removed member comes back with everything. */
describe('removing and restoring a member', () => {
  let p: Product;
  let admin: TestClient;
  let staff: TestClient;
  let member: TestClient;
  beforeAll(async () => {
    p = await startProduct();
    [admin, staff, member] = await Promise.all([
      p.signedIn('admin'),
      p.signedIn('staff'),
      p.signedIn('member'),
    ]);
  });
  afterAll(() => p?.close());

  /** A member with a paid membership, a part-paid one and a visit. */
  async function memberWithLedger(email: string) {
    const plan = await createPlan(admin, { price: '1000', duration: 30 });
    const someone = await createMember(admin, { email });
    const paid = await createMembership(admin, someone.id, plan.id);
    const payment = await pay(admin, paid.id, '1000');
    const visit = await staff.post('/api/check-ins', { memberId: someone.id });
    expect(visit.status, visit.text).toBe(201);
    const owing = await admin.post(`/api/memberships/${paid.id}/renew`, { planId: plan.id });
    const part = await pay(admin, owing.body.id, '400');
    return { someone, paid, owing: owing.body, payments: [payment, part] };
  }

  const q = (filter: object) => encodeURIComponent(JSON.stringify(filter));
  const paymentsOf = async (id: string) =>
    ((await admin.get(`/api/payments/member/${id}`)).body as { id: string }[])
      .map((x) => x.id)
      .sort();
  const owingIds = async () =>
    (
      (await admin.get(`/api/memberships?filter=${q({ outstanding: true })}`)).body as {
        id: string;
      }[]
    ).map((m) => m.id);

  it('refuses staff a removal (403) and appends nothing', async () => {
    const someone = await createMember(admin);
    const before = await p.eventCount();
    const res = await staff.delete(`/api/members/${someone.id}`);
    expect(res.status).toBe(403);
    expect(await p.eventCount()).toBe(before);
    expect((await staff.get(`/api/members/${someone.id}`)).status).toBe(200);
    expect((await member.delete(`/api/members/${someone.id}`)).status).toBe(403);
    expect((await p.client().delete(`/api/members/${someone.id}`)).status).toBe(401);
    expect(await p.eventCount()).toBe(before);
  });

  it('restores a removed member with every membership, payment and visit back', async () => {
    const { someone, paid, owing, payments } = await memberWithLedger('restored@example.com');
    const detailBefore = (await admin.get(`/api/members/${someone.id}`)).body as MemberDetailDto;
    const paymentsBefore = await paymentsOf(someone.id);
    expect(paymentsBefore).toEqual(payments.map((x) => x.id).sort());
    expect(await owingIds()).toContain(owing.id);
    const visits = `/api/check-ins?filter=${q({ memberId: someone.id })}`;
    expect((await admin.get(visits)).body).toHaveLength(1);

    expect((await admin.delete(`/api/members/${someone.id}`)).status).toBe(200);
    expect((await admin.get(`/api/members/${someone.id}`)).status).toBe(404);
    expect(await owingIds()).not.toContain(owing.id);
    const removed = (await admin.get('/api/members/removed')).body as RemovedMemberDto[];
    expect(removed[0]).toMatchObject({
      id: someone.id,
      email: 'restored@example.com',
      memberCode: detailBefore.memberCode,
    });

    const res = await admin.post(`/api/members/${someone.id}/restore`, {
      reason: 'Removed by mistake',
    });
    expect(res.status, res.text).toBe(200);
    const detailAfter = (await admin.get(`/api/members/${someone.id}`)).body as MemberDetailDto;
    expect(detailAfter).toMatchObject({
      id: someone.id,
      email: 'restored@example.com',
      memberCode: detailBefore.memberCode,
      visitCount: 1,
    });
    expect(detailAfter.memberships).toEqual(detailBefore.memberships);
    expect(detailAfter.memberships.map((m) => m.id)).toEqual([paid.id, owing.id]);
    expect(await paymentsOf(someone.id)).toEqual(paymentsBefore);
    expect((await admin.get(visits)).body).toHaveLength(1);
    expect(await owingIds()).toContain(owing.id);
    const listed = await admin.get(`/api/members?filter=${q({ q: 'restored@example.com' })}`);
    expect(listed.body.map((m: { id: string }) => m.id)).toEqual([someone.id]);
    expect(
      ((await admin.get('/api/members/removed')).body as RemovedMemberDto[]).map((m) => m.id),
    ).not.toContain(someone.id);
    // Who restored it and why, in the member's history.
    const history = await admin.get(`/api/history?entity=member&id=${someone.id}`);
    expect(history.status, history.text).toBe(200);
    expect(JSON.stringify(history.body)).toContain('restored by');
    expect(JSON.stringify(history.body)).toContain('Removed by mistake');
    // The e-mail is the member's again.
    const twin = await admin.post('/api/members', memberForm({ email: 'restored@example.com' }));
    expect(twin.status).toBe(409);
  });

  it('refuses to restore over an e-mail another member took meanwhile (409 on the field)', async () => {
    const someone = await createMember(admin, { email: 'taken.again@example.com' });
    expect((await admin.delete(`/api/members/${someone.id}`)).status).toBe(200);
    await createMember(admin, { email: 'taken.again@example.com' });
    const before = await p.eventCount();
    const res = await admin.post(`/api/members/${someone.id}/restore`, {});
    expect(res.status).toBe(409);
    expect(res.body.errors.email).toBe(messages.memberRestoreEmailTaken);
    expect(await p.eventCount()).toBe(before);
    expect((await admin.get(`/api/members/${someone.id}`)).status).toBe(404);
  });

  it('lets only admins restore and list removed members', async () => {
    const someone = await createMember(admin);
    await admin.delete(`/api/members/${someone.id}`);
    const before = await p.eventCount();
    for (const [client, status] of [
      [staff, 403],
      [member, 403],
      [p.client(), 401],
    ] as const) {
      expect((await client.post(`/api/members/${someone.id}/restore`, {})).status).toBe(status);
      expect((await client.get('/api/members/removed')).status).toBe(status);
    }
    expect(await p.eventCount()).toBe(before);
    expect((await admin.post(`/api/members/${randomUUID()}/restore`, {})).status).toBe(404);
    expect((await admin.post('/api/members/not-an-id/restore', {})).status).toBe(404);
    expect((await admin.post(`/api/members/${someone.id}/restore`, { reason: 7 })).status).toBe(
      400,
    );
    expect(await p.eventCount()).toBe(before);
    // Restoring twice: the second changes nothing.
    expect((await admin.post(`/api/members/${someone.id}/restore`, {})).status).toBe(200);
    const after = await p.eventCount();
    expect((await admin.post(`/api/members/${someone.id}/restore`, {})).status).toBe(200);
    expect(await p.eventCount()).toBe(after);
  });

  it('pages removed members, the latest removed first', async () => {
    const three = [];
    for (let i = 0; i < 3; i += 1) {
      const someone = await createMember(admin);
      await admin.delete(`/api/members/${someone.id}`);
      three.push(someone.id);
    }
    const page = await admin.get(`/api/members/removed?range=${encodeURIComponent('[0,1]')}`);
    expect(page.body.map((m: { id: string }) => m.id)).toEqual([three[2], three[1]]);
    expect(page.headers.get('content-range')).toMatch(/^members 0-1\/\d+$/);
    const tooMany = await admin.get(`/api/members/removed?range=${encodeURIComponent('[0,5000]')}`);
    expect(tooMany.status).toBe(400);
  });
});
