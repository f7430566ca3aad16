import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import {
  addDays,
  calendarDateIn,
  DEFAULT_TIME_ZONE,
  messages,
  type MembershipDto,
  type PaymentDto,
  type PlanDto,
} from '@gym/contracts';
import { api } from './support/api';
import { hasChromium, screenshot, signIn, toast, useHarness, visible } from './support/harness';
import { chooseOption, field } from './support/memberForm';

const gymToday = () => calendarDateIn(DEFAULT_TIME_ZONE, new Date());

/** Record Payment at the desk: a repeated click or Enter never takes the money twice. */
describe.skipIf(!hasChromium)('recording a payment in a real browser', () => {
  const harness = useHarness();
  let page: Page;
  let plan: PlanDto;
  let people = 0;

  async function owingMembership(): Promise<MembershipDto> {
    const data = api(page, harness.base);
    people += 1;
    const member = await data.createMember('Desk', `Visitor${people}`, `desk${people}@example.com`);
    return data.createMembership(member.id, plan);
  }

  async function paymentsOf(membershipId: string): Promise<PaymentDto[]> {
    const filter = encodeURIComponent(JSON.stringify({ membershipId }));
    const response = await page.request.get(`${harness.base}/api/payments/all?filter=${filter}`);
    return (await response.json()) as PaymentDto[];
  }

  /**
   * Holds the payments list's code until released, so the moment between the saved payment and
   * the redirect (0.9–2.7 s on a busy desk) lasts as long as the test needs.
   */
  async function holdRedirect() {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const held = async (route: Route) => {
      await released;
      await route.continue();
    };
    await page.route(/\/assets\/PaymentManagement-[^/]+\.js$/, held);
    return async () => {
      release();
      await page.waitForURL(/\/payments$/);
      await page.unroute(/\/assets\/PaymentManagement-[^/]+\.js$/, held);
    };
  }

  const saved = () =>
    page.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/api\/payments$/.test(r.url()),
    );

  async function openForm(membership: MembershipDto) {
    await page.goto(`${harness.base}/payments/${membership.id}/record`, { waitUntil: 'commit' });
    await visible(page.getByTestId('payment-summary'));
    await field(page, 'Payment Amount').fill('200');
  }

  async function expectOnePayment(membership: MembershipDto) {
    // Numbers are given from the log, a moment after the payment: wait for every one.
    await expect
      .poll(() => paymentsOf(membership.id), { timeout: 10_000 })
      .toSatisfy((list: PaymentDto[]) => list.every((p) => p.receiptNumber));
    const numbered = await paymentsOf(membership.id);
    expect(numbered.map((p) => p.amount)).toEqual(['200.00']);
    expect(numbered[0]!.receiptNumber).toMatch(/^RCP\/\d{4}-\d{2}\/\d{6}$/);
    const after = await page.request.get(`${harness.base}/api/memberships/${membership.id}`);
    expect(((await after.json()) as MembershipDto).paidAmount).toBe('200.00');
  }

  it('records once for a double click, and for a click after the save', async () => {
    ({ page } = await harness.newPage({ width: 1366, height: 768 }));
    await signIn(page, harness.base, 'admin', 'admin123');
    plan = await api(page, harness.base).createPlan('Desk Plan', '1500');
    const membership = await owingMembership();
    await openForm(membership);
    const redirect = await holdRedirect();
    const button = page.getByRole('button', { name: 'Record Payment' });
    await button.scrollIntoViewIfNeeded();
    const box = (await button.boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    const first = saved();
    await page.mouse.dblclick(x, y);
    await first;
    await toast(page, 'Payment Recorded');
    // The desk clicks again while the saved form is still on screen.
    await page.mouse.click(x, y);
    await redirect();
    await expectOnePayment(membership);
  });

  it('records once for a double Enter, and for an Enter after the save', async () => {
    const membership = await owingMembership();
    await openForm(membership);
    const redirect = await holdRedirect();
    const first = saved();
    await field(page, 'Payment Amount').press('Enter');
    await page.keyboard.press('Enter');
    await first;
    await toast(page, 'Payment Recorded');
    await page.keyboard.press('Enter');
    await redirect();
    await expectOnePayment(membership);
  });

  /** Today in the gym's time zone as the form shows it (dd/mm/yyyy). */
  const shown = (date: string) => date.split('-').reverse().join('/');

  for (const [label, viewport] of [
    ['desktop', { width: 1366, height: 768 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    it(`takes what is owed from the member page and leads to the receipt (${label})`, async () => {
      const desk = await harness.newPage(viewport);
      page = desk.page;
      await signIn(page, harness.base, 'admin', 'admin123');
      const membership = await owingMembership();
      await page.goto(`${harness.base}/members/${membership.memberId}/view`, {
        waitUntil: 'commit',
      });
      const recordLink = page.getByRole('link', { name: 'Record Payment' });
      await recordLink.click();
      await page.waitForURL(/\/payments\/[0-9a-f-]+\/record$/);
      // What is owed, as a decimal rupee string; today, the gym's day.
      await expect.poll(() => field(page, 'Payment Amount').inputValue()).toBe('1500.00');
      expect(await field(page, 'Payment Date').inputValue()).toBe(shown(gymToday()));
      // Back returns where the desk came from.
      await page.getByRole('button', { name: 'Back', exact: true }).click();
      await page.waitForURL(new RegExp(`/members/${membership.memberId}/view$`));
      await recordLink.click();
      await page.waitForURL(/\/record$/);

      await expect.poll(() => field(page, 'Payment Amount').inputValue()).toBe('1500.00');
      await expect(page.getByLabel(/^Reference/).count()).resolves.toBe(0);
      await chooseOption(page, 'Payment Method', 'UPI');
      await field(page, 'Reference').fill('  412345678901 ');
      await field(page, 'Payment Amount').fill('500');
      await screenshot(page, `record-payment-form-${label}`);
      await page.getByRole('button', { name: 'Record Payment' }).click();

      const recorded = page.getByTestId('payment-recorded');
      await visible(recorded.getByText('Payment Recorded'));
      await page.waitForURL(/\/payments$/);
      await visible(recorded.getByRole('button', { name: 'Print' }).and(page.locator(':enabled')));
      await visible(recorded.getByRole('link', { name: 'Send on WhatsApp' }));
      await screenshot(page, `record-payment-recorded-${label}`);
      const [payment] = await paymentsOf(membership.id);
      expect(payment).toMatchObject({
        amount: '500.00',
        paymentMethod: 'upi',
        reference: '412345678901',
        paymentDay: gymToday(),
      });
      await visible(
        page
          .getByTestId('payment-history')
          .getByTestId('payment-row')
          .filter({ hasText: payment!.receiptNumber! })
          .getByText(/Ref\. 412345678901/),
      );
      await recorded.getByRole('link', { name: 'View receipt' }).click();
      await page.waitForURL(new RegExp(`/receipt/${payment!.id}$`));
      await visible(page.getByText(payment!.receiptNumber!).first());
      await desk.context.close();
    });
  }

  it('refuses a payment dated after today with the server’s message, and records nothing', async () => {
    ({ page } = await harness.newPage({ width: 1366, height: 768 }));
    await signIn(page, harness.base, 'admin', 'admin123');
    const membership = await owingMembership();
    await page.goto(`${harness.base}/payments/${membership.id}/record`, { waitUntil: 'commit' });
    await field(page, 'Payment Date').fill(shown(addDays(gymToday(), 1)));
    let posted = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && /\/api\/payments$/.test(r.url())) posted += 1;
    });
    await page.getByRole('button', { name: 'Record Payment' }).click();
    await visible(page.getByText(messages.paymentDateFuture));
    expect(posted).toBe(0);
    expect(await paymentsOf(membership.id)).toEqual([]);
  });

  it('makes the method UPI once the UPI code was used', async () => {
    const settings = await page.request.put(`${harness.base}/api/settings/gym`, {
      data: { upiId: 'desk@okaxis' },
    });
    expect(settings.status()).toBe(200);
    const membership = await owingMembership();
    await page.goto(`${harness.base}/payments/${membership.id}/record`, { waitUntil: 'commit' });
    const method = page.getByRole('combobox', { name: /^Payment Method/ });
    await visible(method.getByText('Cash'));
    await page.getByRole('button', { name: 'Paid with this QR code' }).click();
    await visible(method.getByText('UPI'));
    await visible(field(page, 'Reference'));
    await screenshot(page, 'record-payment-upi-used');
  });

  it('sends a save whose answer was lost again as the same payment', async () => {
    const membership = await owingMembership();
    await openForm(membership);
    // The server records the payment, and the answer never reaches the desk.
    const lose = async (route: Route) => {
      await route.fetch();
      await route.abort('failed');
    };
    await page.route(/\/api\/payments$/, lose, { times: 1 });
    await page.getByRole('button', { name: 'Record Payment' }).click();
    await toast(page, 'Payment Failed');
    await page.getByRole('button', { name: 'Record Payment' }).click();
    await visible(page.getByTestId('payment-recorded'));
    await page.waitForURL(/\/payments$/);
    await expectOnePayment(membership);
  });
});
