import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGEING_BUCKETS,
  DEFAULT_TIME_ZONE,
  addDays,
  balanceCsvLine,
  balancesTotalCsvLine,
  type BalancesAsOfDto,
  monthStart,
  parseMoney,
  type DuesAgeingDto,
  type MembershipDto,
  type MembersReportDto,
  type PaymentDto,
  type RevenueByMethodDto,
  type RevenueByMonthDto,
} from '@gym/contracts';
import { everyBalance } from '@gym/projection-service';
import type { TestClient } from '../testing/httpClient';
import { createMember, createMembership, createPlan, gymToday, pay } from '../testing/fixtures';
import { startProduct, type Product } from '../testing/productHarness';

const paise = (amount: string) => parseMoney(amount)!;
const sumPaise = (amounts: string[]) => amounts.reduce((sum, a) => sum + paise(a), 0);
const filterParam = (filter: object) => `filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** What a payment counts for in revenue when the payment and its refund fall in the range. */
const netOf = (p: PaymentDto) =>
  p.state === 'voided' ? 0 : paise(p.amount) - paise(p.refundedAmount);

describe('reports over HTTP', () => {
  let p: Product;
  let admin: TestClient;
  beforeAll(async () => {
    p = await startProduct();
    admin = await p.signedIn('admin');
  });
  afterAll(() => p?.close());

  async function outstandingList(filter: object): Promise<MembershipDto[]> {
    const res = await admin.get(`/api/memberships?${filterParam(filter)}&range=[0,999]`);
    expect(res.status).toBe(200);
    return res.body;
  }

  it('gives revenue by month and by method net of voids and refunds, equal to the payments', async () => {
    const today = gymToday();
    const plan = await createPlan(admin, { price: '1000', duration: 30 });
    const first = await createMembership(admin, (await createMember(admin)).id, plan.id);
    const second = await createMembership(admin, (await createMember(admin)).id, plan.id);
    await pay(admin, first.id, '1000', { paymentMethod: 'upi' });
    const b = await pay(admin, second.id, '400', { paymentMethod: 'cash' });
    const c = await pay(admin, second.id, '100', { paymentMethod: 'card' });
    expect((await admin.post(`/api/payments/${c.id}/void`, { reason: 'Typo' })).status).toBe(200);
    expect(
      (await admin.post(`/api/payments/${b.id}/refund`, { reason: 'Goodwill', amount: '50' }))
        .status,
    ).toBe(200);

    const byMonth: RevenueByMonthDto = (await admin.get('/api/reports/revenue-by-month')).body;
    expect(byMonth.from).toBe(monthStart(today, -11));
    expect(byMonth.to).toBe(today);
    expect(byMonth.months).toHaveLength(12);
    expect(byMonth.months.at(-1)).toEqual({
      month: today.slice(0, 7),
      payments: 2,
      paid: '1400.00',
      refunded: '50.00',
      net: '1350.00',
    });
    expect(byMonth.months.slice(0, 11).every((m) => m.net === '0.00')).toBe(true);
    expect(byMonth.total).toEqual({
      payments: 2,
      paid: '1400.00',
      refunded: '50.00',
      net: '1350.00',
    });

    const byMethod: RevenueByMethodDto = (
      await admin.get(`/api/reports/revenue-by-method?from=${today}&to=${today}`)
    ).body;
    expect(byMethod.methods).toEqual([
      { method: 'cash', payments: 1, paid: '400.00', refunded: '50.00', net: '350.00' },
      { method: 'card', payments: 0, paid: '0.00', refunded: '0.00', net: '0.00' },
      { method: 'upi', payments: 1, paid: '1000.00', refunded: '0.00', net: '1000.00' },
      { method: 'bank_transfer', payments: 0, paid: '0.00', refunded: '0.00', net: '0.00' },
    ]);

    // The payments list agrees: every payment of this database was made (and corrected) today.
    const payments: PaymentDto[] = (await admin.get('/api/payments')).body;
    const net = payments.reduce((sum, payment) => sum + netOf(payment), 0);
    expect(paise(byMonth.total.net)).toBe(net);
    expect(paise(byMethod.total.net)).toBe(net);

    // A range that ended before today holds none of it.
    const earlier: RevenueByMonthDto = (
      await admin.get(`/api/reports/revenue-by-month?to=${addDays(monthStart(today), -1)}`)
    ).body;
    expect(earlier.total.net).toBe('0.00');
    expect(earlier.months).toHaveLength(12);
  });

  it('ages the dues in buckets that add up to the outstanding list, each bucket its own list', async () => {
    const today = gymToday();
    const plan = await createPlan(admin, { price: '1000', duration: 365 });
    const dueAgo = { current: -5, '1-30': 1, '31-60': 45, '61-90': 90, 'over-90': 91 } as const;
    const mine: Record<string, string> = {};
    for (const [bucket, days] of Object.entries(dueAgo)) {
      const member = await createMember(admin);
      const membership = await createMembership(admin, member.id, plan.id, {
        startDate: addDays(today, -200),
        nextPaymentDueDate: addDays(today, -days),
      });
      await pay(admin, membership.id, '100');
      mine[bucket] = membership.id;
    }
    // No due date: due from the start date.
    const noDate = await createMembership(admin, (await createMember(admin)).id, plan.id, {
      startDate: addDays(today, -40),
    });

    const ageing: DuesAgeingDto = (await admin.get('/api/reports/dues-ageing')).body;
    expect(ageing.asOf).toBe(today);
    expect(ageing.buckets.map((b) => b.bucket)).toEqual([...AGEING_BUCKETS]);

    const outstanding = await outstandingList({ outstanding: true });
    expect(ageing.total.memberships).toBe(outstanding.length);
    expect(paise(ageing.total.outstanding)).toBe(
      sumPaise(outstanding.map((m) => m.remainingAmount)),
    );
    expect(sumPaise(ageing.buckets.map((b) => b.outstanding))).toBe(
      paise(ageing.total.outstanding),
    );

    for (const line of ageing.buckets) {
      const list = await outstandingList({ ageing: line.bucket });
      expect(list.length, line.bucket).toBe(line.memberships);
      expect(sumPaise(list.map((m) => m.remainingAmount)), line.bucket).toBe(
        paise(line.outstanding),
      );
      expect(list.map((m) => m.id)).toContain(mine[line.bucket]);
    }
    expect((await outstandingList({ ageing: '31-60' })).map((m) => m.id)).toContain(noDate.id);

    // Paid in full: out of the list and out of the report.
    await pay(admin, mine['1-30']!, '900');
    const after: DuesAgeingDto = (await admin.get('/api/reports/dues-ageing')).body;
    expect(paise(after.total.outstanding)).toBe(paise(ageing.total.outstanding) - 900_00);
    expect((await outstandingList({ ageing: '1-30' })).map((m) => m.id)).not.toContain(
      mine['1-30'],
    );
  });

  it('counts running memberships, new members and expired memberships per month', async () => {
    const today = gymToday();
    const month = today.slice(0, 7);
    const thisMonth = (r: MembersReportDto) => r.months.find((m) => m.month === month)!;
    const before: MembersReportDto = (await admin.get('/api/reports/members')).body;
    expect(before.months).toHaveLength(12);

    const plan = await createPlan(admin, { price: '500', duration: 30 });
    const member = await createMember(admin, { joinDate: today });
    await createMembership(admin, member.id, plan.id);
    const cancelled = await createMembership(admin, (await createMember(admin)).id, plan.id);
    await admin.post(`/api/memberships/${cancelled.id}/cancel`, { reason: 'Moved away' });

    const after: MembersReportDto = (await admin.get('/api/reports/members')).body;
    expect(thisMonth(after).activeMemberships).toBe(thisMonth(before).activeMemberships + 1);
    expect(thisMonth(after).newMembers).toBe(thisMonth(before).newMembers + 2);
    expect(thisMonth(after).expiredMemberships).toBe(thisMonth(before).expiredMemberships);
  });

  it('gives the books as of a day from the event log: a payment today leaves yesterday as it was', async () => {
    const today = gymToday();
    const yesterday = addDays(today, -1);
    const plan = await createPlan(admin, { price: '1000', duration: 30 });
    const membership = await createMembership(admin, (await createMember(admin)).id, plan.id);
    await pay(admin, membership.id, '300');
    const line = (body: BalancesAsOfDto) =>
      body.rows.find((row) => row.membershipId === membership.id);

    const now: BalancesAsOfDto = (await admin.get('/api/reports/balances')).body;
    expect(now.asOf).toBe(today);
    expect(line(now)).toMatchObject({ total: '1000.00', paid: '300.00', outstanding: '700.00' });
    // Today's books are today's tables: every membership's remaining amount, summed.
    const all: MembershipDto[] = (await admin.get('/api/memberships?range=[0,999]')).body;
    expect(now.count).toBe(all.length);
    expect(paise(now.total.outstanding)).toBe(sumPaise(all.map((m) => m.remainingAmount)));
    expect(paise(now.total.paid)).toBe(sumPaise(all.map((m) => m.paidAmount)));

    // The server's clock cannot be set: move this membership's changes to yesterday instead.
    await p
      .db('membership_ledger_changes')
      .where({ membership_id: membership.id })
      .update({ occurred_at: p.db.raw(`occurred_at - interval '1 day'`) });
    await p
      .db('membership_ledger_balances')
      .where({ membership_id: membership.id })
      .update({ first_change_at: p.db.raw(`first_change_at - interval '1 day'`) });
    const before: BalancesAsOfDto = (await admin.get(`/api/reports/balances?asOf=${yesterday}`))
      .body;
    expect(before.count).toBe(1);
    expect(line(before)).toMatchObject({ total: '1000.00', paid: '300.00', outstanding: '700.00' });

    await pay(admin, membership.id, '200');
    const after = (await admin.get(`/api/reports/balances?asOf=${yesterday}`)).body;
    expect(after).toEqual(before);
    const later: BalancesAsOfDto = (await admin.get('/api/reports/balances')).body;
    expect(line(later)).toMatchObject({ paid: '500.00', outstanding: '500.00' });

    const tomorrow = addDays(today, 1);
    expect((await admin.get(`/api/reports/balances?asOf=${tomorrow}`)).status).toBe(400);
    expect((await admin.get('/api/reports/balances?asOf=yesterday')).status).toBe(400);
  });

  it('exports the books as of a day as a streamed CSV of every membership, then the totals', async () => {
    const plan = await createPlan(admin, { price: '800', duration: 30 });
    for (const paid of ['0', '300', '800']) {
      const membership = await createMembership(admin, (await createMember(admin)).id, plan.id);
      if (paid !== '0') await pay(admin, membership.id, paid);
    }
    const today = gymToday();
    const report: BalancesAsOfDto = (await admin.get(`/api/reports/balances?asOf=${today}`)).body;
    const res = await admin.get(`/api/reports/balances.csv?asOf=${today}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="balances_${today}.csv"`,
    );
    const [header, ...lines] = res.text
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toBe('membershipId,member,plan,total,paid,outstanding');
    // Every membership the report counts, by id, then the report's totals.
    const byId = [...report.rows].sort((a, b) => (a.membershipId < b.membershipId ? -1 : 1));
    expect(lines).toEqual([...byId.map(balanceCsvLine), balancesTotalCsvLine(report.total)]);
    expect(lines.at(-1)).toBe(
      `,Total,,${report.total.total},${report.total.paid},${report.total.outstanding}`,
    );
    expect((await admin.get('/api/reports/balances.csv')).text).toContain(
      balancesTotalCsvLine(report.total),
    );

    // Batches of two walk every membership by id: none twice, none left out.
    const batches = [];
    for await (const batch of everyBalance(p.db, null, today, DEFAULT_TIME_ZONE, 2))
      batches.push(batch);
    expect(batches.length).toBe(Math.ceil(report.count / 2));
    expect(batches.slice(0, -1).every((b) => b.length === 2)).toBe(true);
    expect(batches.flat()).toEqual(byId);

    const member = await p.signedIn('member');
    expect((await member.get('/api/reports/balances.csv')).status).toBe(403);
    for (const asOf of [addDays(today, 1), 'yesterday']) {
      const bad = await admin.get(`/api/reports/balances.csv?asOf=${asOf}`);
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual((await admin.get(`/api/reports/balances?asOf=${asOf}`)).body);
    }
  });

  it('refuses a bad or over-long range and keeps the reports from members', async () => {
    const bad = [
      '/api/reports/revenue-by-month?from=2026-05-01&to=2026-04-30',
      '/api/reports/revenue-by-month?from=2020-01-01&to=2023-01-01',
      '/api/reports/revenue-by-method?from=2026-02-30',
      '/api/reports/members?to=nope',
      '/api/reports/members?month=2026-01',
      '/api/reports/dues-ageing?from=2026-01-01',
      `/api/memberships?${filterParam({ ageing: '100-200' })}`,
    ];
    for (const path of bad) expect((await admin.get(path)).status, path).toBe(400);
    expect(
      (await admin.get('/api/reports/revenue-by-month?from=2020-01-01&to=2022-12-31')).body.months,
    ).toHaveLength(36);

    const member = await p.signedIn('member');
    const staff = await p.signedIn('staff');
    for (const path of [
      '/api/reports/revenue-by-month',
      '/api/reports/revenue-by-method',
      '/api/reports/dues-ageing',
      '/api/reports/members',
      '/api/reports/balances',
    ]) {
      expect((await member.get(path)).status, path).toBe(403);
      expect((await staff.get(path)).status, path).toBe(200);
    }
  });
});
