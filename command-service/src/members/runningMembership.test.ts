import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type MembershipDto } from '@gym/contracts';
import type { TestClient } from '../testing/httpClient';
import { createMember, createMembership, createPlan, gymToday, pay } from '../testing/fixtures';
import { startProduct, type Product } from '../testing/productHarness';

const ids = (list: MembershipDto[]) => list.map((m) => m.id);

/** After a renewal the running membership is the current one: listed first, frozen, checked in. */
describe("a member's running membership", () => {
  let p: Product;
  let admin: TestClient;
  beforeAll(async () => {
    p = await startProduct();
    admin = await p.signedIn('admin');
  });
  afterAll(() => p?.close());

  /** A member 10 days into a paid 30-day membership, renewed (the renewal starts at its end). */
  async function renewedMember() {
    const plan = await createPlan(admin, { price: '1000', duration: 30 });
    const member = await createMember(admin);
    const running = await createMembership(admin, member.id, plan.id, {
      startDate: addDays(gymToday(), -10),
    });
    await pay(admin, running.id, '1000');
    const renewal = await admin.post(`/api/memberships/${running.id}/renew`, { planId: plan.id });
    expect(renewal.status, renewal.text).toBe(201);
    return { plan, member, running, renewal: renewal.body as MembershipDto };
  }

  it('lists the running membership first after a renewal, on the member page and in the list', async () => {
    const { member, running, renewal } = await renewedMember();
    expect(renewal.startDate > gymToday()).toBe(true);

    const detail = await admin.get(`/api/members/${member.id}`);
    expect(ids(detail.body.memberships)).toEqual([running.id, renewal.id]);
    expect(detail.body.memberships[0]).toMatchObject({ status: 'active' });

    const filter = encodeURIComponent(JSON.stringify({ memberId: member.id }));
    const list = await admin.get(`/api/memberships?filter=${filter}`);
    expect(ids(list.body)).toEqual([running.id, renewal.id]);
    const sorted = await admin.get(
      `/api/memberships?filter=${filter}&sort=${encodeURIComponent('["current","ASC"]')}`,
    );
    expect(ids(sorted.body)).toEqual([running.id, renewal.id]);
  });

  it('orders the running one, then those to come (soonest first), then past ones (latest first)', async () => {
    const plan = await createPlan(admin, { price: '500', duration: 30 });
    const member = await createMember(admin);
    const at = (days: number) =>
      createMembership(admin, member.id, plan.id, { startDate: addDays(gymToday(), days) });
    const longAgo = await at(-200);
    const later = await at(120);
    const running = await at(-5);
    const lastMonth = await at(-60);
    const next = await at(40);
    const detail = await admin.get(`/api/members/${member.id}`);
    expect(ids(detail.body.memberships)).toEqual([
      running.id,
      next.id,
      later.id,
      lastMonth.id,
      longAgo.id,
    ]);
  });

  it("keeps a paid membership current on its last day, the renewal's first, and lets the member in", async () => {
    const plan = await createPlan(admin, { price: '1000', duration: 30 });
    const member = await createMember(admin);
    const ending = await createMembership(admin, member.id, plan.id, {
      startDate: addDays(gymToday(), -30),
    });
    expect(ending.endDate).toBe(gymToday());
    await pay(admin, ending.id, '1000');
    const renewal = await admin.post(`/api/memberships/${ending.id}/renew`, { planId: plan.id });
    expect(renewal.body.startDate).toBe(gymToday());
    const detail = await admin.get(`/api/members/${member.id}`);
    expect(ids(detail.body.memberships)).toEqual([ending.id, renewal.body.id]);
    const visit = await admin.post('/api/check-ins', { memberId: member.id });
    expect(visit.status, visit.text).toBe(201);
    expect(visit.body.membershipId).toBe(ending.id);
  });

  it('refuses the current-first order over every member (it is one member’s order)', async () => {
    const res = await admin.get(`/api/memberships?sort=${encodeURIComponent('["current","ASC"]')}`);
    expect(res.status).toBe(400);
  });

  it('freezes the running membership from today, not the renewal, and checks visits against it', async () => {
    const { member, running, renewal } = await renewedMember();
    const current = (await admin.get(`/api/members/${member.id}`)).body.memberships[0];
    expect(current.id).toBe(running.id);
    // What the member page's Freeze sends by default: from today, on the current membership.
    const frozen = await admin.post(`/api/memberships/${current.id}/freeze`, {
      from: gymToday(),
      days: 5,
      reason: 'Travelling',
    });
    expect(frozen.status, frozen.text).toBe(200);
    expect((await admin.get(`/api/memberships/${running.id}/freezes`)).body).toHaveLength(1);
    expect((await admin.get(`/api/memberships/${renewal.id}/freezes`)).body).toEqual([]);
    // Frozen today: the desk checks the visit against the running membership.
    const visit = await admin.post('/api/check-ins', { memberId: member.id });
    expect(visit.status).toBe(409);
    expect(visit.body.reason).toBe('frozen');
  });

  it('counts on the dashboard only memberships in force today, not a renewal paid ahead', async () => {
    const before = (await admin.get('/api/dashboard/stats')).body.activeMembers as number;
    const { renewal } = await renewedMember();
    expect((await admin.get('/api/dashboard/stats')).body.activeMembers).toBe(before + 1);
    await pay(admin, renewal.id, '1000');
    expect((await admin.get('/api/dashboard/stats')).body.activeMembers).toBe(before + 1);
  });
});
