import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@gym/contracts';
import type { TestClient } from '../testing/httpClient';
import {
  createMember,
  createMembership,
  createPlan,
  gymToday,
  memberWithMembership,
  pay,
} from '../testing/fixtures';
import { startProduct, type Product } from '../testing/productHarness';

describe('dashboard, reminders and audit over HTTP', () => {
  let p: Product;
  let admin: TestClient;
  beforeAll(async () => {
    p = await startProduct();
    admin = await p.signedIn('admin');
  });
  afterAll(() => p?.close());

  it("counts members, active memberships, this month's revenue net of voids and refunds, and expiring ones", async () => {
    // The demo member exists from the start; everything else is counted from here.
    const before = (await admin.get('/api/dashboard/stats')).body;
    expect(before).toEqual({
      totalMembers: 1,
      activeMembers: 0,
      monthlyRevenue: '0.00',
      expiringSoon: 0,
      lastMonth: { totalMembers: 0, activeMembers: 0, monthlyRevenue: '0.00' },
    });

    const plan = await createPlan(admin, { price: '1000', duration: 30 });
    const full = await createMembership(admin, (await createMember(admin)).id, plan.id);
    const a = await pay(admin, full.id, '1000');
    const part = await createMembership(admin, (await createMember(admin)).id, plan.id, {
      startDate: addDays(gymToday(), -25),
    });
    const b = await pay(admin, part.id, '400');
    const c = await pay(admin, part.id, '100');
    await admin.post(`/api/payments/${c.id}/void`, { reason: 'Typo' });
    await admin.post(`/api/payments/${b.id}/refund`, { reason: 'Goodwill', amount: '50' });
    const removed = await createMember(admin);
    await admin.delete(`/api/members/${removed.id}`);

    const stats = (await admin.get('/api/dashboard/stats')).body;
    expect(stats).toEqual({
      totalMembers: 3,
      activeMembers: 1,
      monthlyRevenue: '1350.00',
      expiringSoon: 1,
      // Everyone joined and paid this month; the part-paid membership was never paid in full.
      lastMonth: { totalMembers: 0, activeMembers: 0, monthlyRevenue: '0.00' },
    });
    expect(a.amount).toBe('1000.00');
  });

  it('lists payment reminders: memberships still owing with a next due date', async () => {
    const { membership, member, plan } = await memberWithMembership(admin);
    await pay(admin, membership.id, '500', { nextPaymentDueDate: '2026-12-05' });
    const noDate = await memberWithMembership(admin);
    await pay(admin, noDate.membership.id, '500');
    const reminders = (await admin.get('/api/notifications/payments')).body;
    const mine = reminders.find((r: { id: string }) => r.id === membership.id);
    expect(mine).toEqual({
      id: membership.id,
      member: {
        id: member.id,
        firstName: member.firstName,
        lastName: member.lastName,
        email: member.email,
        phone: member.phone,
      },
      plan: { id: plan.id, name: plan.name },
      remainingAmount: '1000.00',
      // What the member pays (GST on top when prices exclude it; none here).
      amountDue: '1000.00',
      nextPaymentDueDate: '2026-12-05',
      // The text the member gets; no UPI link while the gym has no UPI ID.
      message: `Dear ${member.firstName},\n\n₹1,000 is due on 5 Dec 2026 for your ${plan.name} membership at Test Gym.\n`,
      upiPayLink: null,
      whatsAppNumber: expect.stringMatching(/^91\d{10}$/),
      whatsAppLink: expect.stringMatching(/^https:\/\/wa\.me\/91\d{10}\?text=Dear%20/),
    });
    expect(reminders.some((r: { id: string }) => r.id === noDate.membership.id)).toBe(false);
    await pay(admin, membership.id, '1000');
    expect(
      (await admin.get('/api/notifications/payments')).body.some(
        (r: { id: string }) => r.id === membership.id,
      ),
    ).toBe(false);
  });

  it('keeps the reports from members and the outbox and audit from staff', async () => {
    const member = await p.signedIn('member');
    const staff = await p.signedIn('staff');
    for (const path of [
      '/api/dashboard/stats',
      '/api/notifications/payments',
      '/api/memberships/expiring',
    ]) {
      expect((await member.get(path)).status, path).toBe(403);
      expect((await staff.get(path)).status, path).toBe(200);
    }
    expect((await staff.get('/api/notifications/outbox')).status).toBe(403);
    expect(
      (await staff.get('/api/audit?stream=plan-00000000-0000-4000-8000-000000000000')).status,
    ).toBe(403);
  });

  it('shows the history of a member, a plan and a membership: type, when, who, what changed', async () => {
    const plan = await createPlan(admin, { name: 'Audit plan' });
    await admin.put(`/api/subscription-plans/${plan.id}`, {
      name: 'Audit plan',
      price: '1600',
      duration: 30,
      features: [],
      isActive: true,
    });
    const member = await createMember(admin);
    await admin.put(`/api/members/${member.id}`, { status: 'suspended' });
    const membership = await createMembership(admin, member.id, plan.id);
    const payment = await pay(admin, membership.id, '100');
    await admin.post(`/api/payments/${payment.id}/void`, { reason: 'Wrong amount' });

    const planHistory = (await admin.get(`/api/audit?stream=plan-${plan.id}`)).body;
    expect(planHistory.map((e: { type: string }) => e.type)).toEqual([
      'PlanCreated',
      'PlanUpdated',
    ]);
    expect(planHistory[1]).toMatchObject({
      revision: 1,
      actor: { username: 'admin' },
      data: { pricePaise: 160000 },
    });
    const memberHistory = (await admin.get(`/api/audit?stream=member-${member.id}`)).body;
    expect(memberHistory.map((e: { type: string }) => e.type)).toEqual([
      'MemberRegistered',
      'MemberStatusChanged',
    ]);
    const msHistory = (await admin.get(`/api/audit?stream=membership-${membership.id}`)).body;
    expect(msHistory.at(-1)).toMatchObject({
      type: 'PaymentVoided',
      data: { reason: 'Wrong amount' },
      actor: { username: 'admin' },
    });
    expect(msHistory.at(-1).occurredAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    expect((await admin.get('/api/audit')).status).toBe(400);
    expect((await admin.get('/api/audit?stream=users')).status).toBe(400);
    expect(
      (await admin.get('/api/audit?stream=member-00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);
  });
});
