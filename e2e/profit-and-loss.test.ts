import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  calendarDateIn,
  DEFAULT_TIME_ZONE,
  type GstSummaryDto,
  type PaymentDto,
  type ProfitAndLossDto,
} from '@gym/contracts';
import { api } from './support/api';
import { chooseOption, field } from './support/memberForm';
import { hasChromium, screenshot, signIn, useHarness, visible } from './support/harness';

/** The UI's money format: "1350.00" → "₹1,350". */
const rupees = (amount: string) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(Number(amount));

describe.skipIf(!hasChromium)('profit and loss, GST summary in a real browser', () => {
  const harness = useHarness();
  let page: Page;
  const month = calendarDateIn(DEFAULT_TIME_ZONE, new Date()).slice(0, 7);
  const cell = (row: Locator, field: string) => row.locator(`[data-field="${field}"]`);
  const row = (region: Locator, key: string) =>
    region.locator(`[data-testid="report-row"][data-key="${key}"]`);

  async function get<T>(path: string): Promise<T> {
    const response = await page.request.get(`${harness.base}/api/${path}`);
    expect(response.status(), path).toBe(200);
    return (await response.json()) as T;
  }

  beforeAll(async () => {
    ({ page } = await harness.newPage());
    await signIn(page, harness.base, 'admin', 'admin123');
    const settings = await page.request.put(`${harness.base}/api/settings/gym`, {
      data: {
        gstin: '29ABCDE1234F1ZW',
        stateCode: '29',
        sacCode: '999723',
        gstRate: '18',
        pricesIncludeGst: true,
      },
    });
    expect(settings.status()).toBe(200);
  });
  afterAll(() => page?.close());

  it("shows the month's revenue, GST and profit from the payments recorded", async () => {
    const client = api(page, harness.base);
    const before = await get<ProfitAndLossDto>(`reports/profit-and-loss?from=${month}&to=${month}`);
    const plan = await client.createPlan('Books Gold', '5000', 30);
    const member = await client.createMember('Meera', 'Ledger', 'meera.ledger@example.com');
    const membership = await client.createMembership(member.id, plan);
    await client.recordPayment(membership.id, '2360');
    const refunded = await client.recordPayment(membership.id, '1180');
    await client.post<PaymentDto>(`payments/${refunded.id}/refund`, {
      reason: 'Moved away',
      amount: '590',
    });

    const report = await get<ProfitAndLossDto>(`reports/profit-and-loss?from=${month}&to=${month}`);
    const paise = (s: string) => Math.round(Number(s) * 100);
    // 2360 + 1180 at 18% inclusive is 2000 + 1000 taxable; the refund of 590 takes 500 back.
    expect(paise(report.total.total.revenue) - paise(before.total.total.revenue)).toBe(250_000);
    expect(paise(report.total.total.gstCollected) - paise(before.total.total.gstCollected)).toBe(
      45_000,
    );

    await page.goto(`${harness.base}/reports`);
    await page.getByRole('link', { name: 'Profit and loss' }).click();
    await visible(page.getByRole('heading', { name: 'Profit and loss', level: 1 }));
    const card = page.getByRole('region', { name: 'Profit and loss' });
    await visible(
      card.getByRole('img', { name: 'Revenue (taxable value), expenses and profit by month' }),
    );
    // The P&L's revenue says it is the taxable value; the dashboard's figure is what was collected.
    for (const name of ['Revenue (taxable value)', 'GST collected'])
      await visible(card.getByRole('columnheader', { name }));
    const thisMonth = row(card, month);
    const figures = report.total.months.find((m) => m.month === month)!;
    for (const field of ['revenue', 'gstCollected', 'totalExpenses', 'profit'] as const)
      expect(await cell(thisMonth, field).getAttribute('data-value'), field).toBe(figures[field]);
    expect(await cell(thisMonth, 'revenue').textContent()).toBe(rupees(figures.revenue));
    expect(await card.getByTestId('report-row').count()).toBe(12);
    await screenshot(page, 'profit-and-loss-01');
    await page.goto(`${harness.base}/`);
    await visible(
      page
        .getByRole('region', { name: 'Monthly Revenue' })
        .getByText('Collected this month, GST included, less voids and refunds', { exact: true }),
    );
    await screenshot(page, 'dashboard-gst-01');

    // An expense recorded at the desk today: the month's profit falls by exactly its amount.
    await page.goto(`${harness.base}/expenses/create`);
    await chooseOption(page, 'Category', 'Electricity and water');
    await field(page, 'Amount').fill('1234.50');
    await field(page, 'Paid to').fill('BESCOM');
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/api\/expenses$/.test(r.url()),
    );
    await page.getByRole('button', { name: 'Record expense' }).click();
    expect((await saved).status()).toBe(201);
    await page.goto(`${harness.base}/reports/profit-and-loss`);
    await visible(
      card.getByRole('img', { name: 'Revenue (taxable value), expenses and profit by month' }),
    );
    const profit = async () => paise((await cell(thisMonth, 'profit').getAttribute('data-value'))!);
    await expect.poll(profit).toBe(paise(figures.profit) - 123_450);
    expect(paise((await cell(thisMonth, 'totalExpenses').getAttribute('data-value'))!)).toBe(
      paise(figures.totalExpenses) + 123_450,
    );
    await screenshot(page, 'profit-and-loss-02');
  });

  it("shows the GST summary's rate lines and receipt series as the API gives them", async () => {
    const summary = await get<GstSummaryDto>(`reports/gst-summary?month=${month}`);
    expect(summary.gstin).toBe('29ABCDE1234F1ZW');
    await page.goto(`${harness.base}/reports`);
    await page.getByRole('link', { name: 'GST summary' }).click();
    await visible(page.getByRole('heading', { name: 'GST summary', level: 1 }));
    const net = page.getByTestId('gst-net');
    const line = row(net, '18.00');
    await visible(line);
    const rate = summary.net.find((l) => l.rate === '18.00')!;
    for (const field of ['taxableValue', 'cgst', 'sgst', 'igst'] as const)
      expect(await cell(line, field).getAttribute('data-value'), field).toBe(rate[field]);
    expect(rate.igst).toBe('0.00');
    const series = page.getByTestId('gst-documents');
    for (const d of summary.documents) {
      const r = row(series, d.series);
      await visible(r.getByText(d.from, { exact: true }));
      expect(await cell(r, 'total').textContent()).toBe(String(d.total));
    }
    const b2cs = await page.request.get(
      `${harness.base}/api/reports/gst-summary/b2cs.csv?month=${month}`,
    );
    expect((await b2cs.text()).split('\r\n')[1]).toBe(
      `OE,29-Karnataka,18,,${rate.taxableValue},0.00,`,
    );
    await screenshot(page, 'gst-summary-01');
  });
});
