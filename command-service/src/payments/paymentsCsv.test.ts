import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  parseSignedMoney,
  type BranchDto,
  type DashboardStatsDto,
  type ProfitAndLossDto,
  type RevenueByMethodDto,
  type RevenueByMonthDto,
} from '@gym/contracts';
import type { TestClient } from '../testing/httpClient';
import { gymToday, memberWithMembership, pay } from '../testing/fixtures';
import { startProduct, type Product } from '../testing/productHarness';

const paise = (money: string) => parseSignedMoney(money)!;

/** The file's lines after its byte order mark, as arrays of cells (no cell here holds a comma). */
const rowsOf = (text: string) =>
  text
    .replace(/^\ufeff/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));

/** Issue 34, item 7: the payments CSV reconciles with the books, to the paisa. */
describe('the payments CSV against the books', () => {
  let p: Product;
  let admin: TestClient;
  let staff: TestClient;
  const ids: Record<'refunded' | 'voided' | 'plain', string> = {
    refunded: '',
    voided: '',
    plain: '',
  };

  beforeAll(async () => {
    p = await startProduct();
    admin = await p.signedIn('admin');
    staff = await p.signedIn('staff');
    // GST-registered, prices including 18%: collected = taxable value + GST.
    const settings = await admin.put('/api/settings/gym', {
      gstin: '29ABCDE1234F1ZW',
      stateCode: '29',
      sacCode: '999723',
      gstRate: '18',
      pricesIncludeGst: true,
    });
    expect(settings.status, settings.text).toBe(200);
    const { membership } = await memberWithMembership(admin, { price: '9000' });
    const refunded = await pay(admin, membership.id, '1999.00');
    const refund = await admin.post(`/api/payments/${refunded.id}/refund`, {
      reason: 'Moved away',
      amount: '700.01',
    });
    expect(refund.status, refund.text).toBe(200);
    const voided = await pay(admin, membership.id, '2000.00', { paymentMethod: 'upi' });
    const voiding = await admin.post(`/api/payments/${voided.id}/void`, { reason: 'Twice' });
    expect(voiding.status, voiding.text).toBe(200);
    const plain = await pay(admin, membership.id, '5994.97', { paymentMethod: 'card' });
    Object.assign(ids, { refunded: refunded.id, voided: voided.id, plain: plain.id });
  });
  afterAll(() => p?.close());

  const csv = async (client: TestClient) => {
    const res = await client.get('/api/payments/all.csv');
    expect(res.status, res.text).toBe(200);
    const [header, ...rows] = rowsOf(res.text);
    const column = (name: string) => header!.indexOf(name);
    const byReceipt = async (id: string) => {
      const receipt = (await admin.get(`/api/payments/${id}`)).body.receiptNumber as string;
      return rows.find((r) => r[column('Receipt #')] === receipt)!;
    };
    return { header: header!, rows, column, byReceipt };
  };

  it("states each payment's refund, the day of its refund or void, and what it leaves collected", async () => {
    const { header, rows, column, byReceipt } = await csv(admin);
    expect(header).toEqual([
      'Receipt #',
      'Date',
      'Member',
      'Amount (₹)',
      'Refunded (₹)',
      'Collected (₹)',
      'Method',
      'Reference',
      'Received By',
      'State',
      'Refund/Void Date',
      'Notes',
    ]);
    expect(rows).toHaveLength(3);
    const pick = (row: string[], ...names: string[]) => names.map((n) => row[column(n)]);
    const figures = ['Amount (₹)', 'Refunded (₹)', 'Collected (₹)', 'State', 'Refund/Void Date'];
    expect(pick(await byReceipt(ids.refunded), ...figures)).toEqual([
      '1999.00',
      '700.01',
      '1298.99',
      'Refunded',
      gymToday(),
    ]);
    expect(pick(await byReceipt(ids.voided), ...figures)).toEqual([
      '2000.00',
      '0.00',
      '0.00',
      'Voided',
      gymToday(),
    ]);
    expect(pick(await byReceipt(ids.plain), ...figures)).toEqual([
      '5994.97',
      '0.00',
      '5994.97',
      'Recorded',
      '',
    ]);
  });

  it('adds up to the net collected of the revenue reports and the dashboard, to the paisa', async () => {
    const { rows, column } = await csv(admin);
    const collected = rows.reduce((sum, r) => sum + paise(r[column('Collected (₹)')]!), 0);
    expect(collected).toBe(729_396);

    const today = gymToday();
    const range = `from=${addDays(today, -400).slice(0, 8)}01&to=${today}`;
    const byMonth = (await admin.get(`/api/reports/revenue-by-month?${range}`))
      .body as RevenueByMonthDto;
    expect(paise(byMonth.total.net)).toBe(collected);
    const byMethod = (await admin.get(`/api/reports/revenue-by-method?${range}`))
      .body as RevenueByMethodDto;
    expect(paise(byMethod.total.net)).toBe(collected);
    const stats = (await admin.get('/api/dashboard/stats')).body as DashboardStatsDto;
    expect(paise(stats.monthlyRevenue!)).toBe(collected);
    // The P&L's revenue is the taxable value: with its GST it is what was collected.
    const month = today.slice(0, 7);
    const pnl = (await admin.get(`/api/reports/profit-and-loss?from=${month}&to=${month}`))
      .body as ProfitAndLossDto;
    const { revenue, gstCollected } = pnl.total.total;
    expect(paise(revenue)).toBeLessThan(collected);
    expect(paise(revenue) + paise(gstCollected)).toBe(collected);
  });

  it('names the receiving branch once the reader sees two, and not for a desk of one', async () => {
    const opened = await admin.post('/api/branches', { name: 'Koramangala', code: 'KRM' });
    expect(opened.status, opened.text).toBe(201);
    const { membership } = await memberWithMembership(admin);
    const there = await pay(admin, membership.id, '450.50', { branchId: opened.body.id });
    const branches = (await admin.get('/api/branches')).body as BranchDto[];
    const first = branches.find((b) => b.id !== opened.body.id)!;

    const owner = await csv(admin);
    expect(owner.header.slice(-3)).toEqual(['Refund/Void Date', 'Branch', 'Notes']);
    const branchOf = async (id: string) => (await owner.byReceipt(id))[owner.column('Branch')];
    expect(await branchOf(there.id)).toBe('Koramangala');
    expect(await branchOf(ids.refunded)).toBe(first.name);
    const collected = owner.rows.reduce(
      (sum, r) => sum + paise(r[owner.column('Collected (₹)')]!),
      0,
    );
    expect(collected).toBe(729_396 + 45_050);

    // The demo staff work at the first branch only: their lists and file show no branch.
    const desk = await csv(staff);
    expect(desk.header).not.toContain('Branch');
    expect(desk.rows).toHaveLength(3);
  });
});
