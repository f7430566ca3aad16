import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { messages, type MembershipDto, type PaymentDto } from '@gym/contracts';
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

/** Gym Settings: GST receipts, a UPI QR to pay what is due, WhatsApp reminders. */
describe.skipIf(!hasChromium)('gym settings, UPI and WhatsApp in a real browser', () => {
  const harness = useHarness();
  const open = (page: Page, path: string) =>
    page.goto(`${harness.base}${path}`, { waitUntil: 'commit' });
  let admin: Page;
  let membership: MembershipDto;
  let payment: PaymentDto;

  it('lets an admin set the GSTIN and UPI ID, with the same field messages as the server', async () => {
    ({ page: admin } = await harness.newPage());
    await signIn(admin, harness.base, 'admin', 'admin123');
    await menuItem(admin, 'Gym Settings').click();
    await visible(admin.getByRole('heading', { name: 'Gym Settings' }));

    await admin.getByLabel('Legal name').fill('Iron Temple Fitness LLP');
    await admin.getByLabel('GSTIN').fill('29ABCDE1234F1ZX');
    await admin.getByRole('button', { name: 'Save' }).click();
    await visible(admin.getByText(messages.gstinChecksum));

    await admin.getByLabel('GSTIN').fill('29ABCDE1234F1ZW');
    await admin.getByLabel('State').click();
    await admin.getByRole('option', { name: 'Karnataka (29)' }).click();
    await admin.getByLabel('UPI ID').fill('irontemple@okhdfcbank');
    await admin.getByRole('button', { name: 'Save' }).click();
    await toast(admin, 'Gym settings saved');
    await screenshot(admin, 'gym-settings');

    await admin.reload();
    await expect.poll(() => admin.getByLabel('UPI ID').inputValue()).toBe('irontemple@okhdfcbank');
  });

  it('shows a UPI QR code for what is due on the record-payment screen', async () => {
    const data = api(admin, harness.base);
    const plan = await data.createPlan('UPI Gold', '1500');
    const member = await data.createMember('Kavya', 'Nair', 'kavya.nair@example.com');
    membership = await data.createMembership(member.id, plan);
    payment = await data.post<PaymentDto>(
      'payments',
      { membershipId: membership.id, amount: '1180', nextPaymentDueDate: '2026-01-05' },
      { 'Idempotency-Key': crypto.randomUUID() },
    );

    await open(admin, `/payments/${membership.id}/record`);
    const qr = admin.getByTestId('upi-qr');
    await visible(qr.locator('img[src^="data:image/png"]'));
    expect(await qr.getAttribute('data-upi-link')).toBe(
      'upi://pay?pa=irontemple%40okhdfcbank&pn=Iron%20Temple%20Fitness%20LLP&am=320.00&cu=INR&tn=UPI%20Gold%20membership',
    );
    await visible(qr.getByText('Scan with any UPI app to pay ₹320'));
    await screenshot(admin, 'record-payment-upi');
  });

  it('offers Send on WhatsApp on a payment reminder, with the reminder text', async () => {
    await open(admin, '/');
    const panel = admin.getByTestId('reminders-panel');
    const row = panel.locator('li', { hasText: 'Kavya Nair' });
    const link = row.getByTestId('whatsapp-link');
    await visible(link);
    expect(await link.textContent()).toContain('Send on WhatsApp');
    await screenshot(admin, 'reminders-whatsapp');
    const href = (await link.getAttribute('href')) ?? '';
    expect(href.startsWith('https://wa.me/919876543210?text=')).toBe(true);
    const text = decodeURIComponent(href.split('?text=')[1] ?? '');
    expect(text).toContain('₹320 is due on 5 Jan 2026 for your UPI Gold membership');
    expect(text).toContain('Pay by UPI: upi://pay?pa=irontemple%40okhdfcbank');
  });

  it('keeps the reminder with its WhatsApp button and the UPI QR within a phone screen', async () => {
    const { context, page } = await harness.newPage(PHONE);
    await signIn(page, harness.base, 'admin', 'admin123');
    for (const [path, shown] of [
      ['/', page.getByTestId('reminders-panel').getByTestId('whatsapp-link')],
      [`/payments/${membership.id}/record`, page.getByTestId('upi-qr')],
      [`/receipt/${payment.id}`, page.getByTestId('receipt-tax')],
    ] as const) {
      await open(page, path);
      await visible(shown);
      // A string, as this file is compiled without the DOM types.
      const overflow = Number(
        await page.evaluate(
          'document.documentElement.scrollWidth - document.documentElement.clientWidth',
        ),
      );
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
    await screenshot(page, 'tax-receipt-phone');
    await context.close();
  });

  it('shows the tax receipt: GSTIN, CGST and SGST, the total in words', async () => {
    await open(admin, `/receipt/${payment.id}`);
    const tax = admin.getByTestId('receipt-tax');
    await visible(tax);
    await visible(admin.getByTestId('receipt-gym-gstin').getByText('GSTIN: 29ABCDE1234F1ZW'));
    await visible(tax.getByText('CGST @ 9%'));
    await visible(tax.getByText('SGST @ 9%'));
    await visible(tax.getByText('Rupees One Thousand One Hundred Eighty Only'));
    await visible(admin.getByTestId('receipt').getByTestId('upi-qr'));
    await screenshot(admin, 'tax-receipt');
    expect(await admin.getByTestId('whatsapp-link').getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/919876543210\?text=Dear%20Kavya/,
    );
  });
});
