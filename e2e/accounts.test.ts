import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  hasChromium,
  menuItem,
  screenshot,
  signIn,
  toast,
  useHarness,
  visible,
} from './support/harness';
import { ASHA, fillMemberForm } from './support/memberForm';

const OWNER = { username: 'priya', password: 'owner-secret' };
const STAFF = { username: 'ravi', password: 'ravi-first-pass' };
const MEMBER = `${ASHA.firstName} ${ASHA.lastName}`;

/** A real gym's first day: no demo accounts, the owner sets up, adds staff, invites a member. */
describe.skipIf(!hasChromium)('accounts on a fresh database, in a real browser', () => {
  const harness = useHarness({ demoAccounts: false });
  let owner: Page;
  let staff: Page;

  it('the owner creates the owner account on the sign-in page and lands on the dashboard', async () => {
    ({ page: owner } = await harness.newPage());
    await owner.goto(`${harness.base}/`);
    await visible(owner.getByRole('heading', { name: 'Create the owner account' }));
    await owner.getByLabel('Username').fill(OWNER.username);
    await owner.getByLabel('First name').fill('Priya');
    await owner.getByLabel('Last name').fill('Nair');
    await owner.getByLabel('Email').fill('priya@example.com');
    await owner.getByLabel('Password', { exact: true }).fill(OWNER.password);
    await owner.getByLabel('Confirm password').fill(OWNER.password);
    await owner.getByRole('button', { name: 'Create the owner account' }).click();
    await visible(owner.getByRole('heading', { name: 'Dashboard Overview' }));
    await visible(owner.getByText('Admin Dashboard'));
  });

  it('the owner adds a staff account on the Staff screen, and the staff member signs in', async () => {
    await menuItem(owner, 'Staff').click();
    await visible(owner.getByRole('heading', { name: 'Staff and users' }));
    await owner.getByRole('link', { name: 'Add account' }).click();
    await owner.waitForURL(/\/users\/create$/);
    await owner.getByLabel('Username').fill(STAFF.username);
    await owner.getByLabel('First name').fill('Ravi');
    await owner.getByLabel('Last name').fill('Kumar');
    await owner.getByLabel('Password', { exact: true }).fill(STAFF.password);
    await owner.getByRole('button', { name: 'Add account' }).click();
    await toast(owner, `Account "${STAFF.username}" added`);
    const row = owner.getByRole('row').filter({ hasText: STAFF.username });
    await visible(row.getByText('Staff', { exact: true }));
    await visible(row.getByText('Active'));
    await visible(row.getByText('Never'));
    // The owner's set-up was a sign-in.
    const ownerRow = owner.getByRole('row').filter({ hasText: OWNER.username });
    expect(await ownerRow.getByText('Never').count()).toBe(0);

    ({ page: staff } = await harness.newPage());
    await signIn(staff, harness.base, STAFF.username, STAFF.password);
    await visible(staff.getByText('Staff Dashboard'));
    // Staff have no Staff screen.
    expect(await menuItem(staff, 'Staff').count()).toBe(0);
    await owner.reload();
    await visible(owner.getByRole('row').filter({ hasText: STAFF.username }).getByText('Active'));
    expect(
      await owner.getByRole('row').filter({ hasText: STAFF.username }).getByText('Never').count(),
    ).toBe(0);
  });

  it('deactivating the staff member signs their open page out on its next request', async () => {
    const row = owner.getByRole('row').filter({ hasText: STAFF.username });
    await row.getByRole('button', { name: 'Deactivate' }).click();
    await toast(owner, `Account "${STAFF.username}" updated`);
    await visible(row.getByText('Deactivated'));
    await screenshot(owner, '60-staff-screen');

    await menuItem(staff, 'Members').click();
    await visible(staff.getByText('You are logged out. Logging in again...'));
    await visible(staff.getByRole('button', { name: 'Sign In' }));

    await row.getByRole('link', { name: 'History' }).click();
    // The same History timeline as a member's, in the owner's words, newest first.
    const history = owner.getByTestId('history');
    await visible(history.getByText(`Account ${STAFF.username} deactivated by Priya Nair`));
    await visible(history.getByText(`Account ${STAFF.username} (Staff) created by Priya Nair`));
  });

  it('a member invitation accepted through its link opens the portal with that member', async () => {
    await menuItem(owner, 'Members').click();
    await owner.getByRole('link', { name: 'Add Member' }).first().click();
    await fillMemberForm(owner, ASHA);
    await owner.getByRole('button', { name: 'Next' }).click();
    await owner.getByRole('button', { name: 'Create Member' }).click();
    await toast(owner, 'Member created successfully');
    await owner.getByRole('link', { name: MEMBER }).click();
    await owner.getByRole('button', { name: 'Invite to member portal' }).click();
    const url = await owner.getByTestId('invite-url').inputValue();
    expect(url).toMatch(/\/invite\/[\w-]{20,}$/);

    const { page: member } = await harness.newPage();
    await member.goto(url);
    await member.getByLabel('Username').fill('asha');
    await member.getByLabel('Password', { exact: true }).fill('asha-pass-1');
    await member.getByLabel('Confirm password').fill('asha-pass-1');
    await member.getByRole('button', { name: 'Create my account' }).click();
    await visible(member.getByText('Member Portal'));
    await visible(member.getByTestId('member-detail').getByRole('heading', { name: MEMBER }));
    await visible(member.getByText(ASHA.email));
  });
});
