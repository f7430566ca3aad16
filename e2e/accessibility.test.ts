import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { MemberDto, MembershipDto, PaymentDto } from '@gym/contracts';
import { api } from './support/api';
import { axeViolations, blocking, describeFindings } from './support/axe';
import { hasChromium, screenshot, signIn, useHarness, visible } from './support/harness';

/** The widths the desk works at: a laptop and a phone. */
const WIDTHS = [
  { label: '1366x768', viewport: { width: 1366, height: 768 } },
  { label: '390x844', viewport: { width: 390, height: 844 } },
] as const;

interface Data {
  paid: MemberDto;
  /** A payment with a receipt. */
  payment: PaymentDto;
  owing: MemberDto;
  owingMembership: MembershipDto;
}

/**
 * The screens axe checks. To add one: its path, whether it needs a signed-in desk, and what shows
 * once it has loaded (axe only sees what is on screen).
 */
const SCREENS: {
  name: string;
  signedIn: boolean;
  path: (data: Data) => string;
  loaded: (page: Page, data: Data) => Locator;
}[] = [
  {
    name: 'sign-in',
    signedIn: false,
    path: () => '/login',
    loaded: (page) => page.getByTestId('demo-accounts'),
  },
  {
    name: 'dashboard',
    signedIn: true,
    path: () => '/',
    loaded: (page) => page.getByTestId('recent-members').getByText('Rahul Desai'),
  },
  {
    name: 'members list',
    signedIn: true,
    path: () => '/members',
    loaded: (page, { paid }) =>
      page.getByRole('link', { name: `${paid.firstName} ${paid.lastName}` }),
  },
  {
    name: 'member detail',
    signedIn: true,
    path: ({ owing }) => `/members/${owing.id}/view`,
    loaded: (page, { owing }) =>
      page.getByTestId('member-detail').getByRole('heading', {
        name: `${owing.firstName} ${owing.lastName}`,
      }),
  },
  {
    name: 'record payment',
    signedIn: true,
    path: ({ owingMembership }) => `/payments/${owingMembership.id}/record`,
    loaded: (page) => page.getByRole('button', { name: 'Record Payment' }),
  },
  {
    name: 'check-in',
    signedIn: true,
    path: () => '/check-in',
    loaded: (page) => page.getByTestId('check-in-input'),
  },
  {
    name: 'branches list',
    signedIn: true,
    path: () => '/branches',
    loaded: (page) => page.getByText('MAIN', { exact: true }),
  },
  {
    name: 'add branch',
    signedIn: true,
    path: () => '/branches/create',
    loaded: (page) => page.getByLabel('Branch name'),
  },
  {
    name: 'profit and loss',
    signedIn: true,
    path: () => '/reports/profit-and-loss',
    loaded: (page) => page.getByTestId('profit-chart'),
  },
  {
    name: 'GST summary',
    signedIn: true,
    path: () => '/reports/gst-summary',
    loaded: (page) =>
      page.getByTestId('gst-net').or(page.getByText('No branch you see has a GSTIN')),
  },
  {
    name: 'close the day',
    signedIn: true,
    path: () => '/day-close',
    loaded: (page) => page.getByLabel('Cash counted'),
  },
  {
    name: 'day closes',
    signedIn: true,
    path: () => '/day-closes',
    loaded: (page) => page.getByLabel('Only with a difference'),
  },
  {
    name: 'expenses list',
    signedIn: true,
    path: () => '/expenses',
    loaded: (page) => page.getByTestId('expenses-page-total'),
  },
  {
    name: 'record expense',
    signedIn: true,
    path: () => '/expenses/create',
    loaded: (page) => page.getByLabel('Paid to'),
  },
];

/**
 * The sum of the page's layout shifts so far (those not caused by the user), read from the
 * browser's buffered 'layout-shift' entries: the cumulative layout shift of the visit.
 */
async function layoutShift(page: Page): Promise<number> {
  // A string: this package is compiled without the DOM types. The buffered entries arrive in the
  // observer's first callback, a task after observe().
  return Number(
    await page.evaluate(`new Promise((resolve) => {
      let sum = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) sum += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
      setTimeout(() => resolve(sum), 100);
    })`),
  );
}

