import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { MemberDto, MemberInviteDto } from '@gym/contracts';
import { api } from './support/api';
import { ASHA, fillMemberForm } from './support/memberForm';
import {
  PHONE,
  hasChromium,
  hidden,
  menuItem,
  screenshot,
  signIn,
  toast,
  useHarness,
  visible,
} from './support/harness';

const OWN = { username: 'meera', password: 'meera-pass', email: 'meera.nair@example.com' };
const NEW = { username: 'dev', password: 'dev-pass-1', email: 'dev.joshi@example.com' };

/** What each role sees, the not-found screen, and the phone layout. */
describe.skipIf(!hasChromium)('roles and layout in a real browser', () => {
  const harness = useHarness();
  let admin: Page;
  let other: MemberDto;
  let own: MemberDto;

  it('prepares three members, two of them with a sign-in of their own', async () => {
    ({ page: admin } = await harness.newPage());
    await signIn(admin, harness.base, 'admin', 'admin123');
    const setup = api(admin, harness.base);
    const plan = await setup.createPlan('Basic Monthly', '1500');
    other = await setup.createMember('Other', 'Person', 'other.person@example.com');
    await setup.createMembership(other.id, plan);
    own = await setup.createMember('Meera', 'Nair', OWN.email);
    const membership = await setup.createMembership(own.id, plan);
    await setup.recordPayment(membership.id, '500');
    // The member joins the portal through a staff invitation, never by a matching e-mail.
    const join = async (member: MemberDto, account: typeof OWN, name: string) => {
      const invite = await setup.post<MemberInviteDto>(`members/${member.id}/invite`, {});
      const { page: invited, context } = await harness.newPage();
      await invited.goto(invite.url);
      await invited.getByLabel('Username').fill(account.username);
      await invited.getByLabel('Password', { exact: true }).fill(account.password);
      await invited.getByLabel('Confirm password').fill(account.password);
      await invited.getByRole('button', { name: 'Create my account' }).click();
      await visible(invited.getByTestId('member-detail').getByRole('heading', { name }));
      await context.close();
    };
    await join(own, OWN, 'Meera Nair');
    // A member with no membership yet.
    await join(await setup.createMember('Dev', 'Joshi', NEW.email), NEW, 'Dev Joshi');
  });

  it('shows a member only their own record, read-only', async () => {
    const { page, context } = await harness.newPage();
    await signIn(page, harness.base, OWN.username, OWN.password);
    await visible(page.getByText('Member Portal'));
    const detail = page.getByTestId('member-detail');
    await visible(detail.getByRole('heading', { name: 'Meera Nair' }));
    await visible(page.getByTestId('current-membership').getByText('Partial Payment'));
    await visible(page.getByTestId('member-payment-history').getByText('₹500'));
    // The code and QR code the member shows at the desk.
    await visible(page.getByTestId('member-code').getByText(own.memberCode!));
    await visible(page.getByTestId('member-qr'));
    expect(await page.getByTestId('freeze-membership').count()).toBe(0);
    expect(await menuItem(page, 'Check-in').count()).toBe(0);
    await screenshot(page, '30-member-portal');

    await menuItem(page, 'Members').click();
    await visible(detail.getByRole('heading', { name: 'Meera Nair' }));
    expect(await page.getByText('Other Person').count()).toBe(0);
    for (const action of ['Edit Member', 'Record Payment', 'Renew Membership', 'Add Member']) {
      expect(await page.getByRole('link', { name: action }).count()).toBe(0);
      expect(await page.getByRole('button', { name: action }).count()).toBe(0);
    }

    await menuItem(page, 'Payments').click();
    // A member's own wording, not the front desk's.
    await visible(page.getByRole('heading', { name: 'My Payments' }));
    await visible(page.getByText('Your payments and receipts'));
    expect(await page.getByText('Record and track membership payments').count()).toBe(0);
    await visible(page.getByTestId('outstanding-payments').getByText('Meera Nair'));
    expect(await page.getByText('Other Person').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Record Payment' }).count()).toBe(0);
    // The exports are the front desk's (the server answers a member 403).
    await visible(page.getByTestId('payment-history').getByTestId('payment-row').first());
    expect(await page.getByRole('link', { name: 'Export' }).count()).toBe(0);

    // Another member's page is forbidden by the server; the screen says not found.
    await page.goto(`${harness.base}/members/${other.id}/view`);
    await visible(page.getByRole('heading', { name: 'Member Not Found' }));
    await visible(page.getByText('The requested member could not be found.'));
    await visible(page.getByRole('link', { name: 'Return to Members' }));

    await menuItem(page, 'Subscriptions').click();
    await visible(page.getByRole('article', { name: 'Basic Monthly' }));
    expect(await page.getByRole('button', { name: 'Add Plan' }).count()).toBe(0);
    await context.close();
  });

  it('tells a member without a membership so, not that all memberships are paid', async () => {
    const { page, context } = await harness.newPage();
    await signIn(page, harness.base, NEW.username, NEW.password);
    await visible(page.getByText('Member Portal'));
    await menuItem(page, 'Payments').click();
    await visible(page.getByRole('heading', { name: 'My Payments' }));
    await visible(page.getByText('You have no membership yet'));
    expect(await page.getByText('All memberships are fully paid!').count()).toBe(0);
    await context.close();
  });

  it('shows staff the staff header and no plan management', async () => {
    const { page, context } = await harness.newPage();
    await signIn(page, harness.base, 'staff', 'staff123');
    await visible(page.getByText('Staff Dashboard'));
    await menuItem(page, 'Subscriptions').click();
    await visible(page.getByRole('article', { name: 'Basic Monthly' }));
    expect(await page.getByRole('button', { name: 'Add Plan' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    await menuItem(page, 'Members').click();
    await visible(page.getByRole('link', { name: 'Other Person' }));
    await visible(page.getByRole('link', { name: 'Add Member' }));
    await context.close();
  });

  it('says when payment reminders cannot be loaded', async () => {
    const reminders = /\/api\/notifications\/payments(\?|$)/;
    await admin.route(reminders, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    await admin.goto(`${harness.base}/`);
    await visible(admin.getByText('Failed to load payment notifications. Please try again later.'));
    await admin.unroute(reminders);
  });

  it('keeps a new member when the plan cannot be assigned', async () => {
    await admin.route('**/api/memberships', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"message":"Plan service unavailable"}',
          })
        : route.continue(),
    );
    await admin.goto(`${harness.base}/members/add`);
    await fillMemberForm(admin, {
      ...ASHA,
      email: 'plan.failure@example.com',
      lastName: 'Planless',
    });
    await admin.getByRole('button', { name: 'Next' }).click();
    await admin.getByRole('radio', { name: 'Basic Monthly' }).click();
    await admin.getByRole('button', { name: 'Create Member' }).click();
    await toast(admin, 'Warning');
    await toast(admin, 'Member created but failed to assign plan: Plan service unavailable');
    await admin.waitForURL(/\/members$/);
    await visible(admin.getByRole('link', { name: 'Asha Planless' }));
    await admin.unroute('**/api/memberships');
  });

  it('shows the not-found screen for an unknown path', async () => {
    await admin.goto(`${harness.base}/no-such-page`);
    await visible(admin.getByRole('heading', { name: '404 Page Not Found' }));
    await visible(admin.getByText('Did you forget to add the page to the router?'));
    await admin.goto(`${harness.base}/members/00000000-0000-4000-8000-000000000000/view`);
    await visible(admin.getByRole('heading', { name: 'Member Not Found' }));
    await admin.goto(`${harness.base}/receipt/00000000-0000-4000-8000-000000000000`);
    await visible(admin.getByText('Receipt not found'));
    await visible(admin.getByRole('button', { name: 'Go Back' }));
  });

  it('lays out every main screen at 375 px with a slide-in menu', async () => {
    const { page, context } = await harness.newPage(PHONE);
    await signIn(page, harness.base, 'admin', 'admin123');
    const sidebar = page.getByTestId('sidebar');
    await hidden(sidebar);
    await screenshot(page, '40-phone-dashboard');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await visible(sidebar.getByText('Admin Dashboard'));
    await visible(page.locator('.MuiBackdrop-root'));
    // Wait for the slide-in to finish before the picture.
    // Polled with page.evaluate: waitForFunction evaluates a string with eval, which the CSP refuses.
    await expect
      .poll(() =>
        page.evaluate(
          "getComputedStyle(document.querySelector('.MuiDrawer-modal .MuiDrawer-paper')).transform",
        ),
      )
      .toBe('none');
    await screenshot(page, '41-phone-menu-open');
    await sidebar.getByRole('button', { name: 'Close menu' }).click();
    await hidden(sidebar);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menuItem(page, 'Members').click();
    await visible(page.getByRole('heading', { name: 'Member Management' }));
    await hidden(sidebar);
    await visible(page.getByRole('link', { name: 'Other Person' }));
    await screenshot(page, '42-phone-members');

    await page.getByRole('link', { name: 'Other Person' }).click();
    await visible(page.getByRole('heading', { name: 'Other Person' }));
    await screenshot(page, '43-phone-member-detail');

    for (const [path, heading, name] of [
      ['/payments', 'Payment Management', '44-phone-payments'],
      ['/subscriptions', 'Subscription Plans', '45-phone-plans'],
      ['/settings', 'Account Settings', '46-phone-settings'],
      ['/members/add', 'Add New Member', '47-phone-member-add'],
    ] as const) {
      await page.goto(`${harness.base}${path}`);
      await visible(page.getByRole('heading', { name: heading }));
      // A string, as this file is compiled without the DOM types.
      const overflow = Number(
        await page.evaluate(
          'document.documentElement.scrollWidth - document.documentElement.clientWidth',
        ),
      );
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      await screenshot(page, name);
    }
    await context.close();
  });
});
