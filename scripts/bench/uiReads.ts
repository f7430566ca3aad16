import {
  DEFAULT_TIME_ZONE,
  MAIN_BRANCH_ID,
  addDays,
  calendarDateIn,
  defaultReportRange,
} from '@gym/contracts';
import { isRecord, jsonOf, type BrowserClient } from './client';
import { listRead, oneRead, totalOf, type ReadSpec } from './reads';

/** A page of a list as records, with its Content-Range total. */
export async function page(client: BrowserClient, spec: ReadSpec) {
  const path = typeof spec.path === 'string' ? spec.path : spec.path(0);
  const answer = await client.get(path, spec.headers);
  const body = jsonOf(answer);
  const rows = Array.isArray(body) ? body.filter(isRecord) : [];
  return { rows, total: totalOf(answer) ?? rows.length };
}

const ids = (rows: readonly Record<string, unknown>[]) =>
  rows.map((r) => r.id).filter((id): id is string => typeof id === 'string');

/** The most frequent first word of the given names: a search term that finds many. */
function commonWord(values: readonly unknown[]): string {
  const counts = new Map<string, number>();
  for (const value of values) {
    const word = typeof value === 'string' ? value.split(' ')[0] : undefined;
    if (word) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'a';
}

/** The year of months a P&L covers by default: the 12 months to `today`'s. */
function lastTwelveMonths(today: string) {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, month - 12, 1)).toISOString().slice(0, 7);
  return { from: start, to: today.slice(0, 7) };
}

/**
 * Every read the admin UI makes, as it makes them, against the seeded data. `deskBranchId`: the
 * branch whose desk closes its day (the one the switcher is on; the first when on all).
 */
