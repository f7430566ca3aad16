import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPENSE_CSV_HEADER, MAIN_BRANCH_ID, messages, type EventStore } from '@gym/contracts';
import { createPostgresEventStore } from '@gym/platform';
import { closeDayInStore } from '../testing/dayClosed';
import type { TestClient } from '../testing/httpClient';
import { startProduct, type Product } from '../testing/productHarness';

/** The server's now: noon on 26 Nov 2026 in Kolkata. */
const NOW = new Date('2026-11-26T06:30:00Z');

const expenseForm = (overrides: Record<string, unknown> = {}) => ({
  expenseDay: '2026-11-25',
  categoryId: 'utilities',
  amount: '4250.50',
  method: 'bank_transfer',
  paidTo: 'BESCOM',
  billNumber: 'EB-1101',
  note: 'November electricity',
  ...overrides,
});

describe('expenses over HTTP', () => {
  let p: Product;
  let store: EventStore;
  let admin: TestClient;
  let staff: TestClient;
  let manager: TestClient;
  let otherBranch: string;

  beforeAll(async () => {
    p = await startProduct({ clock: () => NOW });
    store = createPostgresEventStore({ connectionString: p.databaseUrl });
    admin = await p.signedIn('admin');
    staff = await p.signedIn('staff');
    manager = await p.signedInManager('manager1', [MAIN_BRANCH_ID]);
    const branch = await admin.post('/api/branches', { name: 'Whitefield', code: 'WTF' });
    expect(branch.status, branch.text).toBe(201);
    otherBranch = branch.body.id;
  });
  afterAll(async () => {
    await store?.close();
    await p?.close();
  });

  async function record(client: TestClient, overrides: Record<string, unknown> = {}) {
    const res = await client.post('/api/expenses', expenseForm(overrides));
    expect(res.status, res.text).toBe(201);
    return res.body as { id: string } & Record<string, unknown>;
  }

  const closeDay = (branchId: string, day: string) => closeDayInStore(store, branchId, day, NOW);

  it('records an expense in paise and answers it with its category named', async () => {
    const expense = await record(admin);
    expect(expense).toMatchObject({
      branchId: MAIN_BRANCH_ID,
      expenseDay: '2026-11-25',
      categoryId: 'utilities',
      categoryName: 'Electricity and water',
      amount: '4250.50',
      method: 'bank_transfer',
      paidTo: 'BESCOM',
      billNumber: 'EB-1101',
      voided: false,
    });
    expect((await admin.get(`/api/expenses/${expense.id}`)).body).toEqual(expense);
    const list = await admin.get('/api/expenses?filter={"from":"2026-11-25","to":"2026-11-25"}');
    expect(list.body.map((e: { id: string }) => e.id)).toContain(expense.id);
    expect(list.headers.get('content-range')).toMatch(/^expenses 0-\d+\/\d+$/);
  });

  it('refuses a zero amount, a future day, an unknown category, no payee: 400 by field, nothing appended', async () => {
    const before = await p.eventCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: '0' }, 'amount', messages.amountPositive],
      [{ amount: '-5' }, 'amount', messages.amountPositive],
      [{ expenseDay: '2026-11-27' }, 'expenseDay', messages.expenseDayFuture],
      [{ categoryId: 'food' }, 'categoryId', messages.expenseCategoryRequired],
      [{ categoryId: randomUUID() }, 'categoryId', messages.expenseCategoryRequired],
      [{ paidTo: '  ' }, 'paidTo', messages.paidToRequired],
      [{ method: 'cheque' }, 'method', messages.expenseMethodInvalid],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await admin.post('/api/expenses', expenseForm(overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body.errors[field], JSON.stringify(overrides)).toBe(message);
    }
    expect(await p.eventCount()).toBe(before);
  });

  it('refuses an expense in a closed day: 409 naming the day and the branch, nothing appended', async () => {
    await closeDay(otherBranch, '2026-11-24');
    const before = await p.eventCount();
    const res = await admin.post(
      '/api/expenses',
      expenseForm({ expenseDay: '2026-11-24', branchId: otherBranch }),
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(messages.expenseDayClosed('24 Nov 2026', 'Whitefield'));
    expect(res.body.errors.expenseDay).toBe(res.body.message);
    expect(await p.eventCount()).toBe(before);
    // The same day at another branch is open.
    await record(admin, { expenseDay: '2026-11-24' });
  });

  it('lets staff record cash paid out at their desk only; no void, no categories, no recurring', async () => {
    const before = await p.eventCount();
    const card = await staff.post('/api/expenses', expenseForm({ method: 'card' }));
    expect(card.status).toBe(400);
    expect(card.body.errors).toEqual({ method: messages.staffCashOnly });
    const elsewhere = await staff.post(
      '/api/expenses',
      expenseForm({ method: 'cash', branchId: otherBranch }),
    );
    expect(elsewhere.status).toBe(403);
    expect(await p.eventCount()).toBe(before);

    const cash = await record(staff, { method: 'cash', paidTo: 'Tea stall', amount: '120' });
    expect(cash).toMatchObject({ branchId: MAIN_BRANCH_ID, method: 'cash', amount: '120.00' });
    expect((await staff.get(`/api/expenses/${cash.id}`)).status).toBe(200);
    expect((await staff.post(`/api/expenses/${cash.id}/void`, { reason: 'Wrong' })).status).toBe(
      403,
    );
    expect((await staff.post('/api/expense-categories', { name: 'Tea' })).status).toBe(403);
    expect((await staff.get('/api/expense-categories')).status).toBe(200);
    expect((await staff.get('/api/recurring-expenses')).status).toBe(403);
    const member = await p.signedIn('member');
    expect((await member.get('/api/expenses')).status).toBe(403);
  });

  it("answers another branch's expense as missing to its non-staff, and lists only their branches", async () => {
    const far = await record(admin, { branchId: otherBranch, paidTo: 'Whitefield landlord' });
    for (const desk of [manager, staff]) {
      expect((await desk.get(`/api/expenses/${far.id}`)).status).toBe(404);
      const list = await desk.get('/api/expenses');
      expect(list.body.map((e: { id: string }) => e.id)).not.toContain(far.id);
    }
    const before = await p.eventCount();
    const voided = await manager.post(`/api/expenses/${far.id}/void`, { reason: 'Not ours' });
    expect(voided.status).toBe(404);
    expect(voided.body.message).toBe(messages.expenseNotFound);
    expect(await p.eventCount()).toBe(before);
    const all = await admin.get(`/api/expenses?filter={"id":"${far.id}"}`);
    expect(all.body).toHaveLength(1);
  });

  it('voids an expense once, with a reason: a second void is 409', async () => {
    const expense = await record(admin, { method: 'cash' });
    const noReason = await manager.post(`/api/expenses/${expense.id}/void`, {});
    expect(noReason.status).toBe(400);
    expect(Object.keys(noReason.body.errors)).toEqual(['reason']);
    const voided = await manager.post(`/api/expenses/${expense.id}/void`, {
      reason: 'Entered twice',
    });
    expect(voided.status, voided.text).toBe(200);
    expect(voided.body).toMatchObject({
      voided: true,
      voidReason: 'Entered twice',
      voidDay: '2026-11-26',
    });
    const before = await p.eventCount();
    const again = await manager.post(`/api/expenses/${expense.id}/void`, { reason: 'Again' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(messages.expenseAlreadyVoided);
    expect(await p.eventCount()).toBe(before);
    const list = await admin.get(`/api/expenses?filter={"voided":true}`);
    expect(list.body.map((e: { id: string }) => e.id)).toEqual([expense.id]);
    // The audit names the voided expense by its payee, as the void's entry is written later.
    const audit = await admin.get('/api/audit-log?filter={"kind":"expense"}');
    const entry = (audit.body as { summary: string; subject: string | null }[]).find((e) =>
      e.summary.endsWith(': Entered twice'),
    );
    expect(entry?.subject).toBe('BESCOM');
  });

  it('adds a category once by name (case ignored, built-in names taken) and records in it', async () => {
    const added = await manager.post('/api/expense-categories', { name: 'Cleaning' });
    expect(added.status, added.text).toBe(201);
    expect(added.body).toMatchObject({ name: 'Cleaning', builtIn: false });
    for (const name of [' cleaning', 'GST PAID']) {
      const before = await p.eventCount();
      const taken = await admin.post('/api/expense-categories', { name });
      expect(taken.status, name).toBe(400);
      expect(taken.body.errors).toEqual({ name: messages.expenseCategoryNameTaken });
      expect(await p.eventCount()).toBe(before);
    }
    const categories = (await staff.get('/api/expense-categories')).body as { name: string }[];
    expect(categories.map((c) => c.name)).toEqual([
      'Rent',
      'Salaries',
      'Electricity and water',
      'Equipment',
      'Maintenance',
      'Marketing',
      'GST paid',
      'Other',
      'Cleaning',
    ]);
    const expense = await record(admin, { categoryId: added.body.id });
    expect(expense.categoryName).toBe('Cleaning');
  });

  it('exports the filtered expenses as CSV', async () => {
    await record(admin, { paidTo: 'Sharma "Plumbing"', expenseDay: '2026-11-02', amount: '999' });
    const res = await admin.get(
      '/api/expenses/export.csv?filter={"from":"2026-11-02","to":"2026-11-02"}',
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = res.text
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(EXPENSE_CSV_HEADER.join(','));
    expect(lines.slice(1)).toEqual([
      '2026-11-02,Electricity and water,999.00,Bank Transfer,"Sharma ""Plumbing""",EB-1101,Recorded,November electricity,',
    ]);
  });

  it('starts a recurring expense and stops it once', async () => {
    const started = await manager.post('/api/recurring-expenses', {
      categoryId: 'rent',
      amount: '45000',
      method: 'bank_transfer',
      paidTo: 'Landlord',
      dayOfMonth: 31,
    });
    expect(started.status, started.text).toBe(201);
    expect(started.body).toMatchObject({
      branchId: MAIN_BRANCH_ID,
      categoryName: 'Rent',
      amount: '45000.00',
      dayOfMonth: 31,
      startsOn: '2026-11-26',
      running: true,
    });
    const bad = await manager.post('/api/recurring-expenses', {
      categoryId: 'rent',
      amount: '0',
      paidTo: 'Landlord',
      dayOfMonth: 32,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['amount', 'dayOfMonth']);
    const list = await manager.get('/api/recurring-expenses');
    expect(list.body.map((r: { id: string }) => r.id)).toEqual([started.body.id]);
    const stop = `/api/recurring-expenses/${started.body.id}/stop`;
    const stopped = await manager.post(stop, { reason: 'Moved out' });
    expect(stopped.status, stopped.text).toBe(200);
    expect(stopped.body).toMatchObject({ running: false, stopReason: 'Moved out' });
    const again = await manager.post(stop, { reason: 'Again' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(messages.recurringExpenseAlreadyStopped);
  });
});
