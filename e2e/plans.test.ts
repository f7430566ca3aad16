import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { hasChromium, screenshot as saveScreenshot, useHarness, visible } from './support/harness';

const PLAN_NAME = 'Gold Plus';

describe.skipIf(!hasChromium)('subscription plans in a real browser', () => {
  const harness = useHarness();
  let page: Page;
  let base: string;

  const screenshot = (name: string) => saveScreenshot(page, name);
  const toast = (text: string) =>
    visible(page.getByRole('status').getByText(text, { exact: true }));
  const planCard = (): Locator => page.getByRole('article', { name: PLAN_NAME });

  beforeAll(async () => {
    base = harness.base;
    ({ page } = await harness.newPage());
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
    // Paging like every list, with no rows-per-page selector under the cards.
    await visible(page.getByText(/^Showing 1/));
    expect(await page.getByText(/rows per page/i).count()).toBe(0);
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
    // The price in rupees with its ₹ adornment, not the wire's "2500.00".
    expect(await page.getByLabel('Price (₹)').inputValue()).toBe('2500');
    await visible(page.locator('.MuiInputAdornment-root').getByText('₹', { exact: true }));
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
