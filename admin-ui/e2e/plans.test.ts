import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { startTestServer } from '../../command-service/src/testing/startTestServer';
import { createTestDatabase } from '../../scripts/test/db';

const CHROMIUM = '/usr/bin/chromium';
const DIST_INDEX = fileURLToPath(new URL('../dist/index.html', import.meta.url));
const SCREENSHOTS = fileURLToPath(new URL('../../test-output/screenshots/', import.meta.url));

const PLAN_NAME = 'Gold Plus';

if (!existsSync(CHROMIUM)) {
  console.warn(`SKIPPING admin-ui e2e: ${CHROMIUM} is missing (apt-get install -y chromium).`);
}

describe.skipIf(!existsSync(CHROMIUM))('subscription plans in a real browser', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
  let browser: Browser | undefined;
  let page: Page;
  let base: string;

  const screenshot = (name: string) =>
    page.screenshot({ path: `${SCREENSHOTS}${name}.png`, fullPage: true });
  const visible = (locator: Locator) => locator.first().waitFor({ state: 'visible' });
  const toast = (text: string) =>
    visible(page.getByRole('status').getByText(text, { exact: true }));
  const planCard = () => page.getByRole('article', { name: PLAN_NAME });

  beforeAll(async () => {
    if (!existsSync(DIST_INDEX)) {
      throw new Error('admin-ui/dist is missing: run `npm run build -w @gym/admin-ui` first.');
    }
    mkdirSync(SCREENSHOTS, { recursive: true });
    db = await createTestDatabase();
    server = await startTestServer({ databaseUrl: db.url, serveUi: true });
    base = server.url.replace(/\/$/, '');
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    });
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await db?.drop();
  });

  it('signs in as admin through the form', async () => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${base}/`);
    await visible(page.getByText('Sign in to access your gym management dashboard'));
    const demo = page.getByTestId('demo-accounts');
    await visible(demo.getByText('admin / admin123'));
    await screenshot('01-sign-in');
    // The plan screens are lazy chunks: the sign-in page must not download them.
    expect(scripts.filter((url) => /Plan(List|Edit|Show|CreateDialog)/.test(url))).toEqual([]);

    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await toast('Login failed');
    await toast('Invalid username or password');
    await page.getByLabel('Username').fill('');
    await page.getByLabel('Password', { exact: true }).fill('');

    await page.getByRole('button', { name: 'Sign In' }).click();
    await visible(page.getByText('Username is required'));
    await visible(page.getByText('Password must be at least 6 characters'));

    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('admin123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await toast('Welcome back!');
    await toast('You have successfully logged in.');
    await visible(page.getByRole('heading', { name: 'Dashboard Overview' }));
    await visible(page.getByText('Admin Dashboard'));
    await screenshot('02-dashboard');
  });

  it('adds a plan through the dialog and lists it with its price and duration', async () => {
    await page.goto(`${base}/subscriptions`);
    await visible(page.getByRole('heading', { name: 'Subscription Plans' }));
    await page.getByRole('button', { name: 'Add Plan' }).first().click();

    const dialog = page.getByRole('dialog');
    await visible(dialog.getByText('Add Subscription Plan'));
    await dialog.getByLabel('Plan Name').fill(PLAN_NAME);
    await dialog.getByLabel('Description').fill('Everything in the gym, every day');
    await dialog.getByLabel('Price (₹)').fill('2500');
    await dialog.getByRole('combobox', { name: 'Duration' }).click();
    await page.getByRole('option', { name: '3 months' }).click();
    const feature = dialog.getByRole('textbox', { name: 'Add a feature' });
    await feature.fill('  Gym Access ');
    await dialog.getByRole('button', { name: 'Add feature' }).click();
    await feature.fill('Personal Trainer');
    await feature.press('Enter');
    await feature.fill('gym access');
    await feature.press('Enter');
    await visible(dialog.getByText('This feature is already in the list'));
    await feature.fill('');
    await screenshot('03-add-plan-dialog');
    await dialog.getByRole('button', { name: 'Create Plan' }).click();

    await toast('Subscription plan created successfully');
    const card = planCard();
    await visible(card.getByText('₹2,500'));
    await visible(card.getByText('/ 3 months'));
    await visible(card.getByText('Gym Access'));
    await visible(card.getByText('Personal Trainer'));
    await visible(card.getByText('Active', { exact: true }));
    await screenshot('04-plan-list');
  });

  it('opens the plan view and edit pages and saves a new price', async () => {
    await planCard().getByRole('link', { name: 'View' }).click();
    await page.waitForURL(/\/subscriptions\/[0-9a-f-]+\/view$/);
    await visible(page.getByRole('heading', { name: PLAN_NAME }));
    await visible(page.getByText('₹2,500'));
    await screenshot('05-plan-view');

    await page.getByRole('link', { name: 'Edit Plan' }).click();
    await page.waitForURL(/\/subscriptions\/[0-9a-f-]+\/edit$/);
    await visible(page.getByRole('heading', { name: 'Edit Subscription Plan' }));
    await visible(page.getByRole('button', { name: 'Save Changes' }));
    expect(await page.getByLabel('Features').inputValue()).toBe('Gym Access, Personal Trainer');
    await screenshot('06-plan-edit');

    const name = page.getByLabel('Plan Name');
    await name.fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await visible(page.getByText('Plan name is required'));
    await screenshot('07-plan-edit-validation');
    await name.fill(PLAN_NAME);

    await page.getByLabel('Price (₹)').fill('2999');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(`Plan "${PLAN_NAME}" updated successfully!`);
    await page.waitForURL(/\/subscriptions\/[0-9a-f-]+\/view$/);
    await visible(page.getByText('₹2,999'));
  });

  it('deactivates the plan from the list and shows it as Inactive', async () => {
    await page.getByRole('link', { name: 'Back to Subscription Plans' }).click();
    await page.waitForURL(/\/subscriptions$/);
    await visible(planCard().getByText('₹2,999'));
    await planCard().getByRole('button', { name: 'Delete' }).click();
    await toast('Subscription plan deactivated');
    await visible(planCard().getByText('Inactive', { exact: true }));
    await screenshot('08-plan-deactivated');
  });

  it('says a missing plan is not found', async () => {
    await page.goto(`${base}/subscriptions/00000000-0000-4000-8000-000000000000/edit`);
    await visible(page.getByRole('heading', { name: 'Subscription Plan Not Found' }));
    await visible(page.getByText('The requested subscription plan could not be found.'));
    await page.getByRole('link', { name: 'Return to Subscription Plans' }).click();
    await page.waitForURL(/\/subscriptions$/);
  });

  it('shows the not-found screen for an unknown path', async () => {
    await page.goto(`${base}/no-such-page`);
    await visible(page.getByRole('heading', { name: '404 Page Not Found' }));
    await visible(page.getByText('Did you forget to add the page to the router?'));
    await screenshot('09-not-found');
  });
});
