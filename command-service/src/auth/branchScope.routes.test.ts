import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAIN_BRANCH_ID,
  type MemberDto,
  type MembershipDto,
  type PaymentDto,
  type Role,
} from '@gym/contracts';
import type { RouteEntry } from '../http/routeTable';
import type { TestClient } from '../testing/httpClient';
import { createMember, createMembership, createPlan, gymToday, pay } from '../testing/fixtures';
import { startProduct, type Product } from '../testing/productHarness';

type Branch = 'A' | 'B' | 'C';

/** One branch's seeded rows, and what of them no one outside the branch may read. */
interface Seeded {
  branchId: string;
  member: MemberDto;
  membership: MembershipDto;
  payment: PaymentDto;
  checkInId: string;
  /** Owing, due today: in the outstanding list, the reminders and dues ageing. */
  owing: MembershipDto;
  /** Ids, the member's name and e-mail, the amount paid. */
  secrets: string[];
}

/**
 * Three branches' members, memberships, payments and visits, each seeded by a desk of its own
 * (A: the demo staff at the first branch; B: a staff account of B; C: the owner). Staff read none
 * of another branch's rows and cannot act on them: its details are 404 as a missing one's, and a
 * write on them is 404 with nothing appended; a manager of A and B reads none of C's.
 */
