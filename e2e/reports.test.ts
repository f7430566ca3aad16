import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  addDays,
  calendarDateIn,
  type BalancesAsOfDto,
  DEFAULT_TIME_ZONE,
  type DuesAgeingDto,
  type MembershipDto,
  type MembersReportDto,
  type PaymentDto,
  type RevenueByMethodDto,
  type RevenueByMonthDto,
} from '@gym/contracts';
import { api } from './support/api';
import { hasChromium, screenshot, signIn, useHarness, visible } from './support/harness';

/** The UI's money format: "1350.00" → "₹1,350". */
const rupees = (amount: string) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(Number(amount));

describe.skipIf(!hasChromium)('reports in a real browser', () => {
  const harness = useHarness();
  let page: Page;
  const today = calendarDateIn(DEFAULT_TIME_ZONE, new Date());
  const month = today.slice(0, 7);

  async function get<T>(path: string): Promise<T> {
    const response = await page.request.get(`${harness.base}/api/${path}`);
    expect(response.status(), path).toBe(200);
    return (await response.json()) as T;
  }

  const report = (name: string) => page.getByRole('region', { name });
  const cell = (row: Locator, field: string) => row.locator(`[data-field="${field}"]`);
  const row = (region: Locator, key: string) =>
    region.locator(`[data-testid="report-row"][data-key="${key}"]`);

  beforeAll(async () => {
    ({ page } = await harness.newPage());
  });
  afterAll(() => page?.close());

  it('shows the four reports with the numbers the API gives', async () => {
    await signIn(page, harness.base, 'admin', 'admin123');
    const client = api(page, harness.base);
    const plan = await client.createPlan('Report Gold', '1000', 30);
    const paid = await client.createMember('Asha', 'Reporter', 'asha.reporter@example.com');
    const paidMembership = await client.createMembership(paid.id, plan);
    const payment = await client.post<PaymentDto>(
      'payments',
      { membershipId: paidMembership.id, amount: '600', paymentMethod: 'upi' },
      { 'Idempotency-Key': crypto.randomUUID() },
    );
    await client.post(`payments/${payment.id}/refund`, { reason: 'Goodwill', amount: '100' });
    await client.recordPayment(paidMembership.id, '200');
    const late = await client.createMember('Ravi', 'Overdue', 'ravi.overdue@example.com');
    await client.post<MembershipDto>('memberships', {
      memberId: late.id,
      planId: plan.id,
      startDate: addDays(today, -45),
    });

    // Money is named for what it is; a gym without a GSTIN charges no GST to mention.
    await page.goto(`${harness.base}/`);
    await visible(
      page
        .getByRole('region', { name: 'Monthly Revenue' })
        .getByText('Collected this month, less voids and refunds', { exact: true }),
    );
    await page.goto(`${harness.base}/reports`);
    await visible(page.getByRole('heading', { name: 'Reports', level: 1 }));
    for (const name of [
      'Collected by month',
      'Collected by payment method',
      'Dues ageing',
      'Members',
      'Balances as of',
    ])
      await visible(report(name).getByRole('table'));
    await visible(report('Collected by month').getByRole('img', { name: 'Collected by month' }));

    await visible(report('Collected by month').getByRole('columnheader', { name: 'Collected' }));
    await visible(
      report('Collected by month').getByText(
        'What members paid, by payment date, less voided payments and refunds on the day they were given',
      ),
    );
    const byMonth = await get<RevenueByMonthDto>('reports/revenue-by-month');
    expect(byMonth.total.net).toBe('700.00');
    const monthRow = row(report('Collected by month'), month);
    const thisMonth = byMonth.months.find((m) => m.month === month)!;
    for (const field of ['paid', 'refunded', 'net'] as const)
      expect(await cell(monthRow, field).textContent()).toBe(rupees(thisMonth[field]));
    expect(await cell(monthRow, 'payments').textContent()).toBe(String(thisMonth.payments));
    expect(await report('Collected by month').getByTestId('report-row').count()).toBe(12);
    const monthTotal = report('Collected by month').getByTestId('report-total');
    expect(await cell(monthTotal, 'net').textContent()).toBe(rupees(byMonth.total.net));

    const byMethod = await get<RevenueByMethodDto>('reports/revenue-by-method');
    for (const line of byMethod.methods) {
      const methodRow = row(report('Collected by payment method'), line.method);
      expect(await cell(methodRow, 'net').textContent(), line.method).toBe(rupees(line.net));
    }
    expect(byMethod.methods.find((m) => m.method === 'upi')?.net).toBe('500.00');

    const ageing = await get<DuesAgeingDto>('reports/dues-ageing');
    for (const bucket of ageing.buckets) {
      const bucketRow = row(report('Dues ageing'), bucket.bucket);
      expect(await cell(bucketRow, 'outstanding').textContent(), bucket.bucket).toBe(
        rupees(bucket.outstanding),
      );
      expect(await cell(bucketRow, 'memberships').textContent()).toBe(String(bucket.memberships));
    }
    expect(ageing.buckets.find((b) => b.bucket === '31-60')?.outstanding).toBe('1000.00');
    const ageingTotal = report('Dues ageing').getByTestId('report-total');
    expect(await cell(ageingTotal, 'outstanding').textContent()).toBe(
      rupees(ageing.total.outstanding),
    );

    const members = await get<MembersReportDto>('reports/members');
    const membersRow = row(report('Members'), month);
    const membersThisMonth = members.months.find((m) => m.month === month)!;
    for (const field of ['activeMemberships', 'newMembers', 'expiredMemberships'] as const)
      expect(await cell(membersRow, field).textContent(), field).toBe(
        String(membersThisMonth[field]),
      );

    const balances = await get<BalancesAsOfDto>('reports/balances');
    const balancesTotal = report('Balances as of').getByTestId('report-total');
    for (const field of ['total', 'paid', 'outstanding'] as const)
      expect(await cell(balancesTotal, field).textContent(), field).toBe(
        rupees(balances.total[field]),
      );
    const ashaBooks = row(report('Balances as of'), paidMembership.id);
    expect(await cell(ashaBooks, 'paid').textContent()).toBe(rupees('700.00'));
    expect(await cell(ashaBooks, 'outstanding').textContent()).toBe(rupees('300.00'));
    await screenshot(page, 'reports-01');
  });

  it('exports a report as CSV', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      report('Collected by month').getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^revenue-by-month_\d{4}-\d{2}-01_\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('month,payments,paid,refunded,collected');
    expect(csv).toContain(`${month},2,800.00,100.00,700.00`);

    // The balances are the server's file of every membership (the table stops at 1,000).
    const balances = await get<BalancesAsOfDto>('reports/balances');
    const [books] = await Promise.all([
      page.waitForEvent('download'),
      report('Balances as of').getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(books.suggestedFilename()).toBe(`balances_${today}.csv`);
    const lines = (await readFile((await books.path())!, 'utf8'))
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('membershipId,member,plan,total,paid,outstanding');
    expect(lines).toHaveLength(balances.count + 2);
    const { total, paid, outstanding } = balances.total;
    expect(lines.at(-1)).toBe(`,Total,,${total},${paid},${outstanding}`);
  });

  it('opens the memberships of a dues ageing bucket', async () => {
    await report('Dues ageing')
      .getByRole('link', { name: 'Open the memberships in 31–60 days' })
      .click();
    await page.waitForURL(/\/payments\?ageing=31-60$/);
    await visible(page.getByTestId('ageing-filter').getByText('Dues ageing: 31–60 days'));
    const rows = page.getByTestId('outstanding-row');
    await visible(rows.filter({ hasText: 'Ravi Overdue' }));
    expect(await rows.count()).toBe(1);
    await page.getByTestId('ageing-filter').locator('svg').click();
    await visible(page.getByTestId('outstanding-row').filter({ hasText: 'Asha Reporter' }));
  });
});