/** WCAG checks (axe-core) on the desk's screens, and a dashboard that does not jump as it loads. */
describe.skipIf(!hasChromium)('accessibility and layout stability in a real browser', () => {
  const harness = useHarness();
  let data: Data;

  it('prepares a gym: a paid member, eight who owe and whose memberships end this week', async () => {
    const { page, context } = await harness.newPage();
    await signIn(page, harness.base, 'admin', 'admin123');
    const setup = api(page, harness.base);
    const monthly = await setup.createPlan('Monthly', '1500');
    const week = await setup.createPlan('Trial Week', '600', 5);
    const paid = await setup.createMember('Kavya', 'Menon', 'kavya.menon@example.com');
    const paidMembership = await setup.createMembership(paid.id, monthly);
    await setup.recordPayment(paidMembership.id, '500');
    const payment = await setup.recordPayment(paidMembership.id, '1000');
    const owing = await setup.createMember('Arjun', 'Nair', 'arjun.nair@example.com');
    const owingMembership = await setup.createMembership(owing.id, week);
    await setup.recordPayment(owingMembership.id, '200');
    // Enough rows for the expiring and reminders panels to be long: as they fill in, they would
    // push the panels below them.
    for (const [n, name] of ['Ravi', 'Sita', 'Neha', 'Amit', 'Kiran', 'Priya', 'Rahul'].entries()) {
      const member = await setup.createMember(
        name,
        'Desai',
        `${name.toLowerCase()}.${n}@example.com`,
      );
      await setup.recordPayment((await setup.createMembership(member.id, week)).id, '100');
    }
    data = { paid, payment, owing, owingMembership };
    await context.close();
  });

  it('fits Staff, the Audit Log and a receipt into a 390 px phone, without sideways scrolling', async () => {
    const { page, context } = await harness.newPage({ width: 390, height: 844 });
    await signIn(page, harness.base, 'admin', 'admin123');
    // Strings: this package is compiled without the DOM types.
    const overflow = async () =>
      Number(
        await page.evaluate(
          `Math.max(document.documentElement.scrollWidth - document.documentElement.clientWidth,
            ...[...document.querySelectorAll('table')].map(
              (table) => table.scrollWidth - table.parentElement.clientWidth))`,
        ),
      );
    for (const [path, shown] of [
      ['/users', page.getByTestId('account-cards').getByText('Front Desk')],
      [
        '/audit-log',
        page
          .getByTestId('audit-log')
          .getByText(/Payment of ₹1,000/)
          .first(),
      ],
      [`/receipt/${data.payment.id}`, page.getByTestId('receipt-current-row')],
      ['/branches', page.getByText('MAIN', { exact: true })],
    ] as const) {
      await page.goto(`${harness.base}${path}`);
      await visible(shown);
      expect(await overflow(), `${path} is wider than the phone`).toBeLessThanOrEqual(0);
      await screenshot(page, `phone-fit-${path.split('/')[1]}`);
    }
    await context.close();
  });

  for (const { label, viewport } of WIDTHS) {
    describe(`at ${label}`, () => {
      let page: Page | undefined;
      let signedIn = false;

      for (const screen of SCREENS) {
        it(`${screen.name}: no critical or serious axe violation`, async () => {
          if (!page) ({ page } = await harness.newPage(viewport));
          if (screen.signedIn && !signedIn) {
            await signIn(page, harness.base, 'admin', 'admin123');
            signedIn = true;
          }
          await page.goto(`${harness.base}${screen.path(data)}`);
          await visible(screen.loaded(page, data));
          await page.waitForLoadState('networkidle');
          const findings = await axeViolations(page);
          const serious = blocking(findings);
          if (serious.length > 0) {
            await screenshot(page, `axe-${screen.name.replace(/ /g, '-')}-${label}`);
          }
          expect(serious, describeFindings(serious)).toEqual([]);
        });
      }

      it('dashboard: cumulative layout shift at most 0.1 while it loads', async () => {
        const { page, context } = await harness.newPage(viewport);
        await signIn(page, harness.base, 'admin', 'admin123');
        // On a phone network the dashboard's answers come one after another, not in one frame:
        // the reminders 0.3 s and the expiring list 0.6 s after the rest.
        for (const [path, ms] of [
          ['/api/notifications/payments', 300],
          ['/api/memberships/expiring', 600],
        ] as const) {
          await page.route(
            (url) => url.pathname === path,
            async (route) => {
              const response = await route.fetch();
              await new Promise((resolve) => setTimeout(resolve, ms));
              await route.fulfill({ response });
            },
          );
        }
        // A fresh load of the dashboard, as a desk opening the product would see it.
        await page.goto(`${harness.base}/`);
        await visible(page.getByTestId('recent-members').getByText('Rahul Desai'));
        await visible(page.getByTestId('plans-summary').getByText('Trial Week'));
        await page.waitForLoadState('networkidle');
        expect(await layoutShift(page)).toBeLessThanOrEqual(0.1);
        await context.close();
      });
    });
  }
});
