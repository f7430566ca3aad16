import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { api } from './support/api';
import {
  hasChromium,
  hidden,
  menuItem,
  screenshot,
  signIn,
  toast,
  useHarness,
  visible,
} from './support/harness';
import { ASHA, field, fillMemberForm } from './support/memberForm';

const PLAN = 'Gold Plus';
const MEMBER = `${ASHA.firstName} ${ASHA.lastName}`;

/** A person's day at the front desk: plan, member, payments, receipt, renewal. */
describe.skipIf(!hasChromium)('front desk journey in a real browser', () => {
  const harness = useHarness();
  let context: BrowserContext;
  let page: Page;

  let before = { members: 0, revenue: 0 };

  /** A dashboard stat card's number ("₹1,000" → 1000). */
  const statValue = async (label: string) => {
    const card = page.getByRole('region', { name: label }).getByTestId('stat-value');
    return Number(((await card.textContent()) ?? '').replace(/[^\d]/g, ''));
  };

  const outstandingRow = (text: string) =>
    page.getByTestId('outstanding-row').filter({ hasText: MEMBER }).filter({ hasText: text });

  it('signs in as admin and creates a plan', async () => {
    ({ context, page } = await harness.newPage());
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${harness.base}/`);
    await visible(page.getByRole('button', { name: 'Sign In' }));
    // The screens are lazy chunks: the sign-in page must not download them. (Small chunks shared
    // with the sign-in page, such as an icon named "Payments", are not screens.)
    const screens =
      /\/assets\/(AppLayout|Dashboard|Member(List|Create|Edit|Show)|PaymentManagement|RecordPayment|Plan(List|Show|Edit|CreateDialog)|ReceiptPage|ReportsPage|SettingsPage|SystemStatusPage|User(List|Create|History))-/;
    expect(scripts.filter((url) => screens.test(url))).toEqual([]);
    await signIn(page, harness.base, 'admin', 'admin123');
    await visible(page.getByText('Admin Dashboard'));
    await visible(page.getByText('Gym Owner'));
    await visible(page.getByTestId('stat-card').getByText('Total Members'));
    before = {
      members: await statValue('Total Members'),
      revenue: await statValue('Monthly Revenue'),
    };

    await menuItem(page, 'Subscriptions').click();
    await page.getByRole('button', { name: 'Add Plan' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Plan Name').fill(PLAN);
    await dialog.getByLabel('Price (₹)').fill('3000');
    const feature = dialog.getByRole('textbox', { name: 'Add a feature' });
    for (const name of ['Gym Access', 'Personal Trainer', 'Sauna', 'Diet Plan']) {
      await feature.fill(name);
      await feature.press('Enter');
    }
    await dialog.getByRole('button', { name: 'Create Plan' }).click();
    await toast(page, 'Subscription plan created successfully');
  });

  it('adds a member through the two-step wizard with that plan', async () => {
    await menuItem(page, 'Members').click();
    await visible(page.getByRole('heading', { name: 'Member Management' }));
    await page.getByRole('link', { name: 'Add Member' }).first().click();
    await page.waitForURL(/\/members\/add$/);
    await visible(page.getByRole('heading', { name: 'Add New Member' }));
    expect(await field(page, 'Join Date').inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

    // Step 1 must validate before step 2.
    await page.getByRole('button', { name: 'Next' }).click();
    await visible(page.getByText('First name is required'));
    await fillMemberForm(page, ASHA);
    await screenshot(page, '10-member-add-step1');
    await page.getByRole('button', { name: 'Next' }).click();

    await visible(page.getByText('Choose a subscription plan (optional)'));
    const plan = page.getByRole('radio', { name: PLAN });
    await visible(plan.getByText('Personal Trainer'));
    await visible(plan.getByText('Sauna'));
    // A preview of three features per plan.
    expect(await plan.getByText('Diet Plan').count()).toBe(0);
    await plan.click();
    await screenshot(page, '11-member-add-step2');
    await page.getByRole('button', { name: 'Back' }).click();
    await visible(field(page, 'First Name'));
    expect(await field(page, 'First Name').inputValue()).toBe(ASHA.firstName);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Create Member' }).click();

    await toast(page, 'Member created successfully');
    await page.waitForURL(/\/members$/);
    await visible(page.getByRole('link', { name: MEMBER }));
    await screenshot(page, '12-member-list');
  });

  it('finds the member by search, and says when nothing matches', async () => {
    const search = page.getByPlaceholder('Search members by name or email...');
    await search.fill('nobody-like-this');
    await visible(page.getByText('No members found matching your search'));
    await search.fill('VERMA');
    await visible(page.getByRole('link', { name: MEMBER }));

    // The dashboard's search box opens the list with the search applied.
    await menuItem(page, 'Dashboard').click();
    await page.getByRole('textbox', { name: 'Search members...' }).fill('asha');
    await page.getByRole('textbox', { name: 'Search members...' }).press('Enter');
    await page.waitForURL(/\/members\?/);
    await visible(page.getByRole('link', { name: MEMBER }));
    expect(await page.getByPlaceholder('Search members by name or email...').inputValue()).toBe(
      'asha',
    );
  });

  it('shows the member with the new membership pending payment', async () => {
    await page.getByRole('link', { name: MEMBER }).click();
    await page.waitForURL(/\/members\/[0-9a-f-]+\/view$/);
    await visible(page.getByRole('heading', { name: MEMBER }));
    const membership = page.getByTestId('current-membership');
    await visible(membership.getByText('Pending Payment'));
    await visible(membership.getByText(/Gold Plus/));
    await visible(membership.getByText('₹3,000').first());
    await visible(page.getByText('No payment history available'));
    await visible(page.getByTestId('joined-ago').getByText('(today)'));
    await screenshot(page, '13-member-detail');
  });

  it('records a partial payment from the member page', async () => {
    await page.getByRole('link', { name: 'Record Payment' }).click();
    await page.waitForURL(/\/payments\/[0-9a-f-]+\/record$/);
    const summary = page.getByTestId('payment-summary');
    await visible(summary.getByText(PLAN));
    await visible(page.getByTestId('summary-remaining').getByText('₹3,000'));
    expect(await page.getByRole('combobox', { name: /^Payment Method/ }).textContent()).toContain(
      'Cash',
    );
    await screenshot(page, '14-record-payment');
    await field(page, 'Payment Amount').fill('1000');
    await field(page, 'Notes').fill('First instalment');
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/payments')),
      page.getByRole('button', { name: 'Record Payment' }).click(),
    ]);
    expect(request.headers()['idempotency-key']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    await toast(page, 'Payment Recorded');
    await toast(page, 'Payment has been successfully recorded.');
    await page.waitForURL(/\/payments$/);
  });

  it('lists the membership as outstanding and the payment in the history', async () => {
    await visible(page.getByRole('heading', { name: 'Payment Management' }));
    await visible(page.getByText('Record and track membership payments'));
    const row = outstandingRow('Partial Payment');
    await visible(row.getByText('₹2,000'));
    await visible(row.getByText(ASHA.email));
    const history = page.getByTestId('payment-history');
    await visible(history.getByText('First instalment'));
    await visible(history.getByText('₹1,000'));
    // The method once, in the row's details; the receiver by full name.
    await visible(history.getByText(/ · Cash · by Gym Owner$/));
    expect(await history.getByText('CASH', { exact: true }).count()).toBe(0);

    const search = page.getByPlaceholder('Search by member name, email, or plan...');
    await search.fill('zzz-nothing');
    await visible(page.getByText('No outstanding payments found matching your search'));
    await search.fill('gold');
    await visible(outstandingRow('Partial Payment'));

    const historySearch = page.getByPlaceholder('Search payments...');
    await historySearch.fill('zzz-nothing');
    await visible(history.getByText('No payments found matching your search'));
    await historySearch.fill('asha');
    await visible(history.getByText('First instalment'));
    await screenshot(page, '15-payments');
  });

  it('shows the change on the dashboard', async () => {
    await menuItem(page, 'Dashboard').click();
    const revenue = page.getByRole('region', { name: 'Monthly Revenue' });
    // Nothing was paid last month in this fresh gym: no trend to compute.
    await visible(revenue.getByTestId('stat-trend').getByText('—'));
    await visible(revenue.getByText(`₹${(before.revenue + 1000).toLocaleString('en-IN')}`));
    expect(await statValue('Total Members')).toBe(before.members + 1);
    const recent = page.getByTestId('recent-members');
    await visible(recent.getByText(MEMBER));
    await visible(recent.getByText('Pending'));
    await visible(page.getByTestId('plans-summary').getByText('/month'));
    await screenshot(page, '16-dashboard-with-data');
  });

  it('opens the receipt in a new tab', async () => {
    await menuItem(page, 'Payments').click();
    const [receipt] = await Promise.all([
      context.waitForEvent('page'),
      page
        .getByTestId('payment-history')
        .getByRole('button', { name: 'View receipt' })
        .first()
        .click(),
    ]);
    await receipt.waitForURL(/\/receipt\/[0-9a-f-]+$/);
    await visible(receipt.getByText('Payment Receipt'));
    // No sidebar layout on the receipt.
    expect(await receipt.getByTestId('sidebar').count()).toBe(0);
    // Headed by the gym, as the PDF is, not by the app's name.
    await visible(receipt.getByTestId('receipt-gym-name').getByText('Test Gym', { exact: true }));
    await visible(receipt.getByTestId('receipt-gym-address').getByText('1 MG Road, Bengaluru'));
    expect(await receipt.getByText('Gym Manager').count()).toBe(0);
    const summary = receipt.getByTestId('receipt-summary');
    await visible(summary.getByText(`Payment Summary: ${PLAN}`));
    await visible(summary.getByText('₹3,000'));
    await visible(summary.getByText('₹1,000'));
    await visible(summary.getByText('₹2,000'));
    await visible(receipt.getByTestId('receipt-current-row').getByText('Current'));
    // The person who took it, by name, not the login.
    await visible(receipt.getByTestId('receipt-current-row').getByText('Gym Owner'));
    await visible(receipt.getByRole('button', { name: 'Print Receipt' }));
    await visible(receipt.getByRole('link', { name: 'Download PDF' }));
    await screenshot(receipt, '17-receipt');
    await receipt.emulateMedia({ media: 'print' });
    await hidden(receipt.getByRole('button', { name: 'Print Receipt' }));
    await receipt.close();

    // The print button opens the receipt PDF in a new window.
    const [pdf, response] = await Promise.all([
      context.waitForEvent('page'),
      context.waitForEvent('response', (r) =>
        /\/api\/payments\/[0-9a-f-]+\/receipt\.pdf$/.test(r.url()),
      ),
      page
        .getByTestId('payment-history')
        .getByRole('button', { name: 'Print receipt' })
        .first()
        .click(),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    await pdf.close();
  });

  it('renews the membership', async () => {
    await menuItem(page, 'Members').click();
    await page.getByRole('link', { name: MEMBER }).click();
    await page.getByRole('button', { name: 'Renew Membership' }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByText('Status: Pending Payment'));
    expect(await dialog.getByRole('button', { name: 'Create Renewal' }).isDisabled()).toBe(true);
    await dialog.getByRole('combobox', { name: 'Plan' }).click();
    await page.getByRole('option', { name: /Gold Plus/ }).click();
    await screenshot(page, '18-renew-dialog');
    await dialog.getByRole('button', { name: 'Create Renewal' }).click();
    await toast(page, 'Membership Renewed');
    // The renewal starts when the running membership ends: the running one stays current.
    await visible(page.getByTestId('current-membership').getByText('Partial Payment'));
    expect(await page.getByTestId('current-membership').getByText('Pending Payment').count()).toBe(
      0,
    );
    await visible(page.getByTestId('member-payment-history').getByText('First instalment'));
  });

  it('refuses an overpayment and records the remaining balance', async () => {
    await menuItem(page, 'Payments').click();
    await visible(outstandingRow('Pending Payment'));
    await outstandingRow('Partial Payment').getByRole('link', { name: 'Record Payment' }).click();
    await visible(page.getByTestId('summary-remaining').getByText('₹2,000'));
    await field(page, 'Payment Amount').fill('5000');
    await page.getByRole('button', { name: 'Record Payment' }).click();
    await toast(page, 'Payment Failed');
    await visible(page.locator('.MuiFormHelperText-root').getByText(/remaining balance/));

    await field(page, 'Payment Amount').fill('2000');
    await page.getByRole('combobox', { name: /^Payment Method/ }).click();
    await page.getByRole('option', { name: 'UPI' }).click();
    await page.getByRole('button', { name: 'Record Payment' }).click();
    await toast(page, 'Payment Recorded');
    await page.waitForURL(/\/payments$/);
    await visible(outstandingRow('Pending Payment'));
    await hidden(outstandingRow('Partial Payment'));
    await visible(page.getByTestId('payment-history').getByText(/ · UPI · /));
  });

  it('deletes a member with undo available', async () => {
    await api(page, harness.base).createMember('Temp', 'Person', 'temp.person@example.com');
    await menuItem(page, 'Members').click();
    // react-admin remembers the list's last search.
    await page.getByPlaceholder('Search members by name or email...').fill('');
    const row = page.getByRole('row').filter({ hasText: 'Temp Person' });
    await row.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Member deleted successfully');
    await visible(page.getByRole('button', { name: 'Undo' }));
    await hidden(row);
    // The DELETE goes out when the undo toast closes; after that a reload no longer lists it.
    await hidden(page.getByRole('button', { name: 'Undo' }));
    await page.reload();
    await visible(page.getByRole('link', { name: MEMBER }));
    expect(await page.getByText('Temp Person').count()).toBe(0);
  });

  it('signs out', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await visible(page.getByText('Sign in to access your gym management dashboard'));
    await page.goto(`${harness.base}/members`);
    await visible(page.getByRole('button', { name: 'Sign In' }));
  });

  it('goes back to sign-in when the session ends during work', async () => {
    await signIn(page, harness.base, 'admin', 'admin123');
    await context.clearCookies();
    await menuItem(page, 'Members').click();
    await toast(page, 'Unauthorized');
    await toast(page, 'You are logged out. Logging in again...');
    await visible(page.getByRole('button', { name: 'Sign In' }));
    await context.close();
  });
});