describe("another branch's rows", () => {
  let p: Product;
  let admin: TestClient;
  /** Staff of A (MAIN_BRANCH_ID), staff of B, a branch manager of A and B. */
  let staff: TestClient;
  let staffB: TestClient;
  let manager: TestClient;
  const seeded = {} as Record<Branch, Seeded>;
  const secretsOf = (...branches: Branch[]) => branches.flatMap((b) => seeded[b].secrets);

  async function openBranch(name: string, code: string): Promise<string> {
    const res = await admin.post('/api/branches', { name, code });
    expect(res.status, res.text).toBe(201);
    return res.body.id as string;
  }

  async function account(username: string, role: Role, branchIds: string[]) {
    const res = await admin.post('/api/users', {
      username,
      password: `${username}-pass`,
      role,
      branchIds,
      firstName: 'Desk',
      lastName: username,
    });
    expect(res.status, res.text).toBe(201);
    const client = p.client();
    await client.login(username, `${username}-pass`);
    return client;
  }

  /** A paid membership, a visit and an owing membership at `branchId`, by `desk`. */
  async function seed(
    desk: TestClient,
    branchId: string,
    lastName: string,
    price: string,
  ): Promise<Seeded> {
    const today = gymToday();
    const at = branchId === MAIN_BRANCH_ID ? {} : { branchId };
    const plan = await createPlan(admin, { price });
    const member = await createMember(desk, { lastName, homeBranchId: branchId });
    const membership = await createMembership(desk, member.id, plan.id, {
      startDate: today,
      ...at,
    });
    const payment = await pay(desk, membership.id, price, at);
    const visit = await desk.post('/api/check-ins', { memberId: member.id, ...at });
    expect(visit.status, visit.text).toBe(201);
    const owing = await createMembership(desk, member.id, plan.id, {
      nextPaymentDueDate: today,
      ...at,
    });
    return {
      branchId,
      member,
      membership,
      payment,
      checkInId: visit.body.id as string,
      owing,
      secrets: [
        member.id,
        member.email,
        lastName,
        membership.id,
        payment.id,
        visit.body.id as string,
        owing.id,
        price,
      ],
    };
  }

  beforeAll(async () => {
    p = await startProduct();
    admin = await p.signedIn('admin');
    staff = await p.signedIn('staff');
    const [b, c] = [await openBranch('Koramangala', 'KRM'), await openBranch('Whitefield', 'WFD')];
    staffB = await account('deskb', 'staff', [b]);
    manager = await account('managerab', 'branch_manager', [MAIN_BRANCH_ID, b]);
    seeded.A = await seed(staff, MAIN_BRANCH_ID, 'Amberly', '1000.00');
    seeded.B = await seed(staffB, b, 'Bzlorpova', '777.77');
    seeded.C = await seed(admin, c, 'Cyrilova', '333.33');
  }, 90_000);
  afterAll(() => p?.close());

  /** Who reads, and which branches' rows they must never see. */
  const callers = () =>
    [
      ['staff of A', staff, ['B', 'C']],
      ['staff of B', staffB, ['A', 'C']],
      ['manager of A and B', manager, ['C']],
    ] as const;

  it('carries each row its branch', () => {
    for (const branch of ['A', 'B', 'C'] as const) {
      const s = seeded[branch];
      expect(s.member.homeBranchId).toBe(s.branchId);
      expect(s.membership.branchId).toBe(s.branchId);
      expect(s.payment.branchId).toBe(s.branchId);
    }
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

  it("lists none of another branch's rows, where the owner sees every branch's", async () => {
    for (const [who, client, hidden] of callers()) {
      for (const path of LISTS) {
        const res = await client.get(path);
        expect(res.status, `${who} ${path}: ${res.text}`).toBe(200);
        for (const secret of secretsOf(...hidden))
          expect(res.text, `${who} ${path} shows ${secret}`).not.toContain(secret);
      }
    }
    for (const path of ['/api/members', '/api/memberships', '/api/payments', '/api/check-ins']) {
      const all = (await admin.get(path)).text;
      for (const branch of ['A', 'B', 'C'] as const)
        expect(all, path).toContain(seeded[branch].member.id);
      const mine = (await manager.get(path)).text;
      expect(mine, path).toContain(seeded.A.member.id);
      expect(mine, path).toContain(seeded.B.member.id);
    }
    // The owing membership of B, by its id where the answer has ids, else by the member's name.
    const owing: [string, string][] = [
      ['/api/notifications/payments?range=[0,99]', seeded.B.owing.id],
      [`/api/memberships.csv?filter=${encodeURIComponent('{"outstanding":true}')}`, 'Bzlorpova'],
    ];
    for (const [path, marker] of owing) {
      expect((await admin.get(path)).text, path).toContain(marker);
      expect((await staffB.get(path)).text, path).toContain(marker);
      expect((await staff.get(path)).text, path).not.toContain(marker);
    }
    // A member's lists asked by the id of another branch's member: empty.
    const byMember = await staff.get(`/api/payments/member/${seeded.B.member.id}`);
    expect(byMember.body).toEqual([]);
    const filtered = await staff.get(
      `/api/memberships?filter=${encodeURIComponent(JSON.stringify({ memberId: seeded.B.member.id }))}`,
    );
    expect(filtered.body).toEqual([]);
  });

  it('sums only the caller’s branches in the dashboard and reports', async () => {
    const paid = async (client: TestClient, path: string) => (await client.get(path)).body;
    expect((await paid(staff, '/api/reports/revenue-by-month')).total.paid).toBe('1000.00');
    expect((await paid(staffB, '/api/reports/revenue-by-month')).total.paid).toBe('777.77');
    expect((await paid(manager, '/api/reports/revenue-by-month')).total.paid).toBe('1777.77');
    expect((await paid(admin, '/api/reports/revenue-by-month')).total.paid).toBe('2111.10');
    expect((await paid(manager, '/api/reports/revenue-by-method')).total.paid).toBe('1777.77');
    expect((await paid(staff, '/api/dashboard/stats')).monthlyRevenue).toBe('1000.00');
    // Each branch's share: one member, two memberships (one owing), one visit. Staff of A, staff
    // of B, the manager of both, the owner.
    const figures = <T>(path: string, of: (body: T) => number) =>
      Promise.all(
        [staff, staffB, manager, admin].map(async (c) => of((await c.get(path)).body as T)),
      );
    const sum = (months: { newMembers: number }[]) => months.reduce((n, m) => n + m.newMembers, 0);
    // The first branch also holds the demo member account's member.
    const [a = 0, b, ab, all] = await figures(
      '/api/dashboard/stats',
      (body: { totalMembers: number }) => body.totalMembers,
    );
    expect([b, ab, all]).toEqual([1, a + 1, a + 2]);
    expect(await figures('/api/reports/visits', (b: { total: number }) => b.total)).toEqual([
      1, 1, 2, 3,
    ]);
    expect(
      await figures(
        '/api/reports/dues-ageing',
        (b: { total: { memberships: number } }) => b.total.memberships,
      ),
    ).toEqual([1, 1, 2, 3]);
    const [joinedA = 0, ...joined] = await figures(
      '/api/reports/members',
      (body: { months: { newMembers: number }[] }) => sum(body.months),
    );
    expect(joined).toEqual([1, joinedA + 1, joinedA + 2]);
    expect((await paid(manager, '/api/reports/balances')).total.paid).toBe('1777.77');
  });

  const detailsOf = (s: Seeded) => [
    `/api/members/${s.member.id}`,
    `/api/memberships/${s.membership.id}`,
    `/api/memberships/${s.membership.id}/freezes`,
    `/api/payments/${s.payment.id}`,
    `/api/payments/receipt/${s.payment.id}`,
    `/api/payments/${s.payment.id}/receipt.pdf`,
    `/api/check-ins/${s.checkInId}`,
    `/api/history?entity=member&id=${s.member.id}`,
    `/api/history?entity=membership&id=${s.membership.id}`,
    `/api/history?entity=payment&id=${s.payment.id}`,
  ];

  it("answers another branch's details 404, as a missing one's", async () => {
    for (const [who, client, hidden] of callers()) {
      for (const path of hidden.flatMap((b) => detailsOf(seeded[b]))) {
        const res = await client.get(path);
        expect(res.status, `${who} ${path}: ${res.text}`).toBe(404);
        const missing = await client.get(path.replace(/[0-9a-f-]{36}/, randomUUID()));
        expect(res.body, path).toEqual(missing.body);
      }
    }
    for (const path of [...detailsOf(seeded.A), ...detailsOf(seeded.B)])
      expect((await manager.get(path)).status, path).toBe(200);
    for (const path of detailsOf(seeded.C)) expect((await admin.get(path)).status, path).toBe(200);
  });

  it("refuses a write on another branch's member, membership or payment with 404, appending nothing", async () => {
    // [method, path, body, only the owner and managers may call it (staff: 403 by its guard)]
    const writesOn = (s: Seeded): [string, string, object, boolean][] => [
      ['put', `/api/members/${s.member.id}`, { status: 'inactive' }, false],
      ['post', `/api/members/${s.member.id}/invite`, {}, false],
      ['delete', `/api/members/${s.member.id}`, {}, true],
      ['post', `/api/members/${s.member.id}/restore`, {}, true],
      [
        'post',
        `/api/members/${s.member.id}/transfer`,
        { branchId: MAIN_BRANCH_ID, reason: 'x' },
        true,
      ],
      [
        'post',
        `/api/memberships/${s.membership.id}/freeze`,
        { from: gymToday(), days: 7, reason: 'Travel abroad' },
        false,
      ],
      ['post', `/api/memberships/${s.membership.id}/unfreeze`, {}, false],
      ['post', '/api/memberships', { memberId: s.member.id, planId: s.membership.planId }, false],
      ['post', `/api/memberships/${s.membership.id}/cancel`, { reason: 'Moving away' }, false],
      ['post', `/api/memberships/${s.membership.id}/renew`, { planId: s.membership.planId }, false],
      [
        'post',
        '/api/payments',
        { membershipId: s.owing.id, amount: '10', paymentMethod: 'cash' },
        false,
      ],
      ['post', `/api/payments/${s.payment.id}/void`, { reason: 'Entered twice' }, true],
      ['post', `/api/payments/${s.payment.id}/refund`, { reason: 'Changed their mind' }, true],
    ];
    const before = await p.eventCount();
    for (const [who, client, hidden] of callers()) {
      for (const [method, path, body, managersOnly] of hidden.flatMap((b) => writesOn(seeded[b]))) {
        const res =
          method === 'put'
            ? await client.put(path, body)
            : method === 'delete'
              ? await client.delete(path)
              : await client.post(path, body);
        const refused = managersOnly && client !== manager ? 403 : 404;
        expect(res.status, `${who} ${method} ${path}: ${res.text}`).toBe(refused);
      }
    }
    expect(await p.eventCount()).toBe(before);
  });

  it('transfers a member to another branch, for a reason, by an admin or a manager of its branch', async () => {
    const member = await createMember(staffB, { lastName: 'Movedova' });
    expect(member.homeBranchId).toBe(seeded.B.branchId);
    const same = await manager.post(`/api/members/${member.id}/transfer`, {
      branchId: seeded.B.branchId,
      reason: 'Lives nearby',
    });
    expect(same.status, same.text).toBe(400);
    expect(same.body.errors).toHaveProperty('branchId');
    expect((await staff.get(`/api/members/${member.id}`)).status).toBe(404);
    const byStaff = await staffB.post(`/api/members/${member.id}/transfer`, {
      branchId: MAIN_BRANCH_ID,
      reason: 'Moved',
    });
    expect(byStaff.status).toBe(403);
    const moved = await manager.post(`/api/members/${member.id}/transfer`, {
      branchId: MAIN_BRANCH_ID,
      reason: 'Moved to the city',
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.homeBranchId).toBe(MAIN_BRANCH_ID);
    expect((await staff.get(`/api/members/${member.id}`)).status).toBe(200);
    expect((await staffB.get(`/api/members/${member.id}`)).status).toBe(404);
  });

  /**
   * Every GET route a caller may call (plans, branches and the gym's own settings belong to no
   * branch's rows), with any of the three branches' ids in its path, and random searches,
   * filters, sorts and pages: no answer, whatever its status, holds an id, name, e-mail or amount
   * of a branch the caller does not work at.
   */
  it('shows nothing of another branch on any GET, whatever the filter (property)', async () => {
    const perBranchless =
      /^\/api\/(subscription-plans|settings|gym|user$|users|auth-config|setup|health|branches)/;
    const mayCall = (route: RouteEntry, role: Role) =>
      route.method === 'GET' &&
      !perBranchless.test(route.path) &&
      (route.access === 'signed in' ||
        (Array.isArray(route.access) && route.access.includes(role)));
    const ids = (['A', 'B', 'C'] as const).flatMap((b) => {
      const s = seeded[b];
      return [s.member.id, s.membership.id, s.payment.id, s.checkInId, s.owing.id];
    });
    const anId = fc.constantFrom(...ids);
    const filter = fc.record(
      {
        q: fc.constantFrom('Bzlorpova', 'Cyrilova', 'asha', seeded.B.member.email, 'cash', '777'),
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
    const walkers = [
      ['staff of A', staff, 'staff', ['B', 'C']],
      ['manager of A and B', manager, 'branch_manager', ['C']],
    ] as const;
    for (const [who, client, role, hidden] of walkers) {
      const routes = p.routes.filter((route) => mayCall(route, role));
      expect(routes.length).toBeGreaterThan(15);
      const secrets = secretsOf(...hidden);
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
          const res = await client.get(`${path}?${params}`);
          if (res.status === 200) answered += 1;
          for (const secret of secrets)
            expect(
              res.text,
              `${who}: ${path}?${params} (${res.status}) shows ${secret}`,
            ).not.toContain(secret);
        }),
        { seed: 24, numRuns: 150 },
      );
      // Most walks read something (not a property made true by refusing every request).
      expect(answered, who).toBeGreaterThan(60);
    }
  }, 120_000);
});
