import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  MAIN_BRANCH_ID,
  addDays,
  type MemberDto,
  type MembershipDto,
  type PaymentDto,
  type Role,
} from '@gym/contracts';
import type { TestClient } from '../testing/httpClient';
import { createMember, createMembership, createPlan, gymToday, pay } from '../testing/fixtures';
import { pathSpellings, sendRaw } from '../testing/pathSpellings';
import { startProduct, type Product } from '../testing/productHarness';

type Branch = 'A' | 'B' | 'C';

/**
 * Three branches' history, each branch's by its own desks: members, memberships, payments (one
 * taken at B on a membership sold at A), a void, refunds, visits, expenses, a member moved from A
 * to B, a day closed short. What a branch's people read of another branch's records, and what
 * they may change: docs/architecture.md, "Access".
 */
describe("a branch's records, read and changed only by its people", () => {
  let p: Product;
  let admin: TestClient;
  /** Staff of A (MAIN_BRANCH_ID, the demo staff), of B; managers of A, of B, of A and B. */
  let staffA: TestClient;
  let staffB: TestClient;
  let managerA: TestClient;
  let managerB: TestClient;
  let managerAB: TestClient;
  const branch = {} as Record<Branch, string>;
  const today = gymToday();
  /** Part payments admit until then. */
  const dueLater = addDays(today, 10);
  /** What only each branch's own records hold: ids, names, e-mails, receipt numbers, amounts. */
  const secrets: Record<Branch, string[]> = { A: [], B: [], C: [] };
  /** Every id seeded, of every branch: the walk puts each in every route's path. */
  const ids: string[] = [];
  let memberA: MemberDto;
  let crossMembership: MembershipDto;
  let crossPayment: PaymentDto;
  let crossPaymentAtA: PaymentDto;
  let latePaymentA: PaymentDto;
  let moved: { member: MemberDto; membership: MembershipDto };
  const codes: { code: string; branch: Branch }[] = [];

  async function account(username: string, role: Role, branchIds: string[], lastName = username) {
    const res = await admin.post('/api/users', {
      username,
      password: `${username}-pass`,
      role,
      branchIds,
      firstName: 'Desk',
      lastName,
    });
    expect(res.status, res.text).toBe(201);
    const client = p.client();
    await client.login(username, `${username}-pass`);
    return client;
  }

  /** The payment once its receipt is numbered (the numbering follows the log). */
  async function numbered(payment: PaymentDto): Promise<string> {
    return vi.waitFor(
      async () => {
        const number = (await admin.get(`/api/payments/${payment.id}`)).body.receiptNumber;
        if (!number) throw new Error(`receipt of ${payment.id} not numbered yet`);
        return number as string;
      },
      { timeout: 10_000, interval: 20 },
    );
  }

  function keep(b: Branch, ...values: string[]) {
    secrets[b].push(...values);
    ids.push(...values.filter((v) => /^[0-9a-f-]{36}$/.test(v)));
  }

  async function member(desk: TestClient, b: Branch, lastName: string) {
    const m = await createMember(desk, { lastName, homeBranchId: branch[b] });
    codes.push({ code: m.memberCode!, branch: b });
    return m;
  }

  beforeAll(async () => {
    p = await startProduct();
    admin = await p.signedIn('admin');
    staffA = await p.signedIn('staff');
    for (const [b, name, code] of [
      ['B', 'Koramangala', 'KRM'],
      ['C', 'Whitefield', 'WFD'],
    ] as const) {
      const res = await admin.post('/api/branches', { name, code });
      expect(res.status, res.text).toBe(201);
      branch[b] = res.body.id;
    }
    branch.A = MAIN_BRANCH_ID;
    staffB = await account('deskb', 'staff', [branch.B]);
    managerA = await account('managera', 'branch_manager', [branch.A]);
    managerB = await account('managerb', 'branch_manager', [branch.B]);
    managerAB = await account('cashierab', 'branch_manager', [branch.A, branch.B], 'Kassirova');
    const homePlan = await createPlan(admin, { price: '1500.00' });
    const everyBranch = await createPlan(admin, { price: '900.00', admits: { kind: 'all' } });

    // A: a member paid in full, visiting at A.
    memberA = await member(staffA, 'A', 'Amberly');
    const membershipA = await createMembership(staffA, memberA.id, homePlan.id, {
      startDate: today,
      nextPaymentDueDate: dueLater,
    });
    const paymentA = await pay(staffA, membershipA.id, '612.34');
    const visitA = await staffA.post('/api/check-ins', {
      memberId: memberA.id,
      override: { reason: 'Pays the rest tomorrow' },
    });
    expect(visitA.status, visitA.text).toBe(201);
    keep('A', memberA.id, memberA.email!, 'Amberly', membershipA.id, paymentA.id, '612.34');
    keep('A', visitA.body.id as string, await numbered(paymentA));

    // A membership sold at A, paid at A and, by a manager of both, at B's desk.
    const memberX = await member(staffA, 'A', 'Xaverova');
    crossMembership = await createMembership(staffA, memberX.id, everyBranch.id, {
      startDate: today,
      nextPaymentDueDate: dueLater,
    });
    crossPaymentAtA = await pay(staffA, crossMembership.id, '48.76');
    crossPayment = await pay(managerAB, crossMembership.id, '256.25', { branchId: branch.B });
    expect(crossPayment.branchId).toBe(branch.B);
    latePaymentA = await pay(staffA, crossMembership.id, '11.22');
    // B's payment names its member and membership: those are not A's alone.
    keep('A', crossPaymentAtA.id, '48.76', await numbered(crossPaymentAtA));
    keep('A', latePaymentA.id, '11.22', await numbered(latePaymentA));
    keep('B', crossPayment.id, '256.25', 'Kassirova', await numbered(crossPayment));

    // B: a member of B paid, partly refunded, visiting at B; an expense; the day closed short.
    const memberB = await member(staffB, 'B', 'Bzlorpova');
    const membershipB = await createMembership(staffB, memberB.id, homePlan.id, {
      startDate: today,
      nextPaymentDueDate: dueLater,
    });
    const paymentB = await pay(staffB, membershipB.id, '777.77');
    const refund = await managerB.post(`/api/payments/${paymentB.id}/refund`, {
      amount: '111.11',
      reason: 'Bshortrefund',
    });
    expect(refund.status, refund.text).toBe(200);
    const visitB = await staffB.post('/api/check-ins', {
      memberId: memberB.id,
      override: { reason: 'Pays the rest tomorrow' },
    });
    expect(visitB.status, visitB.text).toBe(201);
    keep('B', memberB.id, memberB.email!, 'Bzlorpova', membershipB.id, paymentB.id, '777.77');
    keep('B', '111.11', 'Bshortrefund', visitB.body.id as string, await numbered(paymentB));

    // C, by the owner: a payment voided, an expense.
    const memberC = await member(admin, 'C', 'Cyrilova');
    const membershipC = await createMembership(admin, memberC.id, homePlan.id, {
      startDate: today,
      branchId: branch.C,
    });
    const paymentC = await pay(admin, membershipC.id, '333.33', { branchId: branch.C });
    const voided = await admin.post(`/api/payments/${paymentC.id}/void`, { reason: 'Cvoidreason' });
    expect(voided.status, voided.text).toBe(200);
    keep('C', memberC.id, memberC.email!, 'Cyrilova', membershipC.id, paymentC.id, '333.33');
    keep('C', 'Cvoidreason', await numbered(paymentC));

    for (const [b, desk, amount, paidTo] of [
      ['B', managerB, '123.45', 'Bvendorov'],
      ['C', admin, '654.32', 'Cvendorov'],
    ] as const) {
      const expense = await desk.post('/api/expenses', {
        expenseDay: today,
        branchId: branch[b],
        categoryId: 'utilities',
        amount,
        method: 'cash',
        paidTo,
        billNumber: `${paidTo}-1`,
        note: null,
      });
      expect(expense.status, expense.text).toBe(201);
      keep(b, expense.body.id as string, amount, paidTo);
    }

    // Other branches' members the first branch's desk might probe by code.
    const noMembership = await member(staffB, 'B', 'Bnomembera');
    const onlyAtC = await member(admin, 'C', 'Conlyhere');
    await createMembership(admin, onlyAtC.id, homePlan.id, { branchId: branch.C });
    keep('B', noMembership.id, 'Bnomembera');
    keep('C', onlyAtC.id, 'Conlyhere');

    // Moved from A to B after buying at A: B's member now, with a new e-mail only B knows.
    const movedMember = await member(staffA, 'A', 'Movedova');
    const movedMembership = await createMembership(staffA, movedMember.id, homePlan.id, {
      startDate: today,
      nextPaymentDueDate: dueLater,
    });
    const transfer = await admin.post(`/api/members/${movedMember.id}/transfer`, {
      branchId: branch.B,
      reason: 'Lives nearer Koramangala',
    });
    expect(transfer.status, transfer.text).toBe(200);
    codes.find((c) => c.code === movedMember.memberCode)!.branch = 'B';
    // A membership names its member to the branch that sold it (who collects what is owed there);
    // the member's own record, as B now keeps it, is B's.
    const newAddress = `${randomUUID().slice(0, 8)} 5th Block, Koramangala`;
    const edited = await staffB.put(`/api/members/${movedMember.id}`, {
      ...(await staffB.get(`/api/members/${movedMember.id}`)).body,
      address: newAddress,
    });
    expect(edited.status, edited.text).toBe(200);
    keep('B', newAddress);
    moved = { member: movedMember, membership: movedMembership };

    // B's day, closed ₹5.55 short with its reason.
    const screen = await managerB.get(`/api/day-closes/${branch.B}/${today}`);
    expect(screen.status, screen.text).toBe(200);
    const expectedCash = Number(screen.body.expected.cash.expected);
    const counted = (expectedCash - 5.55).toFixed(2);
    const closed = await managerB.post(`/api/day-closes/${branch.B}/${today}/close`, {
      cashCounted: counted,
      cardCounted: '0',
      upiCounted: '0',
      bankTransferCounted: '0',
      banked: '0',
      floatLeft: counted,
      cashReason: 'Bshortfallreason',
    });
    expect(closed.status, closed.text).toBe(200);
    keep('B', 'Bshortfallreason');
  }, 120_000);
  afterAll(() => p?.close());

  /** Who calls, as which role, and which branches' records they must never read. */
  const callers = () =>
    [
      ['staff of A', staffA, 'staff', ['B', 'C']],
      ['manager of A', managerA, 'branch_manager', ['B', 'C']],
      ['staff of B', staffB, 'staff', ['A', 'C']],
      ['manager of B', managerB, 'branch_manager', ['A', 'C']],
      ['manager of A and B', managerAB, 'branch_manager', ['C']],
    ] as const;
  const hiddenFrom = (branches: readonly Branch[]) => branches.flatMap((b) => secrets[b]);

  /** The path on its own spelling and every other; a refusal on each, nothing appended. */
  async function refusedEverywhere(
    client: TestClient,
    method: 'GET' | 'POST',
    path: string,
    body: object | undefined,
    status: number,
  ) {
    const own = method === 'GET' ? await client.get(path) : await client.post(path, body);
    expect(own.status, `${method} ${path}: ${own.text}`).toBe(status);
    for (const spelling of pathSpellings(path)) {
      const answer = await sendRaw(client, p.url, method, spelling, body && JSON.stringify(body));
      expect(answer.status, `${method} ${spelling}: ${answer.text}`).toBeGreaterThanOrEqual(400);
    }
    return own;
  }

  it("answers another branch's member and membership history 404, and leaves out another branch's payments", async () => {
    const before = await p.eventCount();
    const missing = await managerA.get(`/api/audit?stream=member-${randomUUID()}`);
    expect(missing.status).toBe(404);
    for (const [who, client, role, hidden] of callers()) {
      if (role !== 'branch_manager') continue;
      for (const id of hiddenFrom(hidden).filter((s) => /^[0-9a-f-]{36}$/.test(s)))
        for (const kind of ['member', 'membership']) {
          const answer = await client.get(`/api/audit?stream=${kind}-${id}`);
          expect(answer.status, `${who} ${kind}-${id}: ${answer.text}`).toBe(404);
          expect(answer.body).toEqual(missing.body);
        }
    }
    // The member who moved to B is no longer A's to read, on any spelling.
    await refusedEverywhere(
      managerA,
      'GET',
      `/api/audit?stream=member-${moved.member.id}`,
      undefined,
      404,
    );
    // The membership sold at A reads at A without B's payment to it; B's manager: 404.
    const cross = await managerA.get(`/api/audit?stream=membership-${crossMembership.id}`);
    expect(cross.status, cross.text).toBe(200);
    expect(cross.text).toContain(crossPaymentAtA.id);
    for (const secret of secrets.B) expect(cross.text).not.toContain(secret);
    const owner = await admin.get(`/api/audit?stream=membership-${crossMembership.id}`);
    expect(owner.text).toContain(crossPayment.id);
    expect(
      (await managerAB.get(`/api/audit?stream=membership-${crossMembership.id}`)).text,
    ).toContain(crossPayment.id);
    expect(await p.eventCount()).toBe(before);
  });

  it("refuses a void or refund of a payment another branch received, even on one's own membership", async () => {
    const before = await p.eventCount();
    for (const action of ['void', 'refund']) {
      const path = `/api/payments/${crossPayment.id}/${action}`;
      const body = { reason: 'Not ours to correct' };
      await refusedEverywhere(managerA, 'POST', path, body, 404);
      await refusedEverywhere(staffA, 'POST', path, body, 403);
      await refusedEverywhere(staffB, 'POST', path, body, 403);
      const missing = await managerA.post(`/api/payments/${randomUUID()}/${action}`, body);
      expect((await managerA.post(path, body)).body).toEqual(missing.body);
    }
    expect(await p.eventCount()).toBe(before);
    // B's expected cash does not move; A's payment to the same membership is A's to void.
    const cashB = (await managerB.get(`/api/day-closes/${branch.B}/${today}`)).body.expected;
    const atA = await managerA.post(`/api/payments/${crossPaymentAtA.id}/refund`, {
      amount: '0.01',
      reason: 'A cent back',
    });
    expect(atA.status, atA.text).toBe(200);
    expect((await managerB.get(`/api/day-closes/${branch.B}/${today}`)).body.expected).toEqual(
      cashB,
    );
  });

  it("lists, on a receipt, only the membership's payments its reader's branches received", async () => {
    const atA = await staffA.get(`/api/payments/receipt/${latePaymentA.id}`);
    expect(atA.status, atA.text).toBe(200);
    expect(atA.body.allPayments.map((x: PaymentDto) => x.id)).toEqual([
      crossPaymentAtA.id,
      latePaymentA.id,
    ]);
    for (const secret of secrets.B) expect(atA.text, secret).not.toContain(secret);
    // The membership's totals count every payment: they are the membership's.
    expect(atA.body.membership.paidAmount).toBe('316.23');
    const owner = await admin.get(`/api/payments/receipt/${latePaymentA.id}`);
    expect(owner.body.allPayments).toHaveLength(3);
    const atB = await staffB.get(`/api/payments/receipt/${crossPayment.id}`);
    expect(atB.status, atB.text).toBe(200);
    expect(atB.body.allPayments.map((x: PaymentDto) => x.id)).toEqual([crossPayment.id]);
    for (const secret of secrets.A) expect(atB.text, secret).not.toContain(secret);
    // No other spelling of the receipt's path reaches it, for any of them.
    for (const [client, path] of [
      [staffA, `/api/payments/receipt/${latePaymentA.id}`],
      [staffB, `/api/payments/receipt/${crossPayment.id}`],
      [staffA, `/api/payments/${latePaymentA.id}/receipt.pdf`],
    ] as const)
      for (const spelling of pathSpellings(path)) {
        const answer = await sendRaw(client, p.url, 'GET', spelling);
        expect(answer.status, spelling).toBe(404);
        for (const secret of [...secrets.A, ...secrets.B])
          expect(answer.text, spelling).not.toContain(secret);
      }
    const both = await managerAB.get(`/api/payments/receipt/${crossPayment.id}`);
    expect(both.body.allPayments.map((x: PaymentDto) => x.id)).toEqual([
      crossPaymentAtA.id,
      crossPayment.id,
    ]);
  });

  it('renews a moved member only at their home branch now', async () => {
    const before = await p.eventCount();
    const path = `/api/memberships/${moved.membership.id}/renew`;
    const body = { planId: moved.membership.planId };
    const sell = await staffA.post('/api/memberships', {
      memberId: moved.member.id,
      planId: moved.membership.planId,
    });
    expect(sell.status).toBe(404);
    await refusedEverywhere(staffA, 'POST', path, body, 404);
    await refusedEverywhere(managerA, 'POST', path, body, 404);
    expect(await p.eventCount()).toBe(before);
    // B's desk does not see the membership A sold: the owner renews it, at the member's branch.
    expect((await staffB.post(path, body)).status).toBe(404);
    const renewed = await admin.post(path, body);
    expect(renewed.status, renewed.text).toBe(201);
    expect(renewed.body.branchId).toBe(branch.B);
  });

  it("answers a desk's check-in of another branch's member as for a code no member has (1,000 codes)", async () => {
    const unknown = await staffA.post('/api/check-ins', { code: 'M9999' });
    expect(unknown.status).toBe(404);
    const before = await p.eventCount();
    // The first branch's own members (the demo member's too) may be named to its desk.
    const everyone = await admin.get('/api/members?range=[0,999]');
    const ours = new Set(
      (everyone.body as MemberDto[])
        .filter((m) => m.homeBranchId === branch.A)
        .map((m) => m.memberCode),
    );
    expect(codes.filter((c) => !ours.has(c.code)).length).toBeGreaterThanOrEqual(5);
    // The answer's words and headers, less those that differ on every answer.
    const shape = (answer: Awaited<ReturnType<TestClient['post']>>) =>
      JSON.stringify([
        answer.status,
        answer.text,
        [...answer.headers.keys()].filter((h) => !['date', 'x-request-id'].includes(h)),
      ]);
    const expected = shape(unknown);
    const probes = Array.from({ length: 1000 }, (_, i) => `M${String(i + 1).padStart(4, '0')}`)
      .filter((code) => !ours.has(code))
      .flatMap((code) => [{ code }, { code, override: { reason: 'Let in anyway' } }]);
    const learned: string[] = [];
    // Many at once, as a script would (each "no match" takes its fixed time).
    for (let i = 0; i < probes.length; i += 50)
      await Promise.all(
        probes.slice(i, i + 50).map(async (probe) => {
          const answer = await staffA.post('/api/check-ins', probe);
          if (shape(answer) !== expected) learned.push(`${probe.code}: ${shape(answer)}`);
        }),
      );
    expect(probes.length).toBeGreaterThan(1980);
    expect(learned).toEqual([]);
    // Nor does another spelling of the desk's path name anyone.
    const otherCode = codes.find((c) => !ours.has(c.code))!.code;
    for (const spelling of pathSpellings('/api/check-ins')) {
      const answer = await sendRaw(
        staffA,
        p.url,
        'POST',
        spelling,
        JSON.stringify({ code: otherCode }),
      );
      expect(answer.status, spelling).toBe(404);
      expect(answer.text, spelling).not.toContain('Asha');
    }
    expect(await p.eventCount()).toBe(before);
    // By id, as for an id no member has; the owner is told why.
    const byId = await staffA.post('/api/check-ins', { memberId: moved.member.id });
    const noSuch = await staffA.post('/api/check-ins', { memberId: randomUUID() });
    expect([byId.status, byId.text]).toEqual([noSuch.status, noSuch.text]);
    const atB = codes.find((c) => c.branch === 'B')!.code;
    const owner = await admin.post('/api/check-ins', { code: atB, branchId: branch.A });
    expect(owner.status, owner.text).toBe(409);
    expect(owner.body.member.name).toMatch(/^Asha /);
  });

  it('lets in, at any desk, a member whose plan admits every branch, naming them to that desk', async () => {
    const everyBranch = await createPlan(admin, { price: '900.00', admits: { kind: 'all' } });
    const traveller = await createMember(staffA, { lastName: 'Yatrikova' });
    const membership = await createMembership(staffA, traveller.id, everyBranch.id);
    await pay(staffA, membership.id, '900.00');
    const visit = await staffB.post('/api/check-ins', { code: traveller.memberCode });
    expect(visit.status, visit.text).toBe(201);
    expect(visit.body.memberName).toBe('Asha Yatrikova');
  });

  /**
   * Every GET route each caller (and a member account) may call, with every seeded id of every branch in each of its
   * parameters, and a member's or membership's history by each id: no answer, whatever its
   * status, holds an id, name, e-mail, receipt number or amount of a branch the caller does not
   * work at.
   */
  it('shows nothing of a branch the caller does not work at, on any GET, by any id', async () => {
    const leaks: string[] = [];
    let answered = 0;
    // A member account reads its own member's records only: none of these.
    const member = await p.signedIn('member');
    const walkers = [...callers(), ['member account', member, 'member', ['A', 'B', 'C']] as const];
    for (const [who, client, role, hidden] of walkers) {
      const hide = hiddenFrom(hidden);
      const routes = p.routes.filter(
        (r) =>
          r.method === 'GET' &&
          r.path.startsWith('/api/') &&
          (r.access === 'signed in' || (Array.isArray(r.access) && r.access.includes(role))),
      );
      const paths = routes.flatMap((r) => {
        if (r.path === '/api/audit')
          return ids.flatMap((id) => [
            `${r.path}?stream=member-${id}`,
            `${r.path}?stream=membership-${id}`,
          ]);
        if (r.path === '/api/history')
          return ids.flatMap((id) =>
            ['member', 'membership', 'payment'].map((e) => `${r.path}?entity=${e}&id=${id}`),
          );
        if (r.path.includes(':'))
          return [...ids, ...Object.values(branch)].map((id) =>
            r.path.replace(/:day\b/, today).replace(/:[A-Za-z]+/g, id),
          );
        const filters = ids.flatMap((id): Record<string, string>[] => [
          { memberId: id },
          { membershipId: id },
        ]);
        return [
          r.path,
          ...filters.map((f) => `${r.path}?filter=${encodeURIComponent(JSON.stringify(f))}`),
        ];
      });
      for (const path of paths) {
        const answer = await client.get(path);
        if (answer.status === 200) answered += 1;
        const text = answer.text;
        for (const secret of hide)
          if (text.includes(secret))
            leaks.push(`${who}: ${path} (${answer.status}) shows ${secret}`);
      }
    }
    expect(leaks).toEqual([]);
    expect(answered).toBeGreaterThan(500);
  }, 300_000);

  it('keeps the secrets apart: each is held by its own branch only', () => {
    expect(secrets.A.length).toBeGreaterThan(10);
    expect(secrets.B.length).toBeGreaterThan(15);
    for (const [a, b] of [
      ['A', 'B'],
      ['A', 'C'],
      ['B', 'C'],
    ] as const)
      expect(secrets[a].filter((s) => secrets[b].includes(s))).toEqual([]);
  });
});
