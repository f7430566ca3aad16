import { describe, expect, it } from 'vitest';
import type { PaymentDto } from '@gym/contracts';
import { api } from './support/api';
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

/** Only an admin removes a member, in one click with undo, and restores them with everything. */
describe.skipIf(!hasChromium)('removing and restoring a member in a real browser', () => {
  const harness = useHarness();

  it('shows staff no Delete button and no Removed members', async () => {
    const { page: owner } = await harness.newPage();
    await signIn(owner, harness.base, 'admin', 'admin123');
    await api(owner, harness.base).createMember('Staff', 'Sees', 'staff.sees@example.com');
    await owner.close();
    const { page } = await harness.newPage();
    await signIn(page, harness.base, 'staff', 'staff123');
    await menuItem(page, 'Members').click();
    const row = page.getByRole('row').filter({ hasText: 'Staff Sees' });
    await visible(row.getByRole('link', { name: 'View' }));
    expect(await row.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Removed members' }).count()).toBe(0);
    await page.goto(`${harness.base}/members/removed`, { waitUntil: 'commit' });
    await page.waitForURL(/\/members$/);
  });

  it('deletes a member in one click, then restores them from Removed members with every payment', async () => {
    const { page } = await harness.newPage();
    await signIn(page, harness.base, 'admin', 'admin123');
    const data = api(page, harness.base);
    const plan = await data.createPlan('Restore Plan', '1200');
    const member = await data.createMember('Rohan', 'Verma', 'rohan.verma@example.com');
    const membership = await data.createMembership(member.id, plan);
    const payment = await data.recordPayment(membership.id, '1200');
    await data.post('check-ins', { memberId: member.id });

    await menuItem(page, 'Members').click();
    const row = page.getByRole('row').filter({ hasText: 'Rohan Verma' });
    await row.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Member deleted successfully');
    await visible(page.getByRole('button', { name: 'Undo' }));
    await hidden(row);
    // The DELETE goes out when the undo message closes.
    await hidden(page.getByRole('button', { name: 'Undo' }));
    await expect
      .poll(async () =>
        (await page.request.get(`${harness.base}/api/members/${member.id}`)).status(),
      )
      .toBe(404);

    await page.getByRole('link', { name: 'Removed members' }).click();
    await page.waitForURL(/\/members\/removed$/);
    const removed = page.getByRole('row').filter({ hasText: 'Rohan Verma' });
    await visible(removed.getByText('rohan.verma@example.com'));
    await visible(removed.getByText(member.memberCode!));
    await screenshot(page, '91-removed-members');
    await removed.getByRole('button', { name: 'Restore Rohan Verma' }).click();
    await toast(page, 'Member restored');
    await hidden(removed);
    await visible(page.getByText('No removed members'));

    // Back with the payment, the membership and the visit.
    await page.goto(`${harness.base}/members/${member.id}/view`, { waitUntil: 'commit' });
    await visible(page.getByRole('heading', { name: 'Rohan Verma' }));
    await visible(page.getByTestId('current-membership').getByText(/Restore Plan/));
    const payments = (await (
      await page.request.get(`${harness.base}/api/payments/member/${member.id}`)
    ).json()) as PaymentDto[];
    expect(payments.map((p) => p.id)).toEqual([payment.id]);
    const detail = await (
      await page.request.get(`${harness.base}/api/members/${member.id}`)
    ).json();
    expect(detail.visitCount).toBe(1);
    expect(detail.memberships.map((m: { id: string }) => m.id)).toEqual([membership.id]);
  });

  it('fits the Removed members view on a phone', async () => {
    const { page } = await harness.newPage(PHONE);
    await signIn(page, harness.base, 'admin', 'admin123');
    const data = api(page, harness.base);
    const member = await data.createMember('Phone', 'Removed', 'phone.removed@example.com');
    const res = await page.request.delete(`${harness.base}/api/members/${member.id}`);
    expect(res.status()).toBe(200);
    await page.goto(`${harness.base}/members/removed`, { waitUntil: 'commit' });
    const card = page.getByTestId('removed-member').filter({ hasText: 'Phone Removed' });
    await visible(card.getByRole('button', { name: 'Restore Phone Removed' }));
    const overflow = await page.evaluate<number>(
      'document.documentElement.scrollWidth - document.documentElement.clientWidth',
    );
    expect(overflow).toBe(0);
    await screenshot(page, '92-removed-members-phone');

    // The members list with the admin's three buttons fits too (they wrap).
    await page.goto(`${harness.base}/members`, { waitUntil: 'commit' });
    await visible(page.getByRole('link', { name: 'Removed members' }));
    expect(
      await page.evaluate<number>(
        'document.documentElement.scrollWidth - document.documentElement.clientWidth',
      ),
    ).toBe(0);
  });
});
