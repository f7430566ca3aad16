import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAIN_BRANCH_ID,
  addDays,
  formatCalendarDate,
  formatRupeesExact,
  messages,
  parseSignedMoney,
} from '@gym/contracts';
import type { TestClient } from '../testing/httpClient';
import { gymToday, memberWithMembership, pay } from '../testing/fixtures';
import { startProduct, type Product } from '../testing/productHarness';

/** A close's counts; what is not banked stays as the float unless told. */
const count = (overrides: Record<string, unknown> = {}) => {
  const counts = {
    cashCounted: '0',
    cardCounted: '0',
    upiCounted: '0',
    bankTransferCounted: '0',
    banked: '0',
    ...overrides,
  };
  const left = (Number(counts.cashCounted) - Number(counts.banked)).toFixed(2);
  return { floatLeft: left, ...counts };
};

/**
 * The first branch's day close over HTTP. Each test closes its own day (today, then earlier
 * days), as the days of one gym do.
 */
describe('day close over HTTP', () => {
  let p: Product;
  let admin: TestClient;
  let staff: TestClient;
  let manager: TestClient;
  let otherBranch: string;
  const today = gymToday();
  const dayPath = (day: string, branchId = MAIN_BRANCH_ID) => `/api/day-closes/${branchId}/${day}`;

  beforeAll(async () => {
    p = await startProduct();
    admin = await p.signedIn('admin');
    staff = await p.signedIn('staff');
    manager = await p.signedInManager('closer1', [MAIN_BRANCH_ID]);
    const branch = await admin.post('/api/branches', {
      name: 'Indiranagar',
      code: 'NDR',
      address: '100 Feet Road',
      phone: '+91 80 4000 0001',
    });
    expect(branch.status, branch.text).toBe(201);
    otherBranch = branch.body.id;
  });
  afterAll(() => p?.close());

  it('shows what the books expect by method, closes with a shortage and its reason, and refuses a payment dated in the closed day', async () => {
    const { membership } = await memberWithMembership(admin);
    await pay(staff, membership.id, '500');
    await pay(staff, membership.id, '200', { paymentMethod: 'upi', reference: 'UPI12345' });
    const screen = await staff.get(dayPath(today));
    expect(screen.status, screen.text).toBe(200);
    expect(screen.body).toMatchObject({
      branchId: MAIN_BRANCH_ID,
      day: today,
      closed: false,
      close: null,
    });
    expect(screen.body.expected.cash).toMatchObject({
      openingFloat: '0.00',
      received: '500.00',
      expected: '500.00',
    });
    expect(screen.body.expected.upi.expected).toBe('200.00');

    // A shortage with no reason: 400 naming the reason field, nothing appended.
    const before = await p.eventCount();
    const noReason = await staff.post(
      `${dayPath(today)}/close`,
      count({ cashCounted: '450', upiCounted: '200' }),
    );
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toEqual({ cashReason: messages.dayCloseReasonRequired });
    // A negative count: 400 naming it.
    const negative = await staff.post(`${dayPath(today)}/close`, count({ cashCounted: '-5' }));
    expect(negative.status).toBe(400);
    expect(negative.body.errors.cashCounted).toBe(messages.dayCloseCountInvalid);
    // Notes and coins that do not add up to the cash counted.
    const coins = await staff.post(
      `${dayPath(today)}/close`,
      count({ cashCounted: '450', denominations: { '50000': 1 }, cashReason: 'Short' }),
    );
    expect(coins.status).toBe(400);
    expect(coins.body.errors.cashCounted).toBe(messages.dayCloseDenominationsMismatch('₹500'));
    // Tomorrow has not begun.
    const future = await staff.post(`${dayPath(addDays(today, 1))}/close`, count());
    expect(future.status).toBe(400);
    expect(future.body.errors).toEqual({ day: messages.dayCloseFutureDay });
    expect(await p.eventCount()).toBe(before);

    const closed = await staff.post(
      `${dayPath(today)}/close`,
      count({
        cashCounted: '450',
        cashReason: 'Gave change twice',
        upiCounted: '200',
        denominations: { '20000': 2, '5000': 1 },
        banked: '400',
        floatLeft: '50',
      }),
    );
    expect(closed.status, closed.text).toBe(200);
    expect(closed.body.closed).toBe(true);
    expect(closed.body.close).toMatchObject({
      status: 'closed',
      closedByName: expect.any(String),
      openingFloat: '0.00',
      cash: {
        expected: '500.00',
        counted: '450.00',
        difference: '-50.00',
        reason: 'Gave change twice',
      },
      upi: { expected: '200.00', counted: '200.00', difference: '0.00', reason: null },
      banked: '400.00',
      floatLeft: '50.00',
      totalDifference: '-50.00',
      denominations: { '20000': 2, '5000': 1 },
    });

    // Closing it twice: 409, nothing appended.
    const again = await admin.post(`${dayPath(today)}/close`, count({ cashCounted: '0' }));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(messages.dayCloseAlreadyClosed(formatCalendarDate(today)));

    // A payment dated in the closed day: 409 naming the day and the branch, nothing appended.
    const countBefore = await p.eventCount();
    const late = await staff.post('/api/payments', {
      membershipId: membership.id,
      amount: '100',
      paymentMethod: 'cash',
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(new RegExp(`^${formatCalendarDate(today)} is closed at `));
    expect(await p.eventCount()).toBe(countBefore);
  });

  it("voids a closed day's payment: allowed, and its money goes out of the next open day's drawer", async () => {
    // Today is closed by the test above: the void is made today and lands tomorrow.
    const yesterday = addDays(today, -1);
    const { membership } = await memberWithMembership(admin);
    const payment = await pay(staff, membership.id, '300', { paymentDate: yesterday });
    const closeYesterday = await staff.post(
      `${dayPath(yesterday)}/close`,
      count({ cashCounted: '300', floatLeft: '300' }),
    );
    expect(closeYesterday.status, closeYesterday.text).toBe(200);
    const todayBefore = (await staff.get(dayPath(today))).body;

    const voided = await admin.post(`/api/payments/${payment.id}/void`, { reason: 'Paid twice' });
    expect(voided.status, voided.text).toBe(200);
    // The closed days' figures stand; tomorrow's drawer gives the ₹300 back.
    expect((await staff.get(dayPath(yesterday))).body.expected.cash.expected).toBe('300.00');
    expect((await staff.get(dayPath(today))).body.expected).toEqual(todayBefore.expected);
    const tomorrow = (await staff.get(dayPath(addDays(today, 1)))).body;
    expect(tomorrow.expected.cash).toMatchObject({
      openingFloat: '50.00',
      refunded: '300.00',
      expected: '-250.00',
    });
  });

  it('reopens a day (admin or the branch manager, with a reason); then it takes payments and closes again', async () => {
    const day = addDays(today, -2);
    expect((await staff.post(`${dayPath(day)}/close`, count())).status).toBe(200);
    const { membership } = await memberWithMembership(admin);
    const refused = await staff.post('/api/payments', {
      membershipId: membership.id,
      amount: '100',
      paymentMethod: 'cash',
      paymentDate: day,
    });
    expect(refused.status).toBe(409);

    expect(
      (await staff.post(`${dayPath(day)}/reopen`, { reason: 'Missed a payment' })).status,
    ).toBe(403);
    const before = await p.eventCount();
    const noReason = await manager.post(`${dayPath(day)}/reopen`, { reason: '' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors.reason).toBe(messages.reasonRequired);
    expect(await p.eventCount()).toBe(before);
    const reopened = await manager.post(`${dayPath(day)}/reopen`, { reason: 'Missed a payment' });
    expect(reopened.status, reopened.text).toBe(200);
    expect(reopened.body).toMatchObject({
      closed: false,
      close: { status: 'reopened', reopenReason: 'Missed a payment' },
    });
    expect((await manager.post(`${dayPath(day)}/reopen`, { reason: 'Again' })).status).toBe(409);

    await pay(staff, membership.id, '100', { paymentDate: day });
    const closed = await staff.post(`${dayPath(day)}/close`, count({ cashCounted: '100' }));
    expect(closed.status, closed.text).toBe(200);
    expect(closed.body.close.cash).toMatchObject({ expected: '100.00', difference: '0.00' });
  });

  it("keeps staff to their branch's desk: another branch is 404, the report is the owner's", async () => {
    expect((await staff.get(dayPath(today, otherBranch))).status).toBe(404);
    expect((await staff.post(`${dayPath(today, otherBranch)}/close`, count())).status).toBe(404);
    expect(
      (await manager.post(`${dayPath(today, otherBranch)}/reopen`, { reason: 'Because' })).status,
    ).toBe(404);
    expect((await staff.get('/api/day-closes')).status).toBe(403);
    expect((await staff.get('/api/day-closes.csv')).status).toBe(403);
    // The admin closes the other branch's day; the manager of the first does not see it.
    expect((await admin.post(`${dayPath(today, otherBranch)}/close`, count())).status).toBe(200);
    const mine = await manager.get('/api/day-closes');
    expect(mine.body.every((r: { branchId: string }) => r.branchId === MAIN_BRANCH_ID)).toBe(true);
  });

  it('lists the closes per branch, day and person, differences first to find, and as CSV', async () => {
    const all = await admin.get('/api/day-closes');
    expect(all.status, all.text).toBe(200);
    const days = all.body.map((r: { day: string }) => r.day);
    expect(days).toEqual([...days].sort().reverse());
    expect(all.body.map((r: { branchId: string }) => r.branchId)).toContain(otherBranch);

    const short = await admin.get(
      `/api/day-closes?filter=${encodeURIComponent(JSON.stringify({ withDifference: true }))}`,
    );
    expect(short.body).toHaveLength(1);
    expect(short.body[0]).toMatchObject({
      day: today,
      branchId: MAIN_BRANCH_ID,
      totalDifference: '-50.00',
    });

    const staffAccount = (await staff.get('/api/user')).body;
    const byPerson = await admin.get(
      `/api/day-closes?filter=${encodeURIComponent(JSON.stringify({ closedBy: staffAccount.id, branchId: MAIN_BRANCH_ID }))}`,
    );
    expect(byPerson.body.length).toBeGreaterThanOrEqual(3);
    expect(byPerson.body.every((r: { closedBy: string }) => r.closedBy === staffAccount.id)).toBe(
      true,
    );

    const csv = await admin.get(
      `/api/day-closes.csv?filter=${encodeURIComponent(JSON.stringify({ withDifference: true }))}`,
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = csv.text
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Branch,Day,Status,Closed by,Closed at,Opening float,Cash expected,/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,${today},Closed,`);
    expect(lines[1]).toContain(',500.00,450.00,-50.00,Gave change twice,');
  });

  it('keeps every close: closed short, reopened, closed again are two rows, in the list and the CSV', async () => {
    const day = addDays(today, -3);
    const { membership } = await memberWithMembership(admin);
    await pay(staff, membership.id, '100', { paymentDate: day });
    const short = await staff.post(
      `${dayPath(day)}/close`,
      count({ cashCounted: '0', cashReason: 'Could not find it' }),
    );
    expect(short.status, short.text).toBe(200);
    expect(
      (await manager.post(`${dayPath(day)}/reopen`, { reason: 'Found the ₹100' })).status,
    ).toBe(200);
    const again = await staff.post(`${dayPath(day)}/close`, count({ cashCounted: '100' }));
    expect(again.status, again.text).toBe(200);
    const filter = encodeURIComponent(JSON.stringify({ from: day, to: day }));
    const rows = (await admin.get(`/api/day-closes?filter=${filter}`)).body;
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r: { id: string }) => r.id)).size).toBe(2);
    expect(rows).toContainEqual(
      expect.objectContaining({
        status: 'reopened',
        totalDifference: '-100.00',
        reopenReason: 'Found the ₹100',
        reopenedByName: expect.any(String),
      }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({ status: 'closed', totalDifference: '0.00' }),
    );
    // The screen shows the close in force.
    expect((await staff.get(dayPath(day))).body.close).toMatchObject({ status: 'closed' });
    const csv = (await admin.get(`/api/day-closes.csv?filter=${filter}`)).text.trim().split('\r\n');
    expect(csv).toHaveLength(3);
    expect(csv.find((l) => l.includes(',Reopened,'))).toContain('Found the ₹100');
    const shortages = encodeURIComponent(
      JSON.stringify({ from: day, to: day, withDifference: true }),
    );
    expect((await admin.get(`/api/day-closes?filter=${shortages}`)).body).toHaveLength(1);
  });

  it("returns a voided cash expense's money to the next open day's drawer, never to a closed day", async () => {
    const day = addDays(today, -4);
    const expense = await admin.post('/api/expenses', {
      expenseDay: day,
      branchId: MAIN_BRANCH_ID,
      categoryId: 'maintenance',
      amount: '250.50',
      method: 'cash',
      paidTo: 'Plumber',
      billNumber: null,
      note: null,
    });
    expect(expense.status, expense.text).toBe(201);
    const closed = await staff.post(
      `${dayPath(day)}/close`,
      count({ cashCounted: '0', cashReason: 'Paid from the owner’s pocket' }),
    );
    expect(closed.status, closed.text).toBe(200);
    const closedDay = (await staff.get(dayPath(day))).body.expected;
    // Today is closed by the first test: the void's cash comes back tomorrow.
    const todayBefore = (await staff.get(dayPath(today))).body.expected;
    const tomorrowBefore = (await staff.get(dayPath(addDays(today, 1)))).body.expected.cash;
    const voided = await admin.post(`/api/expenses/${expense.body.id}/void`, {
      reason: 'Paid by the landlord',
    });
    expect(voided.status, voided.text).toBe(200);
    expect((await staff.get(dayPath(day))).body.expected).toEqual(closedDay);
    expect((await staff.get(dayPath(today))).body.expected).toEqual(todayBefore);
    const tomorrow = (await staff.get(dayPath(addDays(today, 1)))).body.expected.cash;
    expect(tomorrow.expensesVoided).toBe('250.50');
    expect(parseSignedMoney(tomorrow.expected)).toBe(
      parseSignedMoney(tomorrowBefore.expected)! + 25_050,
    );
  });

  it('refuses a close whose cash banked and float left do not add up to the cash counted', async () => {
    const day = addDays(today, -6);
    const before = await p.eventCount();
    const lost = await staff.post(
      `${dayPath(day)}/close`,
      count({ cashCounted: '1500', cashReason: 'Over', banked: '100', floatLeft: '100' }),
    );
    expect(lost.status).toBe(400);
    expect(lost.body.errors).toEqual({
      floatLeft: messages.dayCloseCashNotAccounted(formatRupeesExact(150_000)),
    });
    expect(await p.eventCount()).toBe(before);
    const accounted = await staff.post(
      `${dayPath(day)}/close`,
      count({ cashCounted: '1500', cashReason: 'Over', banked: '1400', floatLeft: '100' }),
    );
    expect(accounted.status, accounted.text).toBe(200);
    expect(accounted.body.close).toMatchObject({ banked: '1400.00', floatLeft: '100.00' });
  });

  it('shows a closed day as it was closed, and apart what moved it since (an earlier day closed later)', async () => {
    const [earlier, later] = [addDays(today, -8), addDays(today, -7)];
    expect((await staff.post(`${dayPath(later)}/close`, count())).status).toBe(200);
    const closedEarlier = await staff.post(
      `${dayPath(earlier)}/close`,
      count({ cashCounted: '500', cashReason: 'Float brought from home' }),
    );
    expect(closedEarlier.status, closedEarlier.text).toBe(200);
    const screen = (await staff.get(dayPath(later))).body;
    expect(screen.close.cash.expected).toBe('0.00');
    expect(screen.close.openingFloat).toBe('0.00');
    expect(screen.movedSinceClose).toEqual({ cash: '500.00' });
    expect((await staff.get(dayPath(earlier))).body.movedSinceClose).toEqual({});
  });
});
