/**
 * The reads the upgrade test compares: every screen's API answer for a gym's existing data, as
 * the version before branches gave them (recorded in `answers.json`) and as this version gives
 * them on the same database. Ids are taken from the lists' answers, so both sides ask the same.
 */
export const UPGRADE_TODAY = '2026-11-20';
export const UPGRADE_NOW = '2026-11-20T12:00:00+05:30';

const range = (to: number) => `range=${encodeURIComponent(JSON.stringify([0, to]))}`;
const months = 'from=2025-12-01&to=2026-11-20';

/** The lists first: the details' ids come from them. */
export const LIST_PROBES = [
  '/api/subscription-plans',
  `/api/members?${range(99)}`,
  `/api/memberships?${range(199)}`,
  `/api/payments/all?${range(199)}`,
  '/api/check-ins',
  '/api/memberships/expiring',
  '/api/dashboard/stats',
  `/api/reports/revenue-by-month?${months}`,
  `/api/reports/revenue-by-method?${months}`,
  `/api/reports/members?${months}`,
  '/api/reports/dues-ageing',
  '/api/reports/balances?asOf=2026-06-30',
  `/api/reports/visits?${months}`,
  '/api/members.csv',
  '/api/memberships.csv',
  '/api/payments/all.csv',
  '/api/settings/gym',
] as const;

interface Lists {
  members: { id: string }[];
  memberships: { id: string }[];
  payments: { id: string }[];
}

/** A few of each kind of detail: the first, a middle and the last of each list. */
export function detailProbes(lists: Lists): string[] {
  const some = <T>(rows: T[]) =>
    [rows[0], rows[Math.floor(rows.length / 2)], rows.at(-1)].filter((r): r is T => !!r);
  return [
    ...some(lists.members).flatMap((m) => [
      `/api/members/${m.id}`,
      `/api/payments/member/${m.id}`,
      `/api/memberships?filter=${encodeURIComponent(JSON.stringify({ memberId: m.id }))}`,
    ]),
    ...some(lists.memberships).map((m) => `/api/memberships/${m.id}`),
    ...some(lists.payments).flatMap((p) => [
      `/api/payments/${p.id}`,
      `/api/payments/receipt/${p.id}`,
    ]),
  ];
}
