import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import type { BrowserContext, Page } from 'playwright-core';
import { calendarDateIn, DEFAULT_TIME_ZONE, monthTrend } from '@gym/contracts';
import { api } from './support/api';
import {
  hasChromium,
  hidden,
  PHONE,
  screenshot,
  signIn,
  useHarness,
  visible,
} from './support/harness';

const SURNAME = 'Listova';
const FIRST_NAMES = [
  'Kiran',
  'aarav',
  'Meera',
  'Dev',
  'Isha',
  'Bhavna',
  'Farhan',
  'Gita',
  'Hari',
  'Jaya',
  'Lata',
  'Nikhil',
];

/** The last month's 20th in the gym's time zone: a join date the trend counts as last month's. */
function dayLastMonth(): string {
  const today = calendarDateIn(DEFAULT_TIME_ZONE, new Date());
  const first = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  return `${new Date(first.getTime() - 86_400_000).toISOString().slice(0, 7)}-20`;
}

/** Lists people can work with: export, sort, page; trends from the data; sign-out always there. */
describe.skipIf(!hasChromium)('lists, trends and the user menu in a real browser', () => {
  const harness = useHarness();
  let context: BrowserContext;
  let page: Page;

  const listedNames = () => page.locator('table tbody tr td:first-child a').allTextContents();

  it('exports the member list, sorted by name and filtered, as the CSV of those rows', async () => {
    ({ context, page } = await harness.newPage());
    await signIn(page, harness.base, 'admin', 'admin123');
    const data = api(page, harness.base);
    for (const first of FIRST_NAMES)
      await data.createMember(first, SURNAME, `${first.toLowerCase()}.${SURNAME}@lists.in`);

    await page.goto(`${harness.base}/members`);
    await visible(page.getByRole('heading', { name: 'Member Management' }));
    await page.getByPlaceholder('Search members by name or email...').fill(SURNAME);
    await visible(page.getByText(`Showing 1-10 of ${FIRST_NAMES.length}`));
    await page.getByRole('columnheader', { name: 'Name' }).getByRole('button').click();
    await page.waitForURL(/sort=name/);
    const sorted = [...FIRST_NAMES].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    await expect.poll(listedNames).toEqual(sorted.slice(0, 10).map((f) => `${f} ${SURNAME}`));
    await screenshot(page, '70-members-sorted-by-name');

    // The export is the server's file of every member the list matches, not the page on screen.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('members.csv');
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\ufeff/, '');
    const [heading, ...lines] = csv.trimEnd().split('\r\n');
    expect(heading).toBe('Name,Email,Phone,Status,Join Date');
    // Every member the filter matches, in the list's order (the screen shows the first page).
    expect(lines.map((line) => line.split(',')[0])).toEqual(sorted.map((f) => `${f} ${SURNAME}`));
    const onScreen = await listedNames();
    expect(lines.slice(0, onScreen.length).map((line) => line.split(',')[0])).toEqual(onScreen);
    expect(lines[0]).toMatch(
      /^aarav Listova,aarav\.listova@lists\.in,'\+91 98765 43210,Active,\d{4}-\d{2}-\d{2}$/,
    );
  });

  it('names the member on each row of the payment history', async () => {
    const data = api(page, harness.base);
    const plan = await data.createPlan('Lists Quarterly', '2400', 90);
    const [member] = (await (
      await page.request.get(
        `${harness.base}/api/members?filter=${encodeURIComponent('{"q":"meera.listova"}')}`,
      )
    ).json()) as { id: string }[];
    const membership = await data.createMembership(member!.id, plan);
    await data.recordPayment(membership.id, '800');
    await page.goto(`${harness.base}/payments`);
    const history = page.getByTestId('payment-history');
    await visible(history.getByTestId('payment-row').getByText(`Meera ${SURNAME}`));
    await visible(history.getByText('Showing 1-1 of 1'));
    await visible(page.getByTestId('outstanding-payments').getByText('Showing 1-1 of 1'));
    // The export is the server's file of every matching payment, not the page on screen.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      history.getByRole('link', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('payments.csv');
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\ufeff/, '');
    const [heading, ...lines] = csv.trimEnd().split('\r\n');
    expect(heading).toBe(
      'Receipt #,Date,Member,Amount (₹),Refunded (₹),Collected (₹),Method,Reference,Received By,State,Refund/Void Date,Notes',
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`,Meera ${SURNAME},800.00,0.00,800.00,Cash,,Gym Owner,Recorded,,`);

    const outstanding = page.getByTestId('outstanding-payments');
    const [owing] = await Promise.all([
      page.waitForEvent('download'),
      outstanding.getByRole('link', { name: 'Export' }).click(),
    ]);
    expect(owing.suggestedFilename()).toBe('outstanding-payments.csv');
    const owingCsv = (await readFile((await owing.path())!, 'utf8')).replace(/^\ufeff/, '');
    expect(owingCsv.trimEnd().split('\r\n')).toEqual([
      'Member,Email,Plan,Total (₹),Paid (₹),Remaining (₹),Status,Next Payment Due',
      expect.stringMatching(
        new RegExp(
          `^Meera ${SURNAME},meera\\.${SURNAME}@lists\\.in,Lists Quarterly,2400\\.00,800\\.00,1600\\.00,Partial Payment,`,
          'i',
        ),
      ),
    ]);
  });

  it('shows a trend computed from last month on the dashboard', async () => {
    // The members joined "last month" in the read model: what no API call can back-date.
    const client = new pg.Client({ connectionString: harness.databaseUrl });
    await client.connect();
    try {
      await client.query('update members set join_date = $1 where last_name = $2', [
        dayLastMonth(),
        SURNAME,
      ]);
    } finally {
      await client.end();
    }
    await page.goto(`${harness.base}/`);
    const card = page.getByRole('region', { name: 'Total Members' });
    await visible(card.getByTestId('stat-value'));
    const total = Number(await card.getByTestId('stat-value').textContent());
    const expected = monthTrend(total, FIRST_NAMES.length)!;
    const trend = card.getByTestId('stat-trend');
    await visible(trend.getByText(expected.label, { exact: true }));
    expect(expected.direction).toBe('up');
    expect(await trend.getAttribute('data-direction')).toBe('up');
    await visible(trend.getByRole('img', { name: 'Up' }));
    // Nothing was paid last month: no percentage to show.
    await visible(
      page
        .getByRole('region', { name: 'Monthly Revenue' })
        .getByTestId('stat-trend')
        .getByText('—'),
    );
    // A 90-day plan's price is per 3 months.
    await visible(page.getByTestId('plans-summary').getByText('/3 months', { exact: true }));
    await screenshot(page, '71-dashboard-trend');
  });

  it('opens every expiring membership from the dashboard panel, ten at a time', async () => {
    const data = api(page, harness.base);
    const plan = await data.createPlan('Lists Five Days', '500', 5);
    const members = (await (
      await page.request.get(
        `${harness.base}/api/members?filter=${encodeURIComponent(`{"q":"${SURNAME}"}`)}`,
      )
    ).json()) as { id: string }[];
    const expiring = members.slice(0, 11);
    for (const member of expiring) await data.createMembership(member.id, plan);
    await page.goto(`${harness.base}/`);
    const panel = page.getByTestId('expiring-panel');
    await visible(panel.getByRole('link', { name: 'The most urgent 10 of 11' }));
    await panel.getByRole('link', { name: 'The most urgent 10 of 11' }).click();
    await page.waitForURL(/\/expiring$/);
    await visible(page.getByRole('heading', { name: 'Expiring Memberships' }));
    await visible(page.getByText('Showing 1-10 of 11'));
    expect(await page.getByTestId('expiring-list').locator('tbody tr').count()).toBe(10);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await visible(page.getByText('Showing 11-11 of 11'));
  });

  it('signs out from the user menu with the sidebar collapsed', async () => {
    const sidebar = page.getByTestId('sidebar');
    await page.locator('header').getByRole('button', { name: 'Close menu' }).click();
    await hidden(sidebar.getByText('Admin Dashboard'));
    await page.getByRole('button', { name: 'Account' }).click();
    const menu = page.getByRole('menu');
    const identity = menu.getByTestId('user-menu-identity');
    await visible(identity.getByText('Gym Owner'));
    await visible(identity.getByText('Admin', { exact: true }));
    await visible(menu.getByRole('menuitem', { name: 'Settings' }));
    await screenshot(page, '72-user-menu-sidebar-collapsed');
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    await visible(page.getByRole('button', { name: 'Sign In' }));
    await context.close();
  });

  it('keeps the user menu on a phone: Settings, then Logout', async () => {
    const phone = await harness.newPage(PHONE);
    await signIn(phone.page, harness.base, 'staff', 'staff123');
    await hidden(phone.page.getByTestId('sidebar'));
    await phone.page.getByRole('button', { name: 'Account' }).click();
    await phone.page.getByRole('menuitem', { name: 'Settings' }).click();
    await phone.page.waitForURL(/\/settings$/);
    await phone.page.getByRole('button', { name: 'Account' }).click();
    await phone.page.getByRole('menuitem', { name: 'Logout' }).click();
    await visible(phone.page.getByRole('button', { name: 'Sign In' }));
    await phone.context.close();
  });
});
