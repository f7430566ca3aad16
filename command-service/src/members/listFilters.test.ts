import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type MemberListItemDto } from '@gym/contracts';
import type { TestClient } from '../testing/httpClient';
import { createMember, createMembership, createPlan, gymToday, pay } from '../testing/fixtures';
import { startProduct, type Product } from '../testing/productHarness';

/**
 * The member list shows each member's current membership (plan, end date, its state) and what
 * they owe, and filters members whose membership is expiring, has expired, or who owe money.
 */
describe('member list: membership columns and filters', () => {
  let p: Product;
  let staff: TestClient;
  const family = `Filt${Date.now().toString(36)}`;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    p = await startProduct();
    const admin = await p.signedIn('admin');
    staff = await p.signedIn('staff');
    const plan = await createPlan(admin, {
      name: `Monthly ${family}`,
      price: '1500',
      duration: 30,
    });
    const today = gymToday();
    const member = async (name: string) => {
      const m = await createMember(staff, { firstName: name, lastName: family });
      ids[name] = m.id;
      return m.id;
    };
    const on = (memberId: string, start: string) =>
      createMembership(staff, memberId, plan.id, { startDate: start });
    // Ends in 3 days, paid in full.
    const ending = await on(await member('Ending'), addDays(today, -27));
    await pay(staff, ending.id, '1500');
    // Ended 10 days ago, paid.
    const lapsed = await on(await member('Lapsed'), addDays(today, -40));
    await pay(staff, lapsed.id, '1500');
    // Running for weeks, ₹600 of ₹1,500 paid.
    const owing = await on(await member('Owing'), addDays(today, -5));
    await pay(staff, owing.id, '600');
    // An old one ended, a new one runs (paid): neither expired nor owing.
    const renewedId = await member('Renewed');
    await pay(staff, (await on(renewedId, addDays(today, -45))).id, '1500');
    await pay(staff, (await on(renewedId, addDays(today, -10))).id, '1500');
    await member('Walkin');
  });
  afterAll(() => p?.close());

  const list = async (filter: Record<string, string>) => {
    const res = await staff.get(
      `/api/members?filter=${encodeURIComponent(JSON.stringify({ q: family, ...filter }))}&range=[0,9]&sort=["name","ASC"]`,
    );
    expect(res.status, res.text).toBe(200);
    return res.body as MemberListItemDto[];
  };
  const names = async (filter: Record<string, string>) =>
    (await list(filter)).map((m) => m.firstName);

  it('lists expiring, expired and owing members, each filter alone', async () => {
    expect(await names({ membership: 'expiring' })).toEqual(['Ending']);
    expect(await names({ membership: 'expired' })).toEqual(['Lapsed']);
    expect(await names({ membership: 'owing' })).toEqual(['Owing']);
    expect(await names({})).toEqual(['Ending', 'Lapsed', 'Owing', 'Renewed', 'Walkin']);
    expect(await names({ membership: 'owing', status: 'inactive' })).toEqual([]);
  });

  it("shows each member's current membership and balance", async () => {
    const today = gymToday();
    const rows = new Map((await list({})).map((m) => [m.firstName, m]));
    expect(rows.get('Ending')).toMatchObject({
      currentMembership: {
        planName: `Monthly ${family}`,
        endDate: addDays(today, 3),
        status: 'active',
      },
      balance: '0.00',
    });
    // The expiry job has not run: the ended membership still reads as expired.
    expect(rows.get('Lapsed')?.currentMembership).toMatchObject({
      endDate: addDays(today, -10),
      status: 'expired',
    });
    expect(rows.get('Owing')).toMatchObject({
      currentMembership: { status: 'partial_paid' },
      balance: '900.00',
    });
    // The running renewal, not the ended one.
    expect(rows.get('Renewed')?.currentMembership).toMatchObject({
      endDate: addDays(today, 20),
      status: 'active',
    });
    expect(rows.get('Walkin')).toMatchObject({ currentMembership: null, balance: '0.00' });
  });

  it('refuses an unknown membership filter with 400', async () => {
    const res = await staff.get(
      `/api/members?filter=${encodeURIComponent(JSON.stringify({ membership: 'soon' }))}`,
    );
    expect(res.status).toBe(400);
  });
});
