import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@gym/contracts';
import type { TestClient } from '../testing/httpClient';
import { memberWithMembership, pay } from '../testing/fixtures';
import { startProduct, type Product } from '../testing/productHarness';

/** Every answer of the server that sums payments. */
const REVENUE_REPORTS = [
  '/api/reports/revenue-by-month',
  '/api/reports/revenue-by-method',
  '/api/reports/balances',
  '/api/reports/balances.csv',
];
/** Reports with no revenue in them: the desk keeps them whatever the setting. */
const OTHER_REPORTS = ['/api/reports/dues-ageing', '/api/reports/members', '/api/reports/visits'];

describe('the owner hides revenue from front-desk staff', () => {
  let p: Product;
  let admin: TestClient;
  let staff: TestClient;

  async function setHidden(hidden: boolean) {
    const res = await admin.put('/api/settings/gym', { hideRevenueFromStaff: hidden });
    expect(res.status, res.text).toBe(200);
    expect(res.body.hideRevenueFromStaff).toBe(hidden);
    // The admin's next read waits for the read models to hold the change (read-your-writes).
    expect((await admin.get('/api/settings/gym')).body.hideRevenueFromStaff).toBe(hidden);
  }

  beforeAll(async () => {
    p = await startProduct();
    admin = await p.signedIn('admin');
    staff = await p.signedIn('staff');
    const { membership } = await memberWithMembership(admin);
    await pay(admin, membership.id, '700');
  });
  afterAll(() => p?.close());

  it('shows staff every revenue figure while the setting is off (the default)', async () => {
    const stats = await staff.get('/api/dashboard/stats');
    expect(stats.body.monthlyRevenue).toBe('700.00');
    for (const path of REVENUE_REPORTS) expect((await staff.get(path)).status, path).toBe(200);
  });

  it('gives staff no revenue from the server once it is on; admins keep it all', async () => {
    await setHidden(true);
    const stats = await staff.get('/api/dashboard/stats');
    expect(stats.status).toBe(200);
    expect(stats.body.monthlyRevenue).toBeNull();
    expect(stats.body.lastMonth.monthlyRevenue).toBeNull();
    expect(stats.body.totalMembers).toBeGreaterThan(0);
    expect(JSON.stringify(stats.body)).not.toContain('700');
    for (const path of REVENUE_REPORTS) {
      const res = await staff.get(path);
      expect(res.status, path).toBe(403);
      expect(res.body.message).toBe(messages.revenueHidden);
    }
    for (const path of OTHER_REPORTS) expect((await staff.get(path)).status, path).toBe(200);

    expect((await admin.get('/api/dashboard/stats')).body.monthlyRevenue).toBe('700.00');
    for (const path of REVENUE_REPORTS) expect((await admin.get(path)).status, path).toBe(200);
    // Staff read the setting (the UI hides the panels), and cannot change it.
    expect((await staff.get('/api/settings/gym')).body.hideRevenueFromStaff).toBe(true);
    expect((await staff.put('/api/settings/gym', { hideRevenueFromStaff: false })).status).toBe(
      403,
    );
  });

  it('gives the figures back when the owner turns it off', async () => {
    await setHidden(false);
    expect((await staff.get('/api/dashboard/stats')).body.monthlyRevenue).toBe('700.00');
    for (const path of REVENUE_REPORTS) expect((await staff.get(path)).status, path).toBe(200);
  });
});
