import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAIN_BRANCH_ID,
  memberStream,
  membershipStream,
  type BranchFilter,
  type NewEvent,
} from '@gym/contracts';
import { createDb, type Db } from '@gym/platform';
import { createProjectionRunner, type ProjectionRunner } from '../runner/runner';
import { rebuildProjectors } from '../runner/rebuild';
import { createProjectionHarness } from '../testing/harness';
import { testEvent } from '../testing/planEvents';
import { auditLog, historyOf } from './audit/query';
import { auditProjector } from './audit/projection';
import { visitsPerDay } from './checkIns/visitsPerDay';
import { listCheckIns } from './checkIns/query';
import { checkInsProjector } from './checkIns/projection';
import { balancesAsOf, everyBalance } from './ledger/query';
import { ledgerProjector } from './ledger/projection';
import { getMember, listMembers, listRemovedMembers } from './members/query';
import { membersProjector } from './members/projection';
import { getMembership, listMemberships, membershipsOfMember } from './memberships/query';
import { membershipsProjector } from './memberships/projection';
import { everyPayment, getPayment, listPayments } from './payments/query';
import { paymentsProjector } from './payments/projection';
import { getIssuedReceipt } from './receipts/query';
import { receiptsProjector } from './receipts/projection';
import { duesAgeing, membersReport, revenueByMethod, revenueByMonth } from './reports/query';
import { dashboardStats } from './stats/query';

const PROJECTORS = [
  membersProjector,
  membershipsProjector,
  paymentsProjector,
  receiptsProjector,
  checkInsProjector,
  ledgerProjector,
  auditProjector,
];

const A = MAIN_BRANCH_ID;
const B = randomUUID();
/** A third branch: a manager of A and B sees none of it. */
const C = randomUUID();
const DAY = '2026-04-01';
const RANGE = { from: '2026-04-01', to: '2026-04-30' };
const TZ = 'Asia/Kolkata';

/**
 * Each row's own branch, kept by the projectors and filtered on by the queries, the same after a
 * rebuild: a member of A, one of B, one moved from B to A; a membership sold at each; B's
 * membership paid partly at A's desk (A's takings, B's books); visits at both desks.
 */
