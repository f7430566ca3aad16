import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAIN_BRANCH_ID,
  parseSignedMoney,
  type BranchesComparedDto,
  type MembersReportDto,
  type RevenueByMonthDto,
} from '@gym/contracts';
import type { TestClient } from '../testing/httpClient';
import { createMember, createMembership, createPlan, gymToday, pay } from '../testing/fixtures';
import { startProduct, type Product } from '../testing/productHarness';

const paise = (money: string) => parseSignedMoney(money)!;

/** A chain of two: each branch's members, sales, payments (one taken at the other) and visits. */
describe('Branches compared', () => {
  let p: Product;
  let admin: TestClient;
  let koramangala: string;
  const range = () => {
    const today = gymToday();
    return `from=${today.slice(0, 8)}01&to=${today}`;
  };

  beforeAll(async () => {
    p = await startProduct();
    admin = await p.signedIn('admin');
    const opened = await admin.post('/api/branches', {
      name: 'Koramangala',
      code: 'KRM',
      stateCode: '29',
    });
    expect(opened.status, opened.text).toBe(201);
    koramangala = opened.body.id;
    const plan = await createPlan(admin, { price: '1000', admits: { kind: 'all' } });
    const sale = async (homeBranchId: string, amounts: string[], paidAt = homeBranchId) => {
      const member = await createMember(admin, { homeBranchId });
      const membership = await createMembership(admin, member.id, plan.id);
      for (const amount of amounts) await pay(admin, membership.id, amount, { branchId: paidAt });
      const visit = await admin.post('/api/check-ins', {
        memberId: member.id,
        branchId: paidAt,
        override: { reason: 'Owes the rest' },
      });
      expect([200, 201], visit.text).toContain(visit.status);
      return membership;
    };
    await sale(MAIN_BRANCH_ID, ['1000']);
    await sale(MAIN_BRANCH_ID, ['400']);
    await sale(koramangala, ['250', '250']);
    // A Koramangala member pays and trains at Main this time.
    await sale(koramangala, ['300'], MAIN_BRANCH_ID);
    // A void at Koramangala leaves its revenue.
    const voided = await sale(koramangala, []);
    const payment = await pay(admin, voided.id, '1000', { branchId: koramangala });
    expect(
      (await admin.post(`/api/payments/${payment.id}/void`, { reason: 'Entered twice' })).status,
    ).toBe(200);
  });
  afterAll(() => p?.close());

  it('splits each figure by its branch, and the branches add up to the consolidated reports', async () => {
    const report = await admin.get(`/api/reports/branches-compared?${range()}`);
    expect(report.status, report.text).toBe(200);
    const body = report.body as BranchesComparedDto;
    const byCode = Object.fromEntries(body.branches.map((b) => [b.code, b]));
    expect(Object.keys(byCode).sort()).toEqual(['KRM', 'MAIN']);
    expect(byCode.MAIN!.total).toEqual({
      revenue: '1700.00',
      newMembers: 3,
      renewals: 0,
      visits: 3,
    });
    expect(byCode.KRM!.total).toEqual({ revenue: '500.00', newMembers: 3, renewals: 0, visits: 2 });
    expect(byCode.MAIN!.dues).toBe('600.00');
    expect(byCode.KRM!.dues).toBe('2200.00');

    const sum = (pick: (b: BranchesComparedDto['branches'][number]) => string) =>
      body.branches.reduce((total, b) => total + paise(pick(b)), 0);
    expect(paise(body.total.total.revenue)).toBe(sum((b) => b.total.revenue));
    expect(paise(body.total.dues)).toBe(sum((b) => b.dues));

    const revenue = (await admin.get(`/api/reports/revenue-by-month?${range()}`))
      .body as RevenueByMonthDto;
    expect(body.total.total.revenue).toBe(revenue.total.net);
    const members = (await admin.get(`/api/reports/members?${range()}`)).body as MembersReportDto;
    expect(body.total.total.newMembers).toBe(members.months.reduce((n, m) => n + m.newMembers, 0));
  });

  it("shows a branch manager only their branches, and the switcher's branch only", async () => {
    const manager = await p.signedInManager('krm-manager', [koramangala]);
    const mine = (await manager.get(`/api/reports/branches-compared?${range()}`))
      .body as BranchesComparedDto;
    expect(mine.branches.map((b) => b.code)).toEqual(['KRM']);
    expect(mine.total.total.revenue).toBe('500.00');

    expect((await admin.put('/api/user/branch', { branchId: MAIN_BRANCH_ID })).status).toBe(200);
    const main = (await admin.get(`/api/reports/branches-compared?${range()}`))
      .body as BranchesComparedDto;
    expect(main.branches.map((b) => b.code)).toEqual(['MAIN']);
    expect((await admin.put('/api/user/branch', { branchId: null })).status).toBe(200);

    const staff = await p.signedIn('staff');
    expect((await staff.get(`/api/reports/branches-compared?${range()}`)).status).toBe(403);
  });
});
