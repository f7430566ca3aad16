import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAIN_BRANCH_ID,
  SCHEMA_VERSION,
  branchStream,
  type MemberDto,
  type MembershipDto,
  type PaymentDto,
} from '@gym/contracts';
import type { TestClient } from '../testing/httpClient';
import { createMember, createMembership, createPlan, gymToday, pay } from '../testing/fixtures';
import { startProduct, type Product } from '../testing/productHarness';

/**
 * Two branches' members, memberships, payments and visits; staff of the first (the demo staff
 * account works at MAIN_BRANCH_ID) read none of the second's and cannot act on them: its details
 * are 404 as a missing one's, and a write on them is 404 with nothing appended.
 */
describe("another branch's rows", () => {
  const BRANCH_B = randomUUID();
  let p: Product;
  let admin: TestClient;
  let staff: TestClient;
  const a = {} as { member: MemberDto; membership: MembershipDto; payment: PaymentDto };
  const b = {} as {
    member: MemberDto;
    membership: MembershipDto;
    payment: PaymentDto;
    checkInId: string;
    /** Owing, due today: in the outstanding list, the reminders and dues ageing. */
    owing: MembershipDto;
  };
  /** What of branch B must never show to staff of A: ids, names, e-mail, amount. */
  let secrets: string[];

  /** Opens branch B as its own stream says (the branch routes come separately). */
  async function openBranchB() {
    const eventId = randomUUID();
    await p.db('events').insert({
      stream_id: branchStream(BRANCH_B),
      stream_revision: 0,
      event_id: eventId,
      event_type: 'BranchOpened',
      data: JSON.stringify({
        branchId: BRANCH_B,
        code: 'KRM',
        receiptPrefix: 'KRM',
        name: 'Koramangala',
        address: null,
        phone: null,
        stateCode: null,
        gstin: null,
        upiId: null,
      }),
      metadata: JSON.stringify({
        eventId,
        occurredAt: new Date().toISOString(),
        actorUserId: null,
        correlationId: randomUUID(),
        causationId: null,
        schemaVersion: SCHEMA_VERSION,
      }),
    });
  }

  beforeAll(async () => {
    p = await startProduct();
    admin = await p.signedIn('admin');
    staff = await p.signedIn('staff');
    await openBranchB();
    // Paid in full, so that the desk lets each member in.
    const plan = await createPlan(admin, { price: '1000' });
    const planB = await createPlan(admin, { price: '777.77' });
    const today = gymToday();
    // Branch A (MAIN) through its own staff.
    a.member = await createMember(staff, { lastName: 'Amberly' });
    a.membership = await createMembership(staff, a.member.id, plan.id, { startDate: today });
    a.payment = await pay(staff, a.membership.id, '1000');
    const visitA = await staff.post('/api/check-ins', { memberId: a.member.id });
    expect(visitA.status, visitA.text).toBe(201);
    // Branch B through the owner, who works everywhere.
    b.member = await createMember(admin, { lastName: 'Bzlorpova', homeBranchId: BRANCH_B });
    b.membership = await createMembership(admin, b.member.id, planB.id, {
      startDate: today,
      branchId: BRANCH_B,
    });
    b.payment = await pay(admin, b.membership.id, '777.77', { branchId: BRANCH_B });
    const visit = await admin.post('/api/check-ins', { memberId: b.member.id, branchId: BRANCH_B });
    expect(visit.status, visit.text).toBe(201);
    b.checkInId = visit.body.id as string;
    await createMembership(staff, a.member.id, plan.id, { nextPaymentDueDate: today });
    b.owing = await createMembership(admin, b.member.id, planB.id, {
      branchId: BRANCH_B,
      nextPaymentDueDate: today,
    });
    secrets = [
      b.member.id,
      b.member.email,
      'Bzlorpova',
      b.membership.id,
      b.payment.id,
      b.checkInId,
      b.owing.id,
      '777.77',
    ];
  }, 60_000);
  afterAll(() => p?.close());

  it('carries each row its branch', () => {
    expect(a.member.homeBranchId).toBe(MAIN_BRANCH_ID);
    expect(b.member.homeBranchId).toBe(BRANCH_B);
    expect(b.membership.branchId).toBe(BRANCH_B);
    expect(b.payment.branchId).toBe(BRANCH_B);
  });

  const LISTS = [
    '/api/members',
    '/api/members.csv',
    '/api/memberships',
    '/api/memberships.csv',
    `/api/memberships.csv?filter=${encodeURIComponent('{"outstanding":true}')}`,
    '/api/memberships/expiring?range=[0,99]',
    '/api/payments',
    '/api/payments/all',
    '/api/payments/all.csv',
    '/api/check-ins',
    '/api/notifications/payments?range=[0,99]',
    '/api/reports/balances',
    '/api/reports/balances.csv',
  ];

  it("lists none of the other branch's rows to staff, where the owner sees them", async () => {
    for (const path of LISTS) {
      const mine = await staff.get(path);
      expect(mine.status, `${path}: ${mine.text}`).toBe(200);
      for (const secret of secrets)
        expect(mine.text, `${path} shows ${secret}`).not.toContain(secret);
      const all = await admin.get(path);
      expect(all.status, path).toBe(200);
    }
    // The owner sees both branches' rows (the lists work; the filter is not simply "nothing").
    for (const path of ['/api/members', '/api/memberships', '/api/payments', '/api/check-ins']) {
      const text = (await admin.get(path)).text;
      expect(text, path).toContain(b.member.id);
      expect(text, path).toContain(a.member.id);
      expect((await staff.get(path)).text, path).toContain(a.member.id);
    }
    // The owing membership of B, by its id where the answer has ids, else by the member's name.
    const owing: [string, string][] = [
      ['/api/notifications/payments?range=[0,99]', b.owing.id],
      [`/api/memberships.csv?filter=${encodeURIComponent('{"outstanding":true}')}`, 'Bzlorpova'],
    ];
    for (const [path, marker] of owing) {
      expect((await admin.get(path)).text, path).toContain(marker);
      expect((await staff.get(path)).text, path).not.toContain(marker);
    }
    // A member's lists read by id of the other branch's member: empty.
    const byMember = await staff.get(`/api/payments/member/${b.member.id}`);
    expect(byMember.body).toEqual([]);
    const filtered = await staff.get(
      `/api/memberships?filter=${encodeURIComponent(JSON.stringify({ memberId: b.member.id }))}`,
    );
    expect(filtered.body).toEqual([]);
  });

  it("sums only the staff's branch in the dashboard and reports", async () => {
    const [mine, all] = await Promise.all([
      staff.get('/api/reports/revenue-by-month'),
      admin.get('/api/reports/revenue-by-month'),
    ]);
    expect(mine.body.total.paid).toBe('1000.00');
    expect(all.body.total.paid).toBe('1777.77');
    const methods = await staff.get('/api/reports/revenue-by-method');
    expect(methods.body.total.paid).toBe('1000.00');
    const [statsMine, statsAll] = await Promise.all([
      staff.get('/api/dashboard/stats'),
      admin.get('/api/dashboard/stats'),
    ]);
    expect(statsMine.body.totalMembers).toBe(statsAll.body.totalMembers - 1);
    expect(statsMine.body.monthlyRevenue).toBe('1000.00');
    const visits = await staff.get('/api/reports/visits');
    const visitsAll = await admin.get('/api/reports/visits');
    expect(visits.body.total).toBe(visitsAll.body.total - 1);
    const members = await staff.get('/api/reports/members');
    const membersAll = await admin.get('/api/reports/members');
    const last = (body: { months: { newMembers: number }[] }) =>
      body.months[body.months.length - 1]!.newMembers;
    expect(last(members.body)).toBe(last(membersAll.body) - 1);
    const dues = await staff.get('/api/reports/dues-ageing');
    const duesAll = await admin.get('/api/reports/dues-ageing');
    expect(dues.body.total.memberships).toBe(duesAll.body.total.memberships - 1);
    const balances = await staff.get('/api/reports/balances');
    expect(balances.body.total.paid).toBe('1000.00');
  });

  it("answers the other branch's details 404, as a missing one's", async () => {
    const details = [
      `/api/members/${b.member.id}`,
      `/api/memberships/${b.membership.id}`,
      `/api/memberships/${b.membership.id}/freezes`,
      `/api/payments/${b.payment.id}`,
      `/api/payments/receipt/${b.payment.id}`,
      `/api/payments/${b.payment.id}/receipt.pdf`,
      `/api/check-ins/${b.checkInId}`,
      `/api/history?entity=member&id=${b.member.id}`,
      `/api/history?entity=membership&id=${b.membership.id}`,
      `/api/history?entity=payment&id=${b.payment.id}`,
    ];
    for (const path of details) {
      const res = await staff.get(path);
      expect(res.status, `${path}: ${res.text}`).toBe(404);
      const missing = await staff.get(path.replace(/[0-9a-f-]{36}/, randomUUID()));
      expect(res.body, path).toEqual(missing.body);
      expect((await admin.get(path)).status, path).toBe(200);
    }
    expect((await staff.get(`/api/members/${a.member.id}`)).status).toBe(200);
  });

  it("refuses a write on the other branch's member, membership or payment with 404, appending nothing", async () => {
    const before = await p.eventCount();
    const writes: [string, string, object][] = [
      ['put', `/api/members/${b.member.id}`, { status: 'inactive' }],
      ['post', `/api/members/${b.member.id}/invite`, {}],
      [
        'post',
        `/api/memberships/${b.membership.id}/freeze`,
        { from: gymToday(), days: 7, reason: 'Travel abroad' },
      ],
      ['post', `/api/memberships/${b.membership.id}/unfreeze`, {}],
      ['post', `/api/memberships/${b.membership.id}/cancel`, { reason: 'Moving away' }],
      ['post', `/api/memberships/${b.membership.id}/renew`, { planId: b.membership.planId }],
      [
        'post',
        '/api/payments',
        { membershipId: b.membership.id, amount: '10', paymentMethod: 'cash' },
      ],
    ];
    for (const [method, path, body] of writes) {
      const res = method === 'put' ? await staff.put(path, body) : await staff.post(path, body);
      expect(res.status, `${method} ${path}: ${res.text}`).toBe(404);
    }
    expect(await p.eventCount()).toBe(before);
  });

  it('transfers a member to another branch, for a reason; the same branch is refused on the field', async () => {
    const member = await createMember(admin, { homeBranchId: BRANCH_B });
    const same = await admin.post(`/api/members/${member.id}/transfer`, {
      branchId: BRANCH_B,
      reason: 'Lives nearby',
    });
    expect(same.status, same.text).toBe(400);
    expect(same.body.errors).toHaveProperty('branchId');
    expect((await staff.get(`/api/members/${member.id}`)).status).toBe(404);
    expect(
      (
        await staff.post(`/api/members/${member.id}/transfer`, {
          branchId: MAIN_BRANCH_ID,
          reason: 'x',
        })
      ).status,
    ).toBe(403);
    const moved = await admin.post(`/api/members/${member.id}/transfer`, {
      branchId: MAIN_BRANCH_ID,
      reason: 'Moved to the city',
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.homeBranchId).toBe(MAIN_BRANCH_ID);
    expect((await staff.get(`/api/members/${member.id}`)).status).toBe(200);
  });

  /**
   * Every GET route staff may call (plans and the gym's own settings belong to no branch), with
   * any of both branches' ids in its path, and random searches, filters, sorts and pages: no
   * answer, whatever its status, holds an id, name, e-mail or amount of branch B.
   */
  it('shows staff nothing of the other branch on any GET, whatever the filter (property)', async () => {
    const perBranchless =
      /^\/api\/(subscription-plans|settings|gym|user$|auth-config|setup|health)/;
    const routes = p.routes.filter(
      ({ method, path, access }) =>
        method === 'GET' &&
        !perBranchless.test(path) &&
        (access === 'signed in' || (Array.isArray(access) && access.includes('staff'))),
    );
    expect(routes.length).toBeGreaterThan(15);
    const ids = [
      a.member.id,
      a.membership.id,
      a.payment.id,
      b.member.id,
      b.membership.id,
      b.payment.id,
      b.checkInId,
      b.owing.id,
    ];
    const anId = fc.constantFrom(...ids);
    const filter = fc.record(
      {
        q: fc.constantFrom('Bzlorpova', 'asha', b.member.email, 'cash', '777', 'Plan', 'M000'),
        status: fc.constantFrom('active', 'pending_payment', 'inactive'),
        memberId: anId,
        membershipId: anId,
        outstanding: fc.boolean(),
        ageing: fc.constantFrom('current', '1-30'),
        membership: fc.constantFrom('expiring', 'expired', 'owing'),
        id: fc.array(anId, { minLength: 1, maxLength: 3 }),
        day: fc.constant(gymToday()),
      },
      { requiredKeys: [] },
    );
    const query = fc.record(
      {
        filter,
        sort: fc.tuple(
          fc.constantFrom('createdAt', 'name', 'paymentDate', 'amount', 'endDate', 'checkedInAt'),
          fc.constantFrom('ASC', 'DESC'),
        ),
        range: fc.constantFrom([0, 9], [0, 999], [1, 5]),
        entity: fc.constantFrom('member', 'membership', 'payment'),
      },
      { requiredKeys: [] },
    );
    // Each list's own filters and sorts (a strict filter refuses others: a 400 shows nothing).
    const lists: [RegExp, string[], string[]][] = [
      [/^\/api\/members(\.csv)?$/, ['q', 'status', 'membership', 'id'], ['createdAt', 'name']],
      [
        /^\/api\/memberships(\.csv)?$/,
        ['q', 'memberId', 'status', 'outstanding', 'ageing', 'id'],
        ['createdAt', 'endDate'],
      ],
      [/^\/api\/payments/, ['q', 'membershipId', 'memberId', 'id'], ['paymentDate', 'amount']],
      [/^\/api\/check-ins$/, ['day', 'memberId', 'id'], ['checkedInAt']],
    ];
    let answered = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), anId, query, async (route, id, q) => {
        const path = route.path.replace(/:[a-zA-Z]+/g, id);
        const params = new URLSearchParams();
        const list = lists.find(([pattern]) => pattern.test(route.path));
        if (list && q.filter) {
          const kept = Object.entries(q.filter).filter(([key]) => list[1].includes(key));
          params.set('filter', JSON.stringify(Object.fromEntries(kept)));
        }
        if (list && q.sort && list[2].includes(q.sort[0]))
          params.set('sort', JSON.stringify(q.sort));
        if (q.range) params.set('range', JSON.stringify(q.range));
        if (route.path === '/api/history') {
          params.set('entity', q.entity ?? 'member');
          params.set('id', id);
        }
        const res = await staff.get(`${path}?${params}`);
        if (res.status === 200) answered += 1;
        for (const secret of secrets)
          expect(res.text, `${path}?${params} (${res.status}) shows ${secret}`).not.toContain(
            secret,
          );
      }),
      { seed: 24, numRuns: 150 },
    );
    // Most walks read something (not a property made true by refusing every request).
    expect(answered).toBeGreaterThan(75);
  }, 120_000);
});