describe('read models by branch', () => {
  let h: Awaited<ReturnType<typeof createProjectionHarness>>;
  let runner: ProjectionRunner;
  const m = { a: randomUUID(), b: randomUUID(), moved: randomUUID(), c: randomUUID() };
  const ms = { a: randomUUID(), b: randomUUID(), c: randomUUID() };
  const pay = { a: randomUUID(), bAtA: randomUUID(), b: randomUUID(), c: randomUUID() };

  const registered = (memberId: string, homeBranchId: string, lastName: string) =>
    testEvent('MemberRegistered', {
      memberId,
      userId: null,
      firstName: 'Asha',
      lastName,
      email: `${lastName.toLowerCase()}@example.in`,
      phone: '9876543210',
      whatsapp: null,
      dateOfBirth: null,
      gender: null,
      address: 'MG Road',
      emergencyContact: 'Ravi',
      emergencyPhone: '9876500000',
      status: 'active',
      joinDate: DAY,
      homeBranchId,
    });
  const sold = (membershipId: string, memberId: string, branchId: string) =>
    testEvent('MembershipCreated', {
      membershipId,
      memberId,
      branchId,
      plan: { planId: randomUUID(), name: 'Monthly', pricePaise: 100_000, durationDays: 30 },
      startDate: DAY,
      endDate: '2026-04-30',
      totalPaise: 100_000,
      gstAdded: null,
      renewsMembershipId: null,
      nextPaymentDueDate: DAY,
    });
  const paid = (
    paymentId: string,
    membershipId: string,
    memberId: string,
    branchId: string,
    amountPaise: number,
  ) =>
    testEvent('PaymentRecorded', {
      paymentId,
      membershipId,
      memberId,
      branchId,
      amountPaise,
      method: 'cash',
      paidAt: '2026-04-01T05:30:00.000Z',
      paymentDay: DAY,
      manualReceiptNumber: null,
      notes: null,
      nextPaymentDueDate: null,
      receivedByUserId: null,
      idempotencyKey: null,
      gstInAmount: true,
    });
  const visit = (memberId: string, branchId: string, membershipId: string) =>
    testEvent('MemberCheckedIn', {
      checkInId: randomUUID(),
      memberId,
      branchId,
      membershipId,
      checkedInAt: '2026-04-01T06:00:00.000Z',
      day: DAY,
      override: null,
    });

  async function append(stream: string, events: NewEvent[]) {
    return h.store.appendToStream(stream, events, { expectedRevision: 'no_stream' });
  }

  beforeAll(async () => {
    h = await createProjectionHarness(PROJECTORS);
    runner = createProjectionRunner({
      db: h.db,
      store: h.store,
      projectors: PROJECTORS,
      logger: h.logger,
    });
    await runner.start();
    await append(memberStream(m.a), [registered(m.a, A, 'Amberly'), visit(m.a, A, ms.a)]);
    await append(memberStream(m.b), [
      registered(m.b, B, 'Bzlorpova'),
      visit(m.b, B, ms.b),
      visit(m.b, A, ms.b),
    ]);
    await append(memberStream(m.moved), [
      registered(m.moved, B, 'Movedova'),
      testEvent('MemberTransferred', {
        memberId: m.moved,
        fromBranchId: B,
        toBranchId: A,
        reason: 'Moved house',
      }),
    ]);
    await append(memberStream(m.c), [registered(m.c, C, 'Cyrilova'), visit(m.c, C, ms.c)]);
    await append(membershipStream(ms.c), [sold(ms.c, m.c, C), paid(pay.c, ms.c, m.c, C, 90_000)]);
    await append(membershipStream(ms.a), [sold(ms.a, m.a, A), paid(pay.a, ms.a, m.a, A, 50_000)]);
    const last = await append(membershipStream(ms.b), [
      sold(ms.b, m.b, B),
      paid(pay.bAtA, ms.b, m.b, A, 30_000),
      paid(pay.b, ms.b, m.b, B, 20_000),
    ]);
    expect(await h.progress.waitFor(last.position, 20_000)).toBe(true);
  });

  afterAll(async () => {
    await runner?.stop();
    await h?.close();
  });

  const sort = { field: 'createdAt', order: 'ASC' } as const;
  const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();

  /** Every query's answer for `branches`, as the routes ask (`db`: another pool, nothing kept). */
  async function answers(branches: BranchFilter, db: Db = h.db) {
    const range = [0, 99] as const;
    const balances: unknown[] = [];
    for await (const rows of everyBalance(db, branches, '2099-12-31', TZ)) balances.push(...rows);
    const payments: unknown[] = [];
    for await (const rows of everyPayment(db, branches, {})) payments.push(...rows);
    return {
      members: ids((await listMembers(db, branches, { sort, range, filter: {} })).rows),
      owing: ids(
        (
          await listMembers(db, branches, {
            sort,
            range,
            filter: { membership: { is: 'owing', today: DAY } },
          })
        ).rows,
      ),
      removed: (await listRemovedMembers(db, branches, range)).total,
      memberships: ids((await listMemberships(db, branches, { sort, range, filter: {} })).rows),
      ofMemberB: ids(await membershipsOfMember(db, m.b, DAY, branches)),
      payments: ids(
        (
          await listPayments(db, branches, {
            sort: { field: 'paymentDate', order: 'DESC' },
            range,
            filter: {},
          })
        ).rows,
      ),
      exported: payments.length,
      checkIns: (
        await listCheckIns(db, branches, {
          sort: { field: 'checkedInAt', order: 'DESC' },
          range,
          filter: {},
        })
      ).rows.map((c) => c.branchId),
      visits: await visitsPerDay(db, branches, { from: DAY, to: DAY }),
      balances: await balancesAsOf(db, branches, '2099-12-31', TZ),
      balancesCsv: balances,
      revenue: (await revenueByMonth(db, branches, RANGE)).total,
      byMethod: (await revenueByMethod(db, branches, RANGE)).total,
      dues: (await duesAgeing(db, branches, DAY)).total,
      joined: (await membersReport(db, branches, RANGE)).months.map((x) => x.newMembers),
      dashboard: await dashboardStats(db, branches, '2026-04-15'),
      audit: (
        await auditLog(db, { filter: {}, order: 'ASC', range: [0, 99], timeZone: TZ, branches })
      ).rows.map((e) => `${e.type} ${e.entity.id}`),
      historyOfB: (await historyOf(db, { entity: 'member', id: m.b }, branches)).entries.map(
        (e) => e.type,
      ),
    };
  }

  it('keeps each row its own branch', async () => {
    expect((await getMember(h.db, m.b))?.homeBranchId).toBe(B);
    expect((await getMember(h.db, m.moved))?.homeBranchId).toBe(A);
    expect((await getMembership(h.db, ms.b))?.branchId).toBe(B);
    expect((await getPayment(h.db, pay.bAtA))?.branchId).toBe(A);
    expect((await getIssuedReceipt(h.db, pay.b))?.receipt.payment.branchId).toBe(B);
  });

  it('answers a detail of another branch as none', async () => {
    expect(await getMember(h.db, m.b, { branches: [A] })).toBeNull();
    expect(await getMember(h.db, m.moved, { branches: [B] })).toBeNull();
    expect(await getMembership(h.db, ms.b, [A])).toBeNull();
    expect(await getPayment(h.db, pay.b, [A])).toBeNull();
    expect(await getPayment(h.db, pay.bAtA, [A])).not.toBeNull();
    expect(await getIssuedReceipt(h.db, pay.b, [A])).toBeNull();
    expect(await getIssuedReceipt(h.db, pay.b, [B])).not.toBeNull();
    expect(await getMember(h.db, m.a, { branches: [] })).toBeNull();
  });

  it('filters every list, report and figure by the rows their branch owns', async () => {
    const a = await answers([A]);
    expect(a.members).toEqual([m.a, m.moved].sort());
    expect(a.owing).toEqual([m.a]);
    expect(a.memberships).toEqual([ms.a]);
    expect(a.ofMemberB).toEqual([]);
    // Received at A's desk: A's takings, though B sold the membership.
    expect(a.payments).toEqual([pay.a, pay.bAtA].sort());
    expect(a.exported).toBe(2);
    expect(a.checkIns).toEqual([A, A]);
    expect(a.visits.total).toBe(2);
    expect(a.visits.rows).toEqual([{ day: DAY, visits: 2, members: 2 }]);
    expect(a.revenue.paid).toBe('800.00');
    expect(a.byMethod.paid).toBe('800.00');
    // The books are the selling branch's.
    expect(a.balances.count).toBe(1);
    expect(a.balances.total.paid).toBe('500.00');
    expect(a.balancesCsv).toHaveLength(1);
    expect(a.dues.memberships).toBe(1);
    expect(a.joined).toEqual([2]);
    expect(a.dashboard.totalMembers).toBe(2);
    expect(a.dashboard.monthlyRevenue).toBe('800.00');

    const b = await answers([B]);
    expect(b.members).toEqual([m.b]);
    expect(b.memberships).toEqual([ms.b]);
    expect(b.ofMemberB).toEqual([ms.b]);
    expect(b.payments).toEqual([pay.b]);
    expect(b.checkIns).toEqual([B]);
    expect(b.visits.total).toBe(1);
    expect(b.revenue.paid).toBe('200.00');
    expect(b.balances.total.paid).toBe('500.00');
    expect(b.dashboard.monthlyRevenue).toBe('200.00');

    // The audit: a member's changes are their home branch's, a sale the selling branch's, a
    // payment the receiving desk's (visits are not in the audit).
    expect((await answers([C])).audit).toEqual([
      `MemberRegistered ${m.c}`,
      `MembershipCreated ${ms.c}`,
      `PaymentRecorded ${pay.c}`,
    ]);
    expect(a.historyOfB).toEqual(['PaymentRecorded']);
    expect(b.historyOfB).toEqual(['PaymentRecorded', 'MembershipCreated', 'MemberRegistered']);
    expect(a.audit).toContain(`MemberTransferred ${m.moved}`);
    expect(b.audit).not.toContain(`MemberTransferred ${m.moved}`);

    // A manager of two of the three branches: both of theirs, none of the third's.
    const two = await answers([A, B]);
    expect(two.members).toEqual([m.a, m.b, m.moved].sort());
    expect(two.memberships).toEqual([ms.a, ms.b].sort());
    expect(two.payments).toHaveLength(3);
    expect(two.exported).toBe(3);
    // B's member came to both desks: 3 visits, 2 members.
    expect(two.visits.total).toBe(3);
    expect(two.visits.rows).toEqual([{ day: DAY, visits: 3, members: 2 }]);
    expect(two.visits.membersInRange).toBe(2);
    expect(two.revenue.paid).toBe('1000.00');
    expect(two.balances.count).toBe(2);
    expect(two.balancesCsv).toHaveLength(2);
    expect(two.dashboard.totalMembers).toBe(3);
    expect(JSON.stringify(two)).not.toMatch(
      new RegExp(`${m.c}|${ms.c}|${pay.c}|Cyrilova|900\\.00`),
    );

    const all = await answers(null);
    expect(all.members).toEqual([m.a, m.b, m.moved, m.c].sort());
    expect(all.payments).toHaveLength(4);
    expect(all.visits.total).toBe(4);
    expect(all.visits.rows).toEqual([{ day: DAY, visits: 4, members: 3 }]);
    expect(all.revenue.paid).toBe('1900.00');
    expect(all.balances.count).toBe(3);
    expect(all.dashboard.totalMembers).toBe(4);
    // The three branches together are the whole.
    expect(await answers([A, B, C])).toEqual(all);
    expect((await answers([])).members).toEqual([]);
  });

  it('answers the same after a rebuild', async () => {
    const before = await Promise.all([answers([A]), answers([B]), answers(null)]);
    await runner.stop();
    await rebuildProjectors({ db: h.db, store: h.store, logger: h.logger, projectors: PROJECTORS });
    // A fresh pool: the answers kept while the projections stood would hide a difference.
    const fresh = createDb(h.url);
    try {
      const after = await Promise.all([
        answers([A], fresh),
        answers([B], fresh),
        answers(null, fresh),
      ]);
      expect(after).toEqual(before);
    } finally {
      await fresh.destroy();
    }
  });
});
