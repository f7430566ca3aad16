import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import type { MembershipDto, PaymentDto, PlanDto } from '@gym/contracts';
import { api } from './support/api';
import { hasChromium, signIn, toast, useHarness, visible } from './support/harness';
import { field } from './support/memberForm';

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
});