export async function uiReads(
  client: BrowserClient,
  deskBranchId: string = MAIN_BRANCH_ID,
): Promise<ReadSpec[]> {
  // The oldest records: seeded history, not the bench's own warm-up members.
  const members = await page(
    client,
    listRead('', 'members', { page: 1, perPage: 100, sort: ['createdAt', 'ASC'] }),
  );
  const payments = await page(
    client,
    listRead('', 'payments/all', { page: 1, perPage: 100, sort: ['paymentDate', 'ASC'] }),
  );
  const memberships = await page(
    client,
    listRead('', 'memberships', { page: 1, perPage: 100, sort: ['createdAt', 'ASC'] }),
  );
  const memberIds = ids(members.rows);
  const paymentIds = ids(payments.rows);
  const membershipIds = ids(memberships.rows);
  if (!memberIds.length || !paymentIds.length || !membershipIds.length)
    throw new Error('the seeded database has no members, payments or memberships to read');
  const term = commonWord(members.rows.map((r) => r.lastName));
  // n is negative for warm-up requests.
  const pick = (list: readonly string[]) => (n: number) =>
    list[((n % list.length) + list.length) % list.length]!;
  const memberPage = (p: number, extra: object = {}) => ({
    page: p,
    perPage: 10,
    sort: ['createdAt', 'DESC'] as ['createdAt', 'DESC'],
    ...extra,
  });
  // The UI's payments list (PaymentHistory) and outstanding list show 10 a page.
  const paymentPage = (p: number, extra: object = {}) => ({
    page: p,
    perPage: 10,
    sort: ['paymentDate', 'DESC'] as ['paymentDate', 'DESC'],
    ...extra,
  });
  const panelRange = encodeURIComponent('[0,9]');
  const today = calendarDateIn(DEFAULT_TIME_ZONE, new Date());
  const { from, to } = defaultReportRange(today);
  const reportRange = `from=${from}&to=${to}`;
  const year = lastTwelveMonths(today);
  return [
    listRead('members list, page 1', 'members', memberPage(1)),
    listRead(`members search "${term}"`, 'members', memberPage(1, { filter: { q: term } })),
    listRead(
      `members list, last page (${Math.ceil(members.total / 10)})`,
      'members',
      memberPage(Math.max(1, Math.ceil(members.total / 10))),
    ),
    listRead('memberships list, page 1', 'memberships', memberPage(1)),
    listRead('outstanding memberships', 'memberships', {
      page: 1,
      perPage: 10,
      sort: ['createdAt', 'DESC'],
      filter: { outstanding: true },
    }),
    // The dashboard's panels ask for their first PANEL_ROWS (10) rows.
    oneRead('expiring memberships', `/api/memberships/expiring?range=${panelRange}`, 'range'),
    listRead('payments/all, page 1', 'payments/all', paymentPage(1)),
    listRead(
      `payments/all, last page (${Math.ceil(payments.total / 10)})`,
      'payments/all',
      paymentPage(Math.max(1, Math.ceil(payments.total / 10))),
    ),
    listRead(
      `payments/all, middle page (${Math.ceil(payments.total / 20)})`,
      'payments/all',
      paymentPage(Math.max(1, Math.ceil(payments.total / 20))),
    ),
    listRead(`payments search "${term}"`, 'payments/all', paymentPage(1, { filter: { q: term } })),
    oneRead(
      'payment reminders (notifications/payments)',
      `/api/notifications/payments?range=${panelRange}`,
      'range',
    ),
    oneRead('dashboard stats', '/api/dashboard/stats'),
    // The reports page, as it opens: the last 12 months, dues today, the books as of today.
    oneRead('report: revenue by month', `/api/reports/revenue-by-month?${reportRange}`),
    oneRead('report: revenue by method', `/api/reports/revenue-by-method?${reportRange}`),
    oneRead('report: dues ageing', '/api/reports/dues-ageing'),
    oneRead('report: members per month', `/api/reports/members?${reportRange}`),
    oneRead('report: visits per day', `/api/reports/visits?${reportRange}`),
    oneRead('report: balances as of today', `/api/reports/balances?asOf=${today}`),
    // The books (issue 25): a desk's day close, a year's profit and loss, a month's GST summary.
    oneRead('day close screen (a branch, today)', `/api/day-closes/${deskBranchId}/${today}`),
    oneRead(
      'report: profit and loss, a year',
      `/api/reports/profit-and-loss?from=${year.from}&to=${year.to}`,
    ),
    // As of each of the year's days in turn: mostly answers no earlier request has kept.
    oneRead(
      'report: profit and loss, a year as of a past day',
      (n) =>
        `/api/reports/profit-and-loss?from=${year.from}&to=${year.to}&asOf=${addDays(today, -1 - (((n % 365) + 365) % 365))}`,
    ),
    oneRead('report: GST summary, this month', `/api/reports/gst-summary?month=${year.to}`),
    // The check-in desk's list of today's visits.
    listRead("check-ins, today's", 'check-ins', {
      page: 1,
      perPage: 50,
      sort: ['checkedInAt', 'DESC'],
      filter: { day: today },
    }),
    oneRead('member detail', (n) => `/api/members/${pick(memberIds)(n)}`),
    oneRead('receipt JSON', (n) => `/api/payments/receipt/${pick(paymentIds)(n)}`),
    listRead('plans list', 'subscription-plans', {
      page: 1,
      perPage: 25,
      sort: ['name', 'ASC'],
    }),
    oneRead(
      'audit (a membership stream)',
      (n) => `/api/audit?stream=membership-${pick(membershipIds)(n)}`,
      'none',
    ),
    oneRead('history of a member', (n) => `/api/history?entity=member&id=${pick(memberIds)(n)}`),
    oneRead(
      'history of a payment (receipt page)',
      (n) => `/api/history?entity=payment&id=${pick(paymentIds)(n)}`,
    ),
    listRead('audit log, page 1', 'audit-log', {
      page: 1,
      perPage: 50,
      sort: ['occurredAt', 'DESC'],
    }),
    listRead('audit log, corrections', 'audit-log', {
      page: 1,
      perPage: 50,
      sort: ['occurredAt', 'DESC'],
      filter: { kind: 'correction' },
    }),
    oneRead('receipt PDF', (n) => `/api/payments/${pick(paymentIds)(n)}/receipt.pdf`),
  ];
}
