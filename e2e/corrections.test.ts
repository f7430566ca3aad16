import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { messages, type MemberDto, type PaymentDto } from '@gym/contracts';
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

/** Voids and refunds on screen: admins correct a payment with a reason; staff cannot. */
describe.skipIf(!hasChromium)('payment corrections in a real browser', () => {
  const harness = useHarness();
  /** Opens a screen; the locators wait for what it shows (a busy machine is slow to fire load). */
  const open = (page: Page, path: string) =>
    page.goto(`${harness.base}${path}`, { waitUntil: 'commit' });
  let admin: Page;
  let member: MemberDto;
  let first: PaymentDto;
  let second: PaymentDto;
  let third: PaymentDto;

  const historyRow = (page: Page, amount: string) =>
    page
      .getByTestId('member-payment-history')
      .getByTestId('payment-row')
      .filter({ hasText: amount });
  const remaining = (page: Page) =>
    page
      .getByTestId('current-membership')
      .locator('div', { has: page.getByText('Remaining Amount', { exact: true }) })
      .last();
  /** Void Payment and Refund: behind a row's menu in lists, buttons on a receipt. */
  const correctionButtons = (scope: Locator) =>
    scope.getByRole('button', {
      name: /^(Void Payment|Refund|More actions for this payment)$/,
    });
  const correct = async (page: Page, row: Locator, action: 'Void Payment' | 'Refund') => {
    await row.getByRole('button', { name: 'More actions for this payment' }).click();
    await page.getByRole('menuitem', { name: action }).click();
  };

  it('offers an admin Void Payment and Refund in the menu of each payment still standing', async () => {
    ({ page: admin } = await harness.newPage());
    await signIn(admin, harness.base, 'admin', 'admin123');
    const data = api(admin, harness.base);
    const plan = await data.createPlan('Corrections Plan', '3000');
    member = await data.createMember('Meera', 'Iyer', 'meera.iyer@example.com');
    const membership = await data.createMembership(member.id, plan);
    first = await data.recordPayment(membership.id, '1000');
    second = await data.recordPayment(membership.id, '500');
    third = await data.recordPayment(membership.id, '250');

    await open(admin, `/members/${member.id}/view`);
    await visible(remaining(admin).getByText('₹1,250'));
    for (const amount of ['₹1,000', '₹500', '₹250']) {
      const row = historyRow(admin, amount);
      // No red buttons on every row: one quiet menu.
      expect(await row.getByRole('button', { name: /^(Void Payment|Refund)$/ }).count()).toBe(0);
      await row.getByRole('button', { name: 'More actions for this payment' }).click();
      await visible(admin.getByRole('menuitem', { name: 'Void Payment' }));
      await visible(admin.getByRole('menuitem', { name: 'Refund' }));
      await admin.keyboard.press('Escape');
    }
  });

  it('voids a payment with a required reason; balance, chip, history and receipt follow', async () => {
    const row = historyRow(admin, '₹1,000');
    await correct(admin, row, 'Void Payment');
    const dialog = admin.getByRole('dialog', { name: 'Void Payment' });
    await visible(dialog);
    await dialog.getByRole('button', { name: 'Void Payment' }).click();
    await visible(dialog.getByText(messages.reasonRequired));
    await dialog.getByLabel('Reason').fill('Entered twice');
    await screenshot(admin, '60-void-dialog');
    await dialog.getByRole('button', { name: 'Void Payment' }).click();
    await toast(admin, 'Payment Voided');

    // The void counts the payment for nothing: ₹1,000 more is owed.
    await visible(remaining(admin).getByText('₹2,250'));
    await visible(row.getByTestId('payment-state').getByText('Voided', { exact: true }));
    await visible(row.getByTestId('payment-correction').getByText(/Gym Owner.*Entered twice/));
    expect(await correctionButtons(row).count()).toBe(0);
    await screenshot(admin, '61-voided-member');

    // The payments page's history says the same.
    await menuItem(admin, 'Payments').click();
    const paymentsRow = admin
      .getByTestId('payment-history')
      .getByTestId('payment-row')
      .filter({ hasText: '₹1,000' });
    await visible(paymentsRow.getByTestId('payment-state').getByText('Voided', { exact: true }));
    expect(await correctionButtons(paymentsRow).count()).toBe(0);

    // The receipt shows the void: what, why, who and when, and no more correction buttons.
    await open(admin, `/receipt/${first.id}`);
    const correction = admin.getByTestId('receipt-correction');
    await visible(correction.getByText('Voided', { exact: true }));
    await visible(correction.getByText('Entered twice'));
    await visible(correction.getByText('Gym Owner'));
    await visible(correction.getByText('Corrected On:'));
    expect(await correctionButtons(admin.locator('body')).count()).toBe(0);

    // The receipt's History says what happened, by whom and why, newest first.
    const receiptHistory = admin.getByTestId('history').getByTestId('history-entry');
    await visible(
      receiptHistory.first().getByText('Payment of ₹1,000 voided by Gym Owner: Entered twice'),
    );
    await visible(receiptHistory.nth(1).getByText(/^Payment of ₹1,000 \(cash\) recorded by /));
    await screenshot(admin, '62-voided-receipt');

    // So does the member's, among the member's other changes.
    await open(admin, `/members/${member.id}/view?tab=history`);
    const memberHistory = admin.getByTestId('history');
    await visible(memberHistory.getByText('Payment of ₹1,000 voided by Gym Owner: Entered twice'));
    await visible(memberHistory.getByText('Member Meera Iyer registered by Gym Owner'));
    await screenshot(admin, '63-member-history');

    // The PDF is rendered from the same correction.
    const pdf = await admin.request.get(`${harness.base}/api/payments/${first.id}/receipt.pdf`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
  });

  it('refunds part of a payment from the payments page; too much is refused under the field', async () => {
    await open(admin, '/payments');
    const row = admin
      .getByTestId('payment-history')
      .getByTestId('payment-row')
      .filter({ hasText: '₹500' });
    await correct(admin, row, 'Refund');
    const dialog = admin.getByRole('dialog', { name: 'Refund' });
    // The amount defaults to the whole payment.
    expect(await dialog.getByLabel('Amount').inputValue()).toBe('500.00');
    await dialog.getByLabel('Reason').fill('Member moved away');
    await dialog.getByLabel('Amount').fill('900');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await visible(dialog.getByText(messages.refundTooLarge));
    await dialog.getByLabel('Amount').fill('200');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await toast(admin, 'Payment Refunded');
    await visible(row.getByTestId('payment-state').getByText('Refunded ₹200'));
    expect(await correctionButtons(row).count()).toBe(0);

    await open(admin, `/members/${member.id}/view`);
    await visible(remaining(admin).getByText('₹2,450'));
    await open(admin, `/receipt/${second.id}`);
    const correction = admin.getByTestId('receipt-correction');
    await visible(correction.getByText('Refunded ₹200'));
    await visible(correction.getByText('Member moved away'));
    await visible(correction.getByText('Gym Owner'));
  });

  it("lists the gym's corrections in the admins' Audit Log, filtered by kind, with a CSV export", async () => {
    await open(admin, '/payments');
    await menuItem(admin, 'Audit Log').click();
    await admin.getByRole('combobox', { name: 'Kind of change' }).click();
    await admin.getByRole('option', { name: 'Voids and refunds' }).click();
    const log = admin.getByTestId('audit-log');
    await visible(log.getByText('Refund of ₹200 by Gym Owner: Member moved away'));
    await visible(log.getByText('Payment of ₹1,000 voided by Gym Owner: Entered twice'));
    await visible(admin.getByText('Showing 1-2 of 2'));
    await screenshot(admin, '64-audit-log');
    const href = await admin.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
    const csv = await admin.request.get(`${harness.base}${href}`);
    expect(csv.status()).toBe(200);
    const lines = (await csv.text()).trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('Refund of ₹200 by Gym Owner: Member moved away');
  });

  it('voids from the receipt page itself', async () => {
    await open(admin, `/receipt/${third.id}`);
    await admin.getByRole('button', { name: 'Void Payment' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Void Payment' });
    await dialog.getByLabel('Reason').fill('Wrong member');
    await dialog.getByRole('button', { name: 'Void Payment' }).click();
    await toast(admin, 'Payment Voided');
    await visible(admin.getByTestId('receipt-correction').getByText('Wrong member'));
    // The receipt keeps what it stated when issued (₹1,750 paid, ₹1,250 left); the void is a
    // dated note on it.
    await visible(admin.getByTestId('receipt-summary').getByText('₹1,750'));
    await visible(admin.getByTestId('receipt-summary').getByText('₹1,250'));
    await visible(
      admin
        .getByTestId('receipt-corrections')
        .getByText(/Voided RCP\/[\d-]+\/\d+: ₹250\. Reason: Wrong member/),
    );
  });

  it('shows staff no Void Payment or Refund button anywhere', async () => {
    const data = api(admin, harness.base);
    const standing = await data.recordPayment(first.membershipId, '100');
    const { page, context } = await harness.newPage();
    await signIn(page, harness.base, 'staff', 'staff123');

    await open(page, `/members/${member.id}/view?tab=payments`);
    await visible(historyRow(page, '₹100'));
    await visible(historyRow(page, '₹1,000').getByTestId('payment-state'));
    expect(await correctionButtons(page.locator('body')).count()).toBe(0);

    await menuItem(page, 'Payments').click();
    await visible(page.getByTestId('payment-history').getByTestId('payment-row').first());
    expect(await correctionButtons(page.locator('body')).count()).toBe(0);

    // Staff read the member's History (the front desk asks "who changed this?"), not the Audit Log.
    await open(page, `/members/${member.id}/view?tab=history`);
    await visible(
      page.getByTestId('history').getByText('Payment of ₹1,000 voided by Gym Owner: Entered twice'),
    );
    await visible(menuItem(page, 'Payments'));
    expect(await menuItem(page, 'Audit Log').count()).toBe(0);

    await open(page, `/receipt/${standing.id}`);
    await visible(page.getByTestId('receipt'));
    expect(await correctionButtons(page.locator('body')).count()).toBe(0);
    await context.close();
  });
});
