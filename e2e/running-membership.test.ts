import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_ZONE,
  addDays,
  calendarDateIn,
  formatCalendarDate,
  type MembershipDto,
  type MembershipFreezeDto,
} from '@gym/contracts';
import { api } from './support/api';
import { hasChromium, screenshot, signIn, toast, useHarness, visible } from './support/harness';

const gymToday = () => calendarDateIn(DEFAULT_TIME_ZONE, new Date());

/** After a renewal the member page shows the running membership as current, and freezes it. */
describe.skipIf(!hasChromium)('the running membership in a real browser', () => {
  const harness = useHarness();

  it('shows the running membership as current after a renewal and freezes it by default', async () => {
    const { page } = await harness.newPage();
    await signIn(page, harness.base, 'staff', 'staff123');
    const data = api(page, harness.base);
    const { page: owner } = await harness.newPage();
    await signIn(owner, harness.base, 'admin', 'admin123');
    const plan = await api(owner, harness.base).createPlan('Half Year', '6000', 180);
    await owner.close();
    const member = await data.createMember('Isha', 'Rao', 'isha.rao@example.com');
    const start = addDays(gymToday(), -20);
    const running = await data.post<MembershipDto>('memberships', {
      memberId: member.id,
      planId: plan.id,
      startDate: start,
    });
    await data.recordPayment(running.id, '6000');
    const renewal = await data.post<MembershipDto>(`memberships/${running.id}/renew`, {
      planId: plan.id,
    });
    expect(renewal.startDate).toBe(running.endDate);

    await page.goto(`${harness.base}/members/${member.id}/view`, { waitUntil: 'commit' });
    const card = page.getByTestId('current-membership');
    await visible(card.getByText(formatCalendarDate(start)));
    await visible(card.getByText('Active', { exact: true }));
    expect(await card.getByText('Pending Payment').count()).toBe(0);
    // 180-day plan, 20 days in: the days left of the running one, not the renewal's.
    const days = Number(
      await page.getByTestId('days-remaining').locator('span').first().innerText(),
    );
    expect(days).toBeLessThanOrEqual(160);
    // The running one is paid, the renewal owes: the first action takes the renewal's money, and
    // a membership already renewed is not offered for renewal again.
    const primary = page.getByTestId('member-primary-action');
    await visible(primary.getByText('Record Payment'));
    expect(await primary.getAttribute('href')).toBe(`/payments/${renewal.id}/record`);
    expect(await page.getByRole('button', { name: 'Renew Membership' }).count()).toBe(0);

    await page.getByTestId('freeze-membership').click();
    const dialog = page.getByRole('dialog', { name: 'Freeze membership' });
    await visible(dialog);
    await dialog.getByTestId('freeze-days').fill('5');
    await dialog.getByTestId('freeze-reason').fill('Family wedding');
    await dialog.getByTestId('freeze-confirm').click();
    await toast(page, 'Membership frozen');
    await screenshot(page, '90-running-membership-frozen');

    const freezes = async (id: string) =>
      (await (
        await page.request.get(`${harness.base}/api/memberships/${id}/freezes`)
      ).json()) as MembershipFreezeDto[];
    const frozen = await freezes(running.id);
    expect(frozen.map((f) => f.from)).toEqual([gymToday()]);
    expect(await freezes(renewal.id)).toEqual([]);
  });
});
