import { describe, expect, it } from 'vitest';
import { api } from './support/api';
import { hasChromium, signIn, useHarness, visible } from './support/harness';

/** The console works under its own Content-Security-Policy, and its writes are JSON. */
describe.skipIf(!hasChromium)('content security policy in a real browser', () => {
  const harness = useHarness();

  it('shows every screen without a CSP violation, and signs out with a JSON logout', async () => {
    const { page } = await harness.newPage();
    // A string, as this file is compiled without the DOM types.
    await page.addInitScript({
      content: `document.addEventListener('securitypolicyviolation', (event) =>
        console.error('CSP violation: ' + event.violatedDirective + ' ' + event.blockedURI));`,
    });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('CSP violation')) violations.push(message.text());
    });
    const logouts: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/logout') logouts.push(response.status());
    });

    await signIn(page, harness.base, 'admin', 'admin123');
    const data = api(page, harness.base);
    const plan = await data.createPlan('Policy', '1000');
    const member = await data.createMember('Cora', 'Policy', 'cora.policy@example.com');
    const membership = await data.createMembership(member.id, plan);
    const payment = await data.recordPayment(membership.id, '500');
    for (const path of [
      '/',
      '/members',
      `/members/${member.id}/view`,
      `/members/${member.id}/edit`,
      '/subscriptions',
      `/subscriptions/${plan.id}/view`,
      '/payments',
      `/payments/${membership.id}/record`,
      '/reports',
      '/check-in',
      '/settings',
      '/system-status',
      `/receipt/${payment.id}`,
    ]) {
      await page.goto(`${harness.base}${path}`);
      await page.waitForLoadState('networkidle');
    }
    await page.goto(`${harness.base}/`);
    await page.getByRole('button', { name: 'Logout' }).click();
    await visible(page.getByRole('button', { name: 'Sign In' }));

    expect(violations).toEqual([]);
    expect(logouts).toEqual([204]);
  });
});
