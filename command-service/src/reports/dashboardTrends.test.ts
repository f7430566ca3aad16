import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../scripts/test/db';
import type { RunningService } from '../server';
import { createClient, type TestClient } from '../testing/httpClient';
import { createMember, createMembership, createPlan, pay } from '../testing/fixtures';
import { startTestServer } from '../testing/startTestServer';

// Mid-October, then mid-November (noon in Kolkata): the dashboard compares November with October.
const OCTOBER = new Date('2026-10-10T06:30:00Z');
const NOVEMBER = new Date('2026-11-20T06:30:00Z');

describe('the dashboard stats: this month against the end of last month', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: RunningService;
  let admin: TestClient;
  let now = OCTOBER;
  const stats = async () => (await admin.get('/api/dashboard/stats')).body;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTestServer({
      databaseUrl: database.url,
      clock: () => now,
      jobs: { off: true, worker: true, mailFrom: 'gym@example.com' },
    });
    admin = createClient(server.url);
    await admin.login('admin', 'admin123');
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it("gives last month's members, memberships in force on its last day and its revenue", async () => {
    // The demo member, counted wherever its join date falls.
    now = NOVEMBER;
    const base = await stats();
    now = OCTOBER;
    const quarterly = await createPlan(admin, { price: '1000', duration: 90 });
    const monthly = await createPlan(admin, { price: '1500', duration: 30 });
    const paidInOctober = await createMembership(
      admin,
      (await createMember(admin)).id,
      quarterly.id,
    );
    await pay(admin, paidInOctober.id, '1000');
    const unpaid = await createMembership(admin, (await createMember(admin)).id, quarterly.id);
    const third = await createMember(admin);
    const removed = await createMember(admin);
    await admin.delete(`/api/members/${removed.id}`);

    now = NOVEMBER;
    await createMember(admin);
    const paidInNovember = await createMembership(admin, third.id, monthly.id);
    await pay(admin, paidInNovember.id, '1500');
    await pay(admin, unpaid.id, '200');

    expect(await stats()).toEqual({
      totalMembers: base.totalMembers + 4,
      activeMembers: 2,
      monthlyRevenue: '1700.00',
      expiringSoon: 0,
      lastMonth: {
        // Joined by 31 October and not removed.
        totalMembers: base.lastMonth.totalMembers + 3,
        // In force on 31 October and paid in full: the October membership; November's starts later.
        activeMembers: 1,
        monthlyRevenue: '1000.00',
      },
    });
  });
});
