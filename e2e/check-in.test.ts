import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  DEFAULT_TIME_ZONE,
  addDays,
  calendarDateIn,
  formatCalendarDate,
  type MemberDto,
} from '@gym/contracts';
import { api } from './support/api';
import {
  hasChromium,
  menuItem,
  screenshot,
  signIn,
  toast,
  useHarness,
  visible,
} from './support/harness';

const gymToday = () => calendarDateIn(DEFAULT_TIME_ZONE, new Date());

/** The front desk: check-in by member code (allowed; refused, then let in anyway) and freezes. */
describe.skipIf(!hasChromium)('check-in and freeze in a real browser', () => {
  const harness = useHarness();
  let staff: Page;
  let paid: MemberDto;
  let owing: MemberDto;

  const input = (page: Page) => page.getByTestId('check-in-input');
  const result = (page: Page) => page.getByTestId('check-in-result');

  it('checks in a paid member by the code from their page, in green, listed under today', async () => {
    const { page: admin } = await harness.newPage();
    await signIn(admin, harness.base, 'admin', 'admin123');
    const data = api(admin, harness.base);
    const plan = await data.createPlan('Desk Plan', '1500');
    paid = await data.createMember('Kavya', 'Menon', 'kavya.menon@example.com');
    await data.recordPayment((await data.createMembership(paid.id, plan)).id, '1500');
    owing = await data.createMember('Arjun', 'Nair', 'arjun.nair@example.com');
    await data.recordPayment((await data.createMembership(owing.id, plan)).id, '500');
    await admin.close();
    ({ page: staff } = await harness.newPage());
    await signIn(staff, harness.base, 'staff', 'staff123');

    // The code and its QR code are on the member's page.
    await staff.goto(`${harness.base}/members/${paid.id}/view`, { waitUntil: 'commit' });
    const code = paid.memberCode!;
    await visible(staff.getByTestId('member-code').getByText(code));
    await visible(staff.getByTestId('member-qr'));

    await menuItem(staff, 'Check-in').click();
    await visible(input(staff));
    // The input has the focus: a scanner types the code and presses Enter.
    await staff.keyboard.type(code);
    await staff.keyboard.press('Enter');
    await visible(result(staff).getByText('Kavya Menon is checked in'));
    expect(await result(staff).getAttribute('data-result')).toBe('allowed');
    await visible(staff.getByTestId('visit-row').filter({ hasText: 'Kavya Menon' }));
    expect(await input(staff).inputValue()).toBe('');
    await screenshot(staff, '80-check-in-allowed');
  });

  it('refuses a member who still owes, in red with the amount, then lets them in anyway', async () => {
    await input(staff).fill(owing.memberCode!);
    await input(staff).press('Enter');
    await visible(result(staff).getByText('₹1,000 still due'));
    expect(await result(staff).getAttribute('data-result')).toBe('refused');
    await screenshot(staff, '81-check-in-refused');

    await staff.getByTestId('check-in-anyway').click();
    const dialog = staff.getByRole('dialog', { name: 'Check in anyway' });
    await visible(dialog);
    await dialog.getByTestId('check-in-anyway-confirm').click();
    await visible(dialog.getByText('Please give a reason'));
    await dialog.getByLabel('Reason').fill('Pays the rest tomorrow');
    await dialog.getByTestId('check-in-anyway-confirm').click();
    await visible(result(staff).getByText('Arjun Nair is checked in'));
    const row = staff.getByTestId('visit-row').filter({ hasText: 'Arjun Nair' });
    await visible(row.getByText('Let in anyway: Pays the rest tomorrow'));
    // Newest first.
    await expect
      .poll(() => staff.getByTestId('visit-row').first().textContent())
      .toContain('Arjun Nair');

    // The member's page counts the visit.
    await staff.goto(`${harness.base}/members/${owing.id}/view`, { waitUntil: 'commit' });
    await visible(staff.getByTestId('visit-count').getByText('1', { exact: true }));
  });

  it('counts the visits on the reports page, per day', async () => {
    await staff.goto(`${harness.base}/reports`, { waitUntil: 'commit' });
    const today = staff.getByTestId('report-visits').locator(`[data-key="${gymToday()}"]`);
    await visible(today.locator('[data-field="visits"]').getByText('2', { exact: true }));
    await visible(today.locator('[data-field="members"]').getByText('2', { exact: true }));
  });

  it('freezes the current membership on the member page, moving its end date', async () => {
    await staff.goto(`${harness.base}/members/${paid.id}/view`, { waitUntil: 'commit' });
    const card = staff.getByTestId('current-membership');
    const endBefore = addDays(gymToday(), 30);
    await visible(card.getByText(formatCalendarDate(endBefore)));

    await staff.getByTestId('freeze-membership').click();
    const dialog = staff.getByRole('dialog', { name: 'Freeze membership' });
    await visible(dialog);
    await dialog.getByTestId('freeze-days').fill('10');
    await dialog.getByTestId('freeze-reason').fill('Knee surgery');
    await dialog.getByTestId('freeze-confirm').click();
    await toast(staff, 'Membership frozen');
    await visible(card.getByText(formatCalendarDate(addDays(endBefore, 10))));
    const period = staff.getByTestId('freeze-period');
    await visible(period.getByText('Knee surgery'));
    await screenshot(staff, '82-membership-frozen');

    // Frozen today: the desk says until when.
    await menuItem(staff, 'Check-in').click();
    await input(staff).fill(paid.memberCode!);
    await input(staff).press('Enter');
    await visible(
      result(staff).getByText(
        `Membership frozen until ${formatCalendarDate(addDays(gymToday(), 9))}`,
      ),
    );

    // Back early: the unused days come off the end date again.
    await staff.goto(`${harness.base}/members/${paid.id}/view`, { waitUntil: 'commit' });
    await staff.getByTestId('unfreeze-membership').click();
    await toast(staff, 'Membership unfrozen');
    await visible(card.getByText(formatCalendarDate(endBefore)));
    await visible(period.getByText(/10 days given back/));
  });

  it('finds a member by name or phone at the desk, and says when nothing matches', async () => {
    await menuItem(staff, 'Check-in').click();
    await input(staff).fill('Arjun');
    await input(staff).press('Enter');
    await visible(result(staff).getByText('₹1,000 still due'));
    await input(staff).fill('Nobody Here');
    await input(staff).press('Enter');
    await visible(result(staff).getByText('No member matches this code'));
    // Both members share a phone number: the desk asks which one.
    await input(staff).fill('98765 43210');
    await input(staff).press('Enter');
    await visible(staff.getByTestId('check-in-choices').getByText(/Kavya Menon/));
    await visible(staff.getByTestId('check-in-choices').getByText(/Arjun Nair/));
  });
});
