import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, messages, type MembershipFreezeDto } from '@gym/contracts';
import type { TestClient } from '../testing/httpClient';
import {
  createMember,
  createMembership,
  createPlan,
  gymToday,
  memberAccountWithMembership,
} from '../testing/fixtures';
import { startProduct, type Product } from '../testing/productHarness';

describe('freezing memberships over HTTP', () => {
  let p: Product;
  let admin: TestClient;
  let staff: TestClient;
  beforeAll(async () => {
    p = await startProduct();
    admin = await p.signedIn('admin');
    staff = await p.signedIn('staff');
  });
  afterAll(() => p?.close());

  async function membershipOn(planOverrides: Record<string, unknown> = {}) {
    const plan = await createPlan(admin, { duration: 30, ...planOverrides });
    const member = await createMember(admin);
    return createMembership(admin, member.id, plan.id);
  }

  it('freezes from a day for some days: the end date moves, the history shows the period', async () => {
    const membership = await membershipOn();
    const today = gymToday();
    const res = await staff.post(`/api/memberships/${membership.id}/freeze`, {
      from: today,
      days: '10',
      reason: 'Knee surgery',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.endDate).toBe(addDays(membership.endDate, 10));
    const history = await staff.get(`/api/memberships/${membership.id}/freezes`);
    expect(history.body).toEqual([
      expect.objectContaining({
        from: today,
        days: 10,
        reason: 'Knee surgery',
        unfrozenOn: null,
        returnedDays: 0,
        resumesOn: addDays(today, 10),
      } satisfies Partial<MembershipFreezeDto>),
    ]);
    // The expiring list and the expiry follow the moved end date.
    expect((await staff.get(`/api/memberships/${membership.id}`)).body.endDate).toBe(
      addDays(membership.endDate, 10),
    );
  });

  it('unfreezes early and gives back the unused days', async () => {
    const membership = await membershipOn();
    const today = gymToday();
    await staff.post(`/api/memberships/${membership.id}/freeze`, {
      from: today,
      days: 10,
      reason: 'Travel',
    });
    const res = await staff.post(`/api/memberships/${membership.id}/unfreeze`, {
      on: addDays(today, 3),
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.endDate).toBe(addDays(membership.endDate, 3));
    const [period] = (await staff.get(`/api/memberships/${membership.id}/freezes`)).body;
    expect(period).toMatchObject({ unfrozenOn: addDays(today, 3), returnedDays: 7 });
    // Nothing is frozen any more: a second unfreeze is refused.
    const again = await staff.post(`/api/memberships/${membership.id}/unfreeze`, {
      on: addDays(today, 5),
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(messages.notFrozen);
  });

  it("refuses days beyond the plan's max freeze days, with the reason", async () => {
    const membership = await membershipOn({ maxFreezeDays: 7 });
    const before = await p.eventCount();
    const res = await staff.post(`/api/memberships/${membership.id}/freeze`, {
      from: gymToday(),
      days: 8,
      reason: 'Travel',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: messages.freezeLimit(7, 7),
      errors: { days: messages.freezeLimit(7, 7) },
    });
    expect(await p.eventCount()).toBe(before);
  });

  it('keeps a plan\'s max freeze days through an edit that leaves it out, and clears it with ""', async () => {
    const plan = await createPlan(admin, { maxFreezeDays: 14 });
    expect(plan.maxFreezeDays).toBe(14);
    const edit = { name: plan.name, price: '1500', duration: 30, features: [], isActive: true };
    expect((await admin.put(`/api/subscription-plans/${plan.id}`, edit)).body.maxFreezeDays).toBe(
      14,
    );
    const cleared = await admin.put(`/api/subscription-plans/${plan.id}`, {
      ...edit,
      maxFreezeDays: '',
    });
    expect(cleared.body.maxFreezeDays).toBeNull();
    const bad = await admin.put(`/api/subscription-plans/${plan.id}`, {
      ...edit,
      maxFreezeDays: -1,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ maxFreezeDays: messages.maxFreezeDaysInvalid });
  });

  it('answers 400 with field messages, recording nothing', async () => {
    const membership = await membershipOn();
    const before = await p.eventCount();
    const url = `/api/memberships/${membership.id}/freeze`;
    const body = { from: gymToday(), days: 5, reason: 'Travel' };
    for (const days of [0, 366, true, '1e3', 1.5]) {
      const res = await staff.post(url, { ...body, days });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ days: messages.freezeDaysInvalid });
    }
    expect((await staff.post(url, { ...body, reason: '' })).body.errors).toEqual({
      reason: messages.reasonRequired,
    });
    expect((await staff.post(url, { ...body, from: '2026-02-30' })).status).toBe(400);
    const outside = await staff.post(url, { ...body, from: addDays(gymToday(), -1) });
    expect(outside.status).toBe(400);
    expect(outside.body.errors).toEqual({ from: messages.freezeOutsideMembership });
    expect(
      (await staff.post(`/api/memberships/${membership.id}/unfreeze`, { on: 'soon' })).status,
    ).toBe(400);
    expect(await p.eventCount()).toBe(before);
  });

  it('answers 409 for an overlapping freeze and for a cancelled membership', async () => {
    const membership = await membershipOn();
    const url = `/api/memberships/${membership.id}/freeze`;
    await staff.post(url, { from: gymToday(), days: 5, reason: 'Travel' });
    const overlap = await staff.post(url, {
      from: addDays(gymToday(), 2),
      days: 5,
      reason: 'Again',
    });
    expect(overlap.status).toBe(409);
    expect(overlap.body.message).toBe(messages.freezeOverlaps);
    await staff.post(`/api/memberships/${membership.id}/cancel`, { reason: 'Moved away' });
    const cancelled = await staff.post(url, {
      from: addDays(gymToday(), 10),
      days: 2,
      reason: 'x y z',
    });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.message).toBe(messages.freezeNotOpen);
  });

  it('answers 404 for an unknown membership, 401 signed out, 403 for a member', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const body = { from: gymToday(), days: 5, reason: 'Travel' };
    expect((await staff.post(`/api/memberships/${unknown}/freeze`, body)).status).toBe(404);
    expect((await staff.post(`/api/memberships/${unknown}/unfreeze`, {})).status).toBe(404);
    expect((await staff.get(`/api/memberships/${unknown}/freezes`)).status).toBe(404);
    expect((await staff.post('/api/memberships/not-an-id/freeze', body)).status).toBe(404);
    const membership = await membershipOn();
    expect((await p.client().post(`/api/memberships/${membership.id}/freeze`, body)).status).toBe(
      401,
    );
    const member = p.client();
    const own = await memberAccountWithMembership(member, admin, 'freeze.member');
    expect((await member.post(`/api/memberships/${own.membership.id}/freeze`, body)).status).toBe(
      403,
    );
    expect((await member.post(`/api/memberships/${own.membership.id}/unfreeze`, {})).status).toBe(
      403,
    );
    // A member reads their own membership's history, not another's.
    expect((await member.get(`/api/memberships/${own.membership.id}/freezes`)).status).toBe(200);
    expect((await member.get(`/api/memberships/${membership.id}/freezes`)).status).toBe(404);
  });
});
