import { describe, expect, it } from 'vitest';
import { messages } from '@gym/contracts';
import { api } from './support/api';
import { hasChromium, screenshot, signIn, toast, useHarness, visible } from './support/harness';

/** A desk closes its day short, with a reason; the owner sees the shortage highlighted. */
describe.skipIf(!hasChromium)('day close in a real browser', () => {
  const harness = useHarness();

  it('a desk closes its day with a cash shortage and a reason, and the owner sees it highlighted', async () => {
    const { page: owner } = await harness.newPage();
    await signIn(owner, harness.base, 'admin', 'admin123');
    const data = api(owner, harness.base);
    const plan = await data.createPlan('Day Close Plan', '3000');
    const member = await data.createMember('Kavya', 'Rao', 'kavya.rao@example.com');
    const membership = await data.createMembership(member.id, plan);
    await data.recordPayment(membership.id, '1000');

    const { page: desk } = await harness.newPage();
    await signIn(desk, harness.base, 'staff', 'staff123');
    await desk.goto(`${harness.base}/day-close`, { waitUntil: 'commit' });
    await visible(desk.getByTestId('expected-cash').getByText('₹1,000'));

    await desk.getByLabel('Cash counted').fill('950');
    await visible(desk.getByTestId('difference-cash').getByText('Short by ₹50'));
    for (const line of ['Card', 'UPI', 'Bank transfer']) {
      await desk.getByLabel(`${line} settlement total`).fill('0');
    }
    await desk.getByLabel('Cash taken to the bank').fill('700');
    await desk.getByLabel('Float left in the drawer').fill('250');
    // The shortage needs a reason before the day closes.
    await desk.getByRole('button', { name: 'Close the day' }).click();
    await visible(desk.getByText(messages.dayCloseReasonRequired));
    await desk.getByLabel(/Reason for the Cash difference/).fill('Gave change twice');
    await desk.getByRole('button', { name: 'Close the day' }).click();
    await visible(desk.getByTestId('day-close-closed').getByText('The day is closed'));
    await screenshot(desk, 'day-close-closed');

    await owner.goto(`${harness.base}/day-closes`, { waitUntil: 'commit' });
    const shortage = owner.getByTestId('day-close-difference').filter({ hasText: 'Short by ₹50' });
    await visible(shortage);
    expect(await shortage.first().getAttribute('data-difference')).toBe('short');
    // Highlighted in colour as well as words: not the body text's colour.
    // This package has no DOM types: the browser's getComputedStyle, typed here.
    const colourOf = (el: unknown) =>
      (
        globalThis as unknown as { getComputedStyle(e: unknown): { color: string } }
      ).getComputedStyle(el).color;
    const [colour, bodyColour] = await Promise.all([
      shortage.first().evaluate(colourOf),
      owner.locator('body').evaluate(colourOf),
    ]);
    expect(colour).not.toBe(bodyColour);
    await visible(owner.getByText('Gave change twice'));
    await screenshot(owner, 'day-closes-report');

    // The owner reopens it, for a reason: asked for first, then kept with the day.
    await owner.getByRole('button', { name: 'Reopen', exact: true }).click();
    const dialog = owner.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Reopen the day' }).click();
    await visible(dialog.getByText(messages.reasonRequired));
    await dialog.getByLabel('Reason').fill('Counted again in the morning');
    await dialog.getByRole('button', { name: 'Reopen the day' }).click();
    await toast(owner, 'Day reopened');
    await visible(owner.getByRole('row').getByText('Reopened', { exact: true }));
  });
});
