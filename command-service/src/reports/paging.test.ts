import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type BalancesAsOfDto, type VisitsPerDayDto } from '@gym/contracts';
import type { TestClient } from '../testing/httpClient';
import { gymToday, memberWithMembership, pay } from '../testing/fixtures';
import { startProduct, type Product } from '../testing/productHarness';

const range = (first: number, last: number) => `range=${encodeURIComponent(`[${first},${last}]`)}`;

describe('the long reports come a page at a time', () => {
  let p: Product;
  let admin: TestClient;
  beforeAll(async () => {
    p = await startProduct();
    admin = await p.signedIn('admin');
    for (const paid of ['100', '400', '900']) {
      const { membership } = await memberWithMembership(admin);
      await pay(admin, membership.id, paid);
    }
  });
  afterAll(() => p?.close());

  it('pages "Balances as of" (largest owing first) and keeps the totals over every membership', async () => {
    const all: BalancesAsOfDto = (await admin.get('/api/reports/balances')).body;
    expect(all.count).toBe(3);
    expect(all.rows.map((r) => r.outstanding)).toEqual(['1400.00', '1100.00', '600.00']);

    const pages: BalancesAsOfDto[] = [];
    for (const [first, last] of [
      [0, 1],
      [2, 3],
    ] as const) {
      const res = await admin.get(`/api/reports/balances?${range(first, last)}`);
      expect(res.status, res.text).toBe(200);
      pages.push(res.body);
    }
    expect(pages.map((page) => page.rows.length)).toEqual([2, 1]);
    expect(pages.map((page) => page.first)).toEqual([0, 2]);
    expect(pages.flatMap((page) => page.rows)).toEqual(all.rows);
    for (const page of pages) {
      expect(page.count).toBe(3);
      expect(page.truncated).toBe(true);
      expect(page.total).toEqual(all.total);
    }
    // Past the end: no rows, the same totals.
    const past: BalancesAsOfDto = (await admin.get(`/api/reports/balances?${range(10, 19)}`)).body;
    expect(past.rows).toEqual([]);
    expect(past.total).toEqual(all.total);
    // Bounded: at most 1,000 rows a page.
    expect((await admin.get(`/api/reports/balances?${range(0, 1000)}`)).status).toBe(400);
  });

  it('pages the visits per day, newest day first, with the total over the whole range', async () => {
    const today = gymToday();
    const from = addDays(today, -29);
    const whole: VisitsPerDayDto = (await admin.get(`/api/reports/visits?from=${from}&to=${today}`))
      .body;
    expect(whole.days).toBe(30);
    expect(whole.rows).toHaveLength(30);
    expect(whole.rows[0]!.day).toBe(today);

    const second: VisitsPerDayDto = (
      await admin.get(`/api/reports/visits?from=${from}&to=${today}&${range(7, 13)}`)
    ).body;
    expect(second.days).toBe(30);
    expect(second.total).toBe(whole.total);
    expect(second.rows.map((r) => r.day)).toEqual(whole.rows.slice(7, 14).map((r) => r.day));
    expect((await admin.get(`/api/reports/visits?from=${from}&to=${today}&range=[7]`)).status).toBe(
      400,
    );
  });
});
