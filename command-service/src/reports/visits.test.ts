import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_BRANCH_ID, addDays, type VisitsPerDayDto } from '@gym/contracts';
import type { TestClient } from '../testing/httpClient';
import { createMember, createMembership, createPlan, gymToday, pay } from '../testing/fixtures';
import { startProduct, type Product } from '../testing/productHarness';

const today = gymToday();
const yesterday = addDays(today, -1);
const at = (day: string, time: string) => new Date(`${day}T${time}+05:30`);

/**
 * A chain of two branches and one member: at Main yesterday evening, at Main and then at
 * Koramangala this morning. Visits add up over branches; the members who came count each person
 * once a day, and once over the range.
 */
describe('Visits per day over several branches', () => {
  let p: Product;
  let admin: TestClient;
  let manager: TestClient;
  let koramangala: string;
  let now = at(yesterday, '19:00:00');

  /** The report for `from`..`to` as `client` reads it (`branchId`: the switcher's branch). */
  async function visits(client: TestClient, from: string, branchId: string | null = null) {
    expect((await client.put('/api/user/branch', { branchId })).status).toBe(200);
    const res = await client.get(`/api/reports/visits?from=${from}&to=${today}`);
    expect(res.status, res.text).toBe(200);
    return res.body as VisitsPerDayDto;
  }

  beforeAll(async () => {
    p = await startProduct({ clock: () => now });
    admin = await p.signedIn('admin');
    const opened = await admin.post('/api/branches', { name: 'Koramangala', code: 'KRM' });
    expect(opened.status, opened.text).toBe(201);
    koramangala = opened.body.id as string;
    manager = await p.signedInManager('both-manager', [MAIN_BRANCH_ID, koramangala]);
    const plan = await createPlan(admin, { price: '1000', admits: { kind: 'all' } });
    const member = await createMember(admin, { homeBranchId: MAIN_BRANCH_ID });
    const membership = await createMembership(admin, member.id, plan.id);
    await pay(admin, membership.id, '1000');
    const checkIn = async (branchId: string) => {
      const res = await admin.post('/api/check-ins', { memberId: member.id, branchId });
      expect(res.status, res.text).toBe(201);
    };
    await checkIn(MAIN_BRANCH_ID);
    now = at(today, '07:00:00');
    await checkIn(MAIN_BRANCH_ID);
    now = at(today, '08:30:00');
    await checkIn(koramangala);
  });
  afterAll(() => p?.close());

  it('shows a member at two branches on a day as 2 visits and 1 member for all branches, 1 and 1 at each', async () => {
    const all = await visits(admin, today);
    const main = await visits(admin, today, MAIN_BRANCH_ID);
    const krm = await visits(admin, today, koramangala);
    expect(all.rows).toEqual([{ day: today, visits: 2, members: 1 }]);
    expect([all.total, all.membersInRange]).toEqual([2, 1]);
    expect(main.rows).toEqual([{ day: today, visits: 1, members: 1 }]);
    expect([main.total, main.membersInRange]).toEqual([1, 1]);
    expect(krm.rows).toEqual([{ day: today, visits: 1, members: 1 }]);
    expect([krm.total, krm.membersInRange]).toEqual([1, 1]);
    // The visits are the branches' summed; the members are people, not the branches' summed.
    expect(all.total).toBe(main.total + krm.total);
    expect(all.rows[0]!.visits).toBe(main.rows[0]!.visits + krm.rows[0]!.visits);
    expect(all.rows[0]!.members).toBeLessThan(main.rows[0]!.members + krm.rows[0]!.members);
    // A manager of both branches reads them together as the owner reads all of them.
    expect(await visits(manager, today)).toEqual(all);
  });

  it('counts the different members over the range once each, not the days’ members summed', async () => {
    const all = await visits(admin, yesterday);
    expect(all.rows).toEqual([
      { day: today, visits: 2, members: 1 },
      { day: yesterday, visits: 1, members: 1 },
    ]);
    expect([all.total, all.membersInRange]).toEqual([3, 1]);
    const main = await visits(admin, yesterday, MAIN_BRANCH_ID);
    expect(main.rows.map((r) => [r.visits, r.members])).toEqual([
      [1, 1],
      [1, 1],
    ]);
    expect([main.total, main.membersInRange]).toEqual([2, 1]);
    const krm = await visits(admin, yesterday, koramangala);
    expect(krm.rows.map((r) => [r.visits, r.members])).toEqual([
      [1, 1],
      [0, 0],
    ]);
    expect([krm.total, krm.membersInRange]).toEqual([1, 1]);
    expect(all.total).toBe(main.total + krm.total);
    expect(await visits(manager, yesterday)).toEqual(all);
  });
});
