import { describe, expect, it } from 'vitest';
import { SAMPLE_LOGO_PNG_BASE64 } from '@gym/contracts';
import { api } from './support/api';
import {
  PHONE,
  hasChromium,
  menuItem,
  screenshot,
  signIn,
  toast,
  useHarness,
  visible,
} from './support/harness';

/** What the owner decides shows on the others' screens: revenue, logo, name; and "no access". */
describe.skipIf(!hasChromium)("the owner's settings and each role's screens", () => {
  const harness = useHarness();

  it('lets the owner set the name, logo and hidden revenue; the tab and sign-in page follow', async () => {
    const { page, context } = await harness.newPage();
    await signIn(page, harness.base, 'admin', 'admin123');
    await menuItem(page, 'Gym Settings').click();
    await visible(page.getByRole('heading', { name: 'Gym Settings' }));
    // What a person sees, not the server's variables.
    expect(await page.getByText(/GYM_NAME|GYM_ADDRESS|GYM_PHONE/).count()).toBe(0);
    await visible(page.getByText('Left empty, receipts show “Test Gym”'));
    // The state comes from the GSTIN's first two digits.
    await page.getByLabel('GSTIN').fill('27AAPFU0939F1ZV');
    await visible(page.getByText('Maharashtra (27)'));
    await page.getByLabel('GSTIN').fill('');
    await page.getByLabel('Legal name').fill('Iron Temple Fitness');
    await page.getByLabel('Hide revenue from front-desk staff').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Gym settings saved');
    await expect.poll(() => page.title()).toBe('Iron Temple Fitness');

    await page.getByTestId('gym-logo-input').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from(SAMPLE_LOGO_PNG_BASE64, 'base64'),
    });
    await toast(page, 'Logo saved');
    await visible(page.getByTestId('gym-logo-preview'));
    await screenshot(page, 'owner-gym-settings');
    await context.close();

    const anonymous = await harness.newPage(PHONE);
    await anonymous.page.goto(`${harness.base}/`);
    await visible(anonymous.page.getByTestId('gym-logo'));
    expect(await anonymous.page.title()).toBe('Iron Temple Fitness');
    await anonymous.context.close();
  });

  it("says what the Expiring panel's amount is, and shows none for a paid-up membership", async () => {
    const { page, context } = await harness.newPage();
    await signIn(page, harness.base, 'admin', 'admin123');
    const data = api(page, harness.base);
    const plan = await data.createPlan('Five Day Pass', '500', 5);
    const paid = await data.createMember('Paid', 'Up', 'paid.up@example.com');
    await data.recordPayment((await data.createMembership(paid.id, plan)).id, '500');
    const owing = await data.createMember('Still', 'Owing', 'still.owing@example.com');
    await data.createMembership(owing.id, plan);
    await page.reload();
    const panel = page.getByTestId('expiring-panel');
    const row = (name: string) => panel.getByRole('listitem').filter({ hasText: name });
    await visible(row('Still Owing').getByText('₹500 still due'));
    await visible(row('Paid Up'));
    expect(await row('Paid Up').getByText('₹').count()).toBe(0);
    await context.close();
  });

  it('shows staff no revenue once the owner hides it, and Reports in the menu', async () => {
    const { page, context } = await harness.newPage();
    await signIn(page, harness.base, 'staff', 'staff123');
    await visible(page.getByRole('region', { name: 'Total Members' }));
    expect(await page.getByRole('region', { name: 'Monthly Revenue' }).count()).toBe(0);
    await menuItem(page, 'Reports').click();
    await visible(page.getByRole('heading', { name: 'Reports', level: 1 }));
    await visible(page.getByText('The gym owner shows revenue to admins only'));
    await visible(page.getByRole('region', { name: 'Dues ageing' }));
    for (const report of ['Collected by month', 'Collected by payment method', 'Balances as of'])
      expect(await page.getByRole('region', { name: report }).count(), report).toBe(0);

    // The Staff screen is the owner's: a plain "No access", no list, no button.
    await page.goto(`${harness.base}/users`);
    await visible(page.getByRole('heading', { name: 'No access' }));
    expect(await page.getByText('Forbidden').count()).toBe(0);
    expect(await page.getByRole('link', { name: /add account/i }).count()).toBe(0);
    await context.close();
  });

  it('keeps a member from the Check-in screen and gives the 404 page a way back', async () => {
    const { page, context } = await harness.newPage(PHONE);
    await signIn(page, harness.base, 'member', 'member123');
    expect(await menuItem(page, 'Reports').count()).toBe(0);
    await page.goto(`${harness.base}/check-in`);
    await visible(page.getByRole('heading', { name: 'No access' }));
    expect(await page.getByRole('textbox').count()).toBe(0);
    await screenshot(page, 'member-check-in-no-access');

    await page.goto(`${harness.base}/no-such-page`);
    await visible(page.getByRole('heading', { name: '404 Page Not Found' }));
    await visible(page.getByText('Did you forget to add the page to the router?'));
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await visible(page.getByRole('heading', { name: 'Dashboard Overview' }));
    await context.close();
  });
});
