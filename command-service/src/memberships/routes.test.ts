import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, messages } from '@gym/contracts';
import { everyMembership } from '@gym/projection-service';
import type { TestClient } from '../testing/httpClient';
import {
  createMember,
  createMembership,
  createPlan,
  gymToday,
  memberAccountWithMembership,
  memberWithMembership,
  pay,
} from '../testing/fixtures';
import { startProduct, type Product } from '../testing/productHarness';

describe('memberships over HTTP', () => {
  let p: Product;
  let admin: TestClient;
  beforeAll(async () => {
    p = await startProduct();
    admin = await p.signedIn('admin');
  });
  afterAll(() => p?.close());

  it('creates a membership from the spec payload with the plan snapshot, pending payment', async () => {
    const plan = await createPlan(admin, { name: 'Monthly', price: '1500', duration: 30 });
    const member = await createMember(admin);
    const res = await admin.post('/api/memberships', {
      memberId: member.id,
      planId: plan.id,
      startDate: '2026-11-21T00:00:00.000Z',
      endDate: '2026-12-21T00:00:00.000Z',
      totalAmount: '1500',
      paidAmount: '0',
      remainingAmount: '1500',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      memberId: member.id,
      planId: plan.id,
      plan: { id: plan.id, name: 'Monthly', price: '1500.00', duration: 30 },
      member: { id: member.id, firstName: member.firstName, email: member.email },
      startDate: '2026-11-21',
      endDate: '2026-12-21',
      status: 'pending_payment',
      totalAmount: '1500.00',
      paidAmount: '0.00',
      remainingAmount: '1500.00',
    });
    // A later price change does not touch what was sold.
    await admin.put(`/api/subscription-plans/${plan.id}`, {
      name: 'Monthly',
      price: '2000',
      duration: 30,
      features: [],
      isActive: true,
    });
    expect((await admin.get(`/api/memberships/${res.body.id}`)).body.totalAmount).toBe('1500.00');
    expect(
      (
        await admin.get(
          `/api/memberships?filter=${encodeURIComponent(JSON.stringify({ memberId: member.id }))}`,
        )
      ).body,
    ).toHaveLength(1);
  });

  it('starts today when no start date is given', async () => {
    const { membership } = await memberWithMembership(admin);
    expect(membership.startDate).toBe(gymToday());
    expect(membership.endDate).toBe(addDays(gymToday(), 30));
  });

  it('refuses an inactive plan, an unknown member or plan, and bad dates, recording nothing', async () => {
    const plan = await createPlan(admin);
    await admin.delete(`/api/subscription-plans/${plan.id}`);
    const member = await createMember(admin);
    const before = await p.eventCount();
    const inactive = await admin.post('/api/memberships', { memberId: member.id, planId: plan.id });
    expect(inactive).toMatchObject({
      status: 400,
      body: { errors: { planId: messages.planInactive } },
    });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await admin.post('/api/memberships', { memberId: unknown, planId: plan.id })).status,
    ).toBe(404);
    expect(
      (await admin.post('/api/memberships', { memberId: member.id, planId: unknown })).status,
    ).toBe(404);
    expect(
      (
        await admin.post('/api/memberships', {
          memberId: member.id,
          planId: plan.id,
          startDate: 'soon',
        })
      ).status,
    ).toBe(400);
    expect((await admin.post('/api/memberships', { memberId: 'x', planId: plan.id })).status).toBe(
      400,
    );
    expect(await p.eventCount()).toBe(before);
  });

  it('moves pending_payment → partial_paid → active as payments come in', async () => {
    const { membership } = await memberWithMembership(admin);
    await pay(admin, membership.id, '500');
    expect((await admin.get(`/api/memberships/${membership.id}`)).body).toMatchObject({
      status: 'partial_paid',
      paidAmount: '500.00',
      remainingAmount: '1000.00',
    });
    await pay(admin, membership.id, '1000');
    expect((await admin.get(`/api/memberships/${membership.id}`)).body).toMatchObject({
      status: 'active',
      paidAmount: '1500.00',
      remainingAmount: '0.00',
    });
  });

  it('makes a membership of a free plan active at once', async () => {
    const { membership } = await memberWithMembership(admin, { price: '0' });
    expect(membership).toMatchObject({
      status: 'active',
      totalAmount: '0.00',
      remainingAmount: '0.00',
    });
  });

  it('renews from the current end date for the chosen plan, pending payment, linked, once', async () => {
    const { member, membership } = await memberWithMembership(admin);
    const yearly = await createPlan(admin, { name: 'Yearly', price: '12000', duration: 365 });
    const res = await admin.post(`/api/memberships/${membership.id}/renew`, { planId: yearly.id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      memberId: member.id,
      startDate: membership.endDate,
      endDate: addDays(membership.endDate, 365),
      status: 'pending_payment',
      totalAmount: '12000.00',
      renewsMembershipId: membership.id,
    });
    const again = await admin.post(`/api/memberships/${membership.id}/renew`, {
      planId: yearly.id,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(messages.membershipAlreadyRenewed);
    expect((await admin.post(`/api/memberships/${membership.id}/renew`, {})).status).toBe(400);
    const unknown = await admin.post(`/api/memberships/${randomUUID()}/renew`, {
      planId: yearly.id,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(messages.membershipNotFound);
    // The running membership stays the member's current one until the renewal starts.
    expect(
      (await admin.get(`/api/members/${member.id}`)).body.memberships.map(
        (m: { id: string }) => m.id,
      ),
    ).toEqual([membership.id, res.body.id]);
  });

  it('cancels with a reason; a cancelled membership takes no payment and is not renewed', async () => {
    const { membership, plan } = await memberWithMembership(admin);
    expect(
      (await admin.post(`/api/memberships/${membership.id}/cancel`, {})).body.errors.reason,
    ).toBe(messages.reasonRequired);
    const res = await admin.post(`/api/memberships/${membership.id}/cancel`, {
      reason: 'Moved to another city',
    });
    expect(res.body).toMatchObject({ status: 'cancelled', cancelReason: 'Moved to another city' });
    expect(
      (await admin.post('/api/payments', { membershipId: membership.id, amount: '100' })).status,
    ).toBe(409);
    const renew = await admin.post(`/api/memberships/${membership.id}/renew`, { planId: plan.id });
    expect(renew.status).toBe(409);
    expect(renew.body.message).toBe(messages.membershipNotRenewable);
  });

  it('lists memberships ending in the next 7 days, without inactive members or renewed ones', async () => {
    const plan = await createPlan(admin, { duration: 30 });
    const soon = await createMembership(admin, (await createMember(admin)).id, plan.id, {
      startDate: addDays(gymToday(), -27),
    });
    const later = await createMembership(admin, (await createMember(admin)).id, plan.id, {
      startDate: gymToday(),
    });
    const inactiveMember = await createMember(admin, { status: 'inactive' });
    const ofInactive = await createMembership(admin, inactiveMember.id, plan.id, {
      startDate: addDays(gymToday(), -27),
    });
    const renewed = await createMembership(admin, (await createMember(admin)).id, plan.id, {
      startDate: addDays(gymToday(), -25),
    });
    await admin.post(`/api/memberships/${renewed.id}/renew`, { planId: plan.id });

    const ids = (await admin.get('/api/memberships/expiring')).body.map(
      (m: { id: string }) => m.id,
    );
    expect(ids).toContain(soon.id);
    expect(ids).not.toContain(later.id);
    expect(ids).not.toContain(ofInactive.id);
    expect(ids).not.toContain(renewed.id);
  });

  it('filters the outstanding memberships and searches them by member, e-mail or plan', async () => {
    const { membership, member } = await memberWithMembership(admin, { name: 'Zumba Special' });
    const paidUp = await memberWithMembership(admin);
    await pay(admin, paidUp.membership.id, '1500');
    const list = async (filter: object) =>
      (
        await admin.get(`/api/memberships?filter=${encodeURIComponent(JSON.stringify(filter))}`)
      ).body.map((m: { id: string }) => m.id);
    const outstanding = await list({ outstanding: true });
    expect(outstanding).toContain(membership.id);
    expect(outstanding).not.toContain(paidUp.membership.id);
    expect(await list({ outstanding: true, q: 'zumba' })).toEqual([membership.id]);
    expect(await list({ outstanding: true, q: member.email.toUpperCase() })).toEqual([
      membership.id,
    ]);
  });

  it('exports every membership the list filter matches (the outstanding ones) as a streamed CSV, staff only', async () => {
    const plan = await createPlan(admin, { name: `Csv Yoga ${randomUUID().slice(0, 8)}` });
    const memberships = [];
    // Some with a next due date, some without.
    for (const [firstName, dueIn] of [
      ['Ira', 10],
      ['Om', null],
      ['Tara', 5],
      ['Veer', 7],
      ['Zia', null],
    ] as const)
      memberships.push(
        await createMembership(admin, (await createMember(admin, { firstName })).id, plan.id, {
          nextPaymentDueDate: dueIn === null ? null : addDays(gymToday(), dueIn),
        }),
      );
    await pay(admin, memberships[4]!.id, '1500');
    await pay(admin, memberships[3]!.id, '500');
    const get = (path: string, filter: object, sort?: string) =>
      admin.get(
        `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}${sort ? `&sort=${encodeURIComponent(sort)}` : ''}`,
      );
    const csvLines = (text: string) =>
      text
        .replace(/^\ufeff/, '')
        .trimEnd()
        .split('\r\n');

    const res = await get('/api/memberships.csv', { outstanding: true, q: plan.name });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="outstanding-payments.csv"',
    );
    const [header, ...lines] = csvLines(res.text);
    expect(header).toBe(
      'Member,Email,Plan,Total (₹),Paid (₹),Remaining (₹),Status,Next Payment Due',
    );
    // Newest first, as the outstanding list shows them; the paid-up one is not there.
    expect(lines.map((line) => line.split(' ')[0])).toEqual(['Veer', 'Tara', 'Om', 'Ira']);
    const veer = memberships[3]!;
    expect(lines[0]).toBe(
      `Veer Rao,${veer.member.email},${plan.name},1500.00,500.00,1000.00,Partial Payment,${addDays(gymToday(), 7)}`,
    );
    const all = await get('/api/memberships.csv', { q: plan.name });
    expect(all.headers.get('content-disposition')).toBe('attachment; filename="memberships.csv"');
    expect(csvLines(all.text)).toHaveLength(6);

    // Batches of two walk the list in its order, none twice, none left out, whatever the sort
    // (a paid-up membership has no next due date: where the list puts it, so does the walk).
    for (const sort of [
      { field: 'createdAt', order: 'DESC' },
      { field: 'nextPaymentDueDate', order: 'ASC' },
      { field: 'nextPaymentDueDate', order: 'DESC' },
      { field: 'remainingAmount', order: 'ASC' },
    ] as const) {
      const batches = [];
      for await (const batch of everyMembership(p.db, null, { sort, filter: { q: plan.name } }, 2))
        batches.push(batch);
      expect(batches.map((b) => b.length)).toEqual([2, 2, 1]);
      const page = await get(
        '/api/memberships',
        { q: plan.name },
        JSON.stringify([sort.field, sort.order]),
      );
      expect(batches.flat().map((m) => m.id)).toEqual(page.body.map((m: { id: string }) => m.id));
    }

    const c = p.client();
    await memberAccountWithMembership(c, admin, 'ms-exporter');
    expect((await c.get('/api/memberships.csv')).status).toBe(403);
    const bad = await get('/api/memberships.csv', { outstanding: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual((await get('/api/memberships', { outstanding: 'yes' })).body);
  });

  it('lets a member see only its own memberships', async () => {
    const c = p.client();
    const { plan, membership: mine } = await memberAccountWithMembership(c, admin, 'own-ms');
    const { membership: theirs } = await memberWithMembership(admin);
    expect((await c.get('/api/memberships')).body.map((m: { id: string }) => m.id)).toEqual([
      mine.id,
    ]);
    expect((await c.get(`/api/memberships/${theirs.id}`)).status).toBe(404);
    expect((await c.get('/api/memberships/expiring')).status).toBe(403);
    expect((await c.post(`/api/memberships/${mine.id}/renew`, { planId: plan.id })).status).toBe(
      403,
    );
  });
});
