import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_BRANCH_ID, messages } from '@gym/contracts';
import type { TestClient } from '../testing/httpClient';
import { memberWithMembership } from '../testing/fixtures';
import { startProduct, type Product } from '../testing/productHarness';

const GSTIN_KA = '29ABCDE1234F1ZW';

/** Codes no other test in this file uses: 2 to 5 letters without I or O. */
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
let counter = 0;
const freshCode = () => {
  const n = counter++;
  return `Q${LETTERS[Math.floor(n / LETTERS.length) % LETTERS.length]}${LETTERS[n % LETTERS.length]}`;
};

const branchForm = (overrides: Record<string, unknown> = {}) => ({
  name: `Koramangala ${counter}`,
  code: freshCode(),
  address: '80 Feet Road, Koramangala, Bengaluru',
  phone: '+91 80 4000 0000',
  ...overrides,
});

describe('branches over HTTP', () => {
  let p: Product;
  let admin: TestClient;
  let staff: TestClient;
  let manager: TestClient;
  beforeAll(async () => {
    p = await startProduct();
    admin = await p.signedIn('admin');
    staff = await p.signedIn('staff');
    manager = await p.signedInManager('manager1', [MAIN_BRANCH_ID]);
  });
  afterAll(() => p?.close());

  async function openBranch(overrides: Record<string, unknown> = {}) {
    const res = await admin.post('/api/branches', branchForm(overrides));
    expect(res.status, res.text).toBe(201);
    return res;
  }

  it('opens a branch: its code is its receipt prefix, the state follows the GSTIN', async () => {
    const code = freshCode();
    const res = await openBranch({ code, gstin: GSTIN_KA, upiId: 'gym@upi' });
    expect(res.headers.get('location')).toBe(`/api/branches/${res.body.id}`);
    expect(res.body).toMatchObject({
      code,
      receiptPrefix: code,
      stateCode: '29',
      gstin: GSTIN_KA,
      upiId: 'gym@upi',
      open: true,
    });
    expect((await admin.get(`/api/branches/${res.body.id}`)).body).toEqual(res.body);
  });

  it('lists every branch by name for an admin, and only their own for staff', async () => {
    const opened = await openBranch({ name: 'Aaa first by name' });
    const all = await admin.get('/api/branches');
    expect(all.status).toBe(200);
    const ids = all.body.map((b: { id: string }) => b.id);
    expect(ids).toContain(MAIN_BRANCH_ID);
    expect(ids).toContain(opened.body.id);
    expect(all.body[0].id).toBe(opened.body.id);
    expect(all.headers.get('content-range')).toBe(`branches 0-${ids.length - 1}/${ids.length}`);

    for (const desk of [staff, manager]) {
      const mine = await desk.get('/api/branches');
      expect(mine.status).toBe(200);
      expect(mine.body.map((b: { id: string }) => b.id)).toEqual([MAIN_BRANCH_ID]);
      expect(mine.headers.get('content-range')).toBe('branches 0-0/1');
      expect((await desk.get(`/api/branches/${opened.body.id}`)).status).toBe(404);
      expect((await desk.get(`/api/branches/${MAIN_BRANCH_ID}`)).status).toBe(200);
    }
    const member = await p.signedIn('member');
    expect((await member.get('/api/branches')).status).toBe(403);
  });

  it('refuses a code another branch has, 400 on `code`, and records nothing', async () => {
    const code = freshCode();
    await openBranch({ code });
    const before = await p.eventCount();
    const res = await admin.post('/api/branches', branchForm({ code: code.toLowerCase() }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ code: messages.branchCodeTaken });
    expect(await p.eventCount()).toBe(before);
  });

  it('takes a code in lower case as capitals; refuses I, O, digits, lengths and RCP', async () => {
    const code = freshCode();
    const res = await openBranch({ code: ` ${code.toLowerCase()} ` });
    expect(res.body.code).toBe(code);
    for (const bad of ['KOI', 'OKR', 'K0R', 'K', 'ABCDEF', '']) {
      const refused = await admin.post('/api/branches', branchForm({ code: bad }));
      expect(refused.status, bad).toBe(400);
      expect(refused.body.errors.code).toBe(messages.branchCodeInvalid);
    }
    const rcp = await admin.post('/api/branches', branchForm({ code: 'rcp' }));
    expect(rcp.status).toBe(400);
    expect(rcp.body.errors.code).toBe(messages.branchCodeReserved);
  });

  it("refuses a GSTIN of another state than the branch's: 400 on `stateCode`", async () => {
    const before = await p.eventCount();
    const res = await admin.post('/api/branches', branchForm({ gstin: GSTIN_KA, stateCode: '27' }));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(['stateCode']);
    expect(await p.eventCount()).toBe(before);
  });

  it('lets admins and their own branch manager edit a branch; the code stays', async () => {
    const opened = await openBranch();
    const edited = await admin.put(`/api/branches/${opened.body.id}`, {
      ...opened.body,
      name: 'Indiranagar',
      code: 'ZZZ',
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Indiranagar', code: opened.body.code });
    expect((await manager.put(`/api/branches/${opened.body.id}`, edited.body)).status).toBe(404);
    expect((await staff.put(`/api/branches/${MAIN_BRANCH_ID}`, { name: 'Main' })).status).toBe(403);
    const main = (await manager.get(`/api/branches/${MAIN_BRANCH_ID}`)).body;
    const renamed = await manager.put(`/api/branches/${MAIN_BRANCH_ID}`, {
      ...main,
      phone: '+91 80 1111 2222',
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body).toMatchObject({ name: main.name, phone: '+91 80 1111 2222' });
  });

  it('closes a branch (admin only, once), refuses payments there, and reopens it', async () => {
    const opened = await openBranch();
    const id = opened.body.id;
    expect(
      (await manager.post(`/api/branches/${MAIN_BRANCH_ID}/close`, { reason: 'x' })).status,
    ).toBe(403);
    const noReason = await admin.post(`/api/branches/${id}/close`, {});
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors.reason).toBe(messages.reasonRequired);

    const closed = await admin.post(`/api/branches/${id}/close`, { reason: 'Lease ended' });
    expect(closed.status, closed.text).toBe(200);
    expect(closed.body).toMatchObject({ id, open: false, openMemberships: 0 });
    expect((await admin.get(`/api/branches/${id}`)).body).toMatchObject({ open: false });

    const twice = await admin.post(`/api/branches/${id}/close`, { reason: 'Again' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(messages.branchAlreadyClosed);

    const { membership } = await memberWithMembership(admin);
    const before = await p.eventCount();
    const payment = await admin.post('/api/payments', {
      membershipId: membership.id,
      amount: '100',
      paymentMethod: 'cash',
      branchId: id,
    });
    expect(payment.status, payment.text).toBe(409);
    expect(payment.body.message).toBe(messages.branchClosed(opened.body.name));
    expect(await p.eventCount()).toBe(before);

    const reopened = await admin.post(`/api/branches/${id}/reopen`);
    expect(reopened.status, reopened.text).toBe(200);
    expect(reopened.body).toMatchObject({ id, open: true });
    expect((await admin.post(`/api/branches/${id}/reopen`)).status).toBe(409);
  });

  it('answers 404 for a branch that does not exist or an id that is none', async () => {
    expect((await admin.get('/api/branches/6f1c1c1e-4b7a-4c55-9d2e-1a2b3c4d5e6f')).status).toBe(
      404,
    );
    expect((await admin.get('/api/branches/nope')).status).toBe(404);
    const close = await admin.post('/api/branches/6f1c1c1e-4b7a-4c55-9d2e-1a2b3c4d5e6f/close', {
      reason: 'x',
    });
    expect(close.status).toBe(404);
  });

  it("sets the session's branch where the caller works; another branch is 403", async () => {
    const opened = await openBranch();
    const refused = await staff.put('/api/user/branch', { branchId: opened.body.id });
    expect(refused.status).toBe(403);
    const mine = await staff.put('/api/user/branch', { branchId: MAIN_BRANCH_ID });
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({ branchId: MAIN_BRANCH_ID });
    expect((await staff.put('/api/user/branch', { branchId: null })).body).toEqual({
      branchId: null,
    });
    expect((await staff.put('/api/user/branch', { branchId: 'x' })).status).toBe(400);

    // An admin's choice narrows what the reads show, and null is every branch again.
    expect((await admin.put('/api/user/branch', { branchId: opened.body.id })).status).toBe(200);
    expect((await admin.get('/api/branches')).body.length).toBeGreaterThan(1);
    expect((await admin.put('/api/user/branch', { branchId: null })).status).toBe(200);
    const unknown = await admin.put('/api/user/branch', {
      branchId: '6f1c1c1e-4b7a-4c55-9d2e-1a2b3c4d5e6f',
    });
    expect(unknown.status).toBe(404);
    const member = await p.signedIn('member');
    expect((await member.put('/api/user/branch', { branchId: MAIN_BRANCH_ID })).status).toBe(403);
  });
});
