import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { MemberDto, MembershipDto, PaymentDto, PlanDto } from '@gym/contracts';
import { api } from './support/api';
import { fillMemberForm } from './support/memberForm';
import { hasChromium, screenshot, signIn, useHarness, visible } from './support/harness';

const WIDTHS = [
  ['1366', { width: 1366, height: 768 }],
  ['390', { width: 390, height: 844 }],
] as const;

/**
 * A front desk's morning, start to end, as staff at a desk and on a phone: add a walk-in, take
 * the first payment from the new member's page, open and print the receipt, check the member in
 * twice, refuse a member who owes and collect from the refusal, then let them in.
 */
describe.skipIf(!hasChromium)("a desk's morning in a real browser", () => {
  const harness = useHarness();
  let plan: PlanDto;
  const owing = new Map<string, { member: MemberDto; membership: MembershipDto }>();

  it('the owner has a plan, and two members who still owe', async () => {
    const { page, context } = await harness.newPage();
    await signIn(page, harness.base, 'admin', 'admin123');
    const data = api(page, harness.base);
    plan = await data.createPlan('Morning Monthly', '1800');
    for (const [size] of WIDTHS) {
      const member = await data.createMember('Owen', `Owes${size}`, `owen${size}@example.com`);
      const membership = await data.createMembership(member.id, plan);
      await data.recordPayment(membership.id, '1000');
      owing.set(size, { member, membership });
    }
    await context.close();
  });

  const paymentsOf = async (page: Page, membershipId: string) => {
    const filter = encodeURIComponent(JSON.stringify({ membershipId }));
    const answer = await page.request.get(`${harness.base}/api/payments/all?filter=${filter}`);
    return (await answer.json()) as PaymentDto[];
  };

  for (const [size, viewport] of WIDTHS) {
    it(`runs the morning at ${size} px`, async () => {
      const { page, context } = await harness.newPage(viewport);
      // Printing opens the system dialog: count the calls instead.
      await page.addInitScript({
        content: 'window.printed = 0; window.print = () => { window.printed += 1; };',
      });
      await signIn(page, harness.base, 'staff', 'staff123');

      // A walk-in joins on a plan; the new member's page is one click from the message.
      await page.goto(`${harness.base}/members/add`, { waitUntil: 'commit' });
      await fillMemberForm(page, {
        firstName: 'Wanda',
        lastName: `Walkin${size}`,
        email: `wanda${size}@example.com`,
        phone: '+91 98222 33344',
        dateOfBirth: '1996-03-14',
        gender: 'Female',
        address: '7 MG Road, Bengaluru 560001',
        emergencyContact: 'Vikram Walkin',
        emergencyPhone: '+91 98222 33345',
      });
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('radio', { name: /Morning Monthly/ }).click();
      await page.getByRole('button', { name: 'Create Member' }).click();
      await page.waitForURL(/\/members$/);
      await page.getByTestId('member-created').getByRole('link', { name: 'Open member' }).click();
      await page.waitForURL(/\/members\/[0-9a-f-]+\/view$/);
      const memberId = /\/members\/([0-9a-f-]+)\/view$/.exec(page.url())![1]!;

      // The member page's first action takes the payment, the amount owed filled in.
      const primary = page.getByTestId('member-primary-action');
      await visible(primary.getByText('Record Payment'));
      await primary.click();
      await page.waitForURL(/\/payments\/[0-9a-f-]+\/record$/);
      const membershipId = /\/payments\/([0-9a-f-]+)\/record$/.exec(page.url())![1]!;
      const amount = page.getByRole('textbox', { name: 'Payment Amount' });
      await expect.poll(() => amount.inputValue()).toBe('1800.00');
      await page.getByRole('button', { name: 'Record Payment' }).click();

      // The message leads to the receipt; the receipt prints.
      const recorded = page.getByTestId('payment-recorded');
      await visible(recorded.getByText('Payment Recorded'));
      await page.waitForURL(/\/payments$/);
      await visible(recorded.getByRole('button', { name: 'Print' }).and(page.locator(':enabled')));
      await recorded.getByRole('link', { name: 'View receipt' }).click();
      await page.waitForURL(/\/receipt\/[0-9a-f-]+$/);
      const [payment] = await paymentsOf(page, membershipId);
      expect(payment).toMatchObject({ memberId, amount: '1800.00' });
      const receipt = page.getByTestId('receipt');
      await visible(receipt.getByText(payment!.receiptNumber!));
      await visible(receipt.getByText(`Wanda Walkin${size}`).first());
      await page.getByRole('button', { name: 'Print Receipt' }).click();
      expect(await page.evaluate('window.printed')).toBe(1);
      const pdf = await page.request.get(`${harness.base}/api/payments/${payment!.id}/receipt.pdf`);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      await screenshot(page, `desk-morning-receipt-${size}`);

      // The new member checks in; a second scan says they are already in, and adds no visit.
      const member = (await (
        await page.request.get(`${harness.base}/api/members/${memberId}`)
      ).json()) as MemberDto;
      await page.goto(`${harness.base}/check-in`, { waitUntil: 'commit' });
      const input = page.getByTestId('check-in-input');
      const result = page.getByTestId('check-in-result');
      await input.fill(member.memberCode!);
      await input.press('Enter');
      await visible(result.getByText(`Wanda Walkin${size} is checked in`));
      await input.fill(member.memberCode!);
      await input.press('Enter');
      await visible(result.getByText(/is already in: checked in at \d{1,2}:\d{2}/));
      const visits = page.getByTestId('visit-row').filter({ hasText: `Wanda Walkin${size}` });
      await expect.poll(() => visits.count()).toBe(1);

      // A member who owes is refused by name; the desk collects from the refusal.
      const { member: owen, membership } = owing.get(size)!;
      await input.fill(owen.memberCode!);
      await input.press('Enter');
      await visible(result.getByText(`Not checked in: Owen Owes${size} · ${owen.memberCode}`));
      await visible(result.getByText('₹800 still due'));
      await screenshot(page, `desk-morning-refused-${size}`);
      await result.getByRole('link', { name: 'Collect payment' }).click();
      await page.waitForURL(new RegExp(`/payments/${membership.id}/record$`));
      await expect.poll(() => amount.inputValue()).toBe('800.00');
      await page.getByRole('button', { name: 'Record Payment' }).click();
      await visible(page.getByTestId('payment-recorded').getByText('Payment Recorded'));
      await page.waitForURL(/\/payments$/);

      // Paid up, the member is let in.
      await page.goto(`${harness.base}/check-in`, { waitUntil: 'commit' });
      await input.fill(owen.memberCode!);
      await input.press('Enter');
      await visible(result.getByText(`Owen Owes${size} is checked in`));
      await screenshot(page, `desk-morning-let-in-${size}`);
      await context.close();
    });
  }
});
