import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_BRANCH_ID, messages, type AccountDto } from '@gym/contracts';
import type { TestClient } from '../testing/httpClient';
import { createMember, createMembership, createPlan, pay } from '../testing/fixtures';
import { startProduct, type Product } from '../testing/productHarness';

/**
 * A client written before branches names none: in a gym with one branch (which never sees
 * branches) a new branch manager or staff account works at that branch; once a second branch is
 * open, the admin must choose.
 */
describe('accounts in a gym with one branch', () => {
  let p: Product;
  let admin: TestClient;
  beforeAll(async () => {
    p = await startProduct();
    admin = await p.signedIn('admin');
  });
  afterAll(() => p?.close());

  const account = (username: string, role: string) => ({
    username,
    password: 'first-pass',
    role,
    firstName: 'Asha',
    lastName: 'Rao',
  });
  const signIn = async (username: string) => {
    const client = p.client();
    expect((await client.login(username, 'first-pass')).status).toBe(200);
    return client;
  };

  it('gives a staff or branch manager account without branches the only branch', async () => {
    for (const [username, role] of [
      ['desk1', 'staff'],
      ['boss1', 'branch_manager'],
    ] as const) {
      const created = await admin.post('/api/users', account(username, role));
      expect(created.status, created.text).toBe(201);
      expect((created.body as AccountDto).branchIds).toEqual([MAIN_BRANCH_ID]);
      const listed = (await admin.get('/api/users')).body as AccountDto[];
      expect(listed.find((a) => a.username === username)?.branchIds).toEqual([MAIN_BRANCH_ID]);
    }

    // The account works the desk: a member, a membership and a payment at the branch.
    const desk = await signIn('desk1');
    expect((await desk.get('/api/user')).body.branchIds).toEqual([MAIN_BRANCH_ID]);
    const plan = await createPlan(admin);
    const member = await createMember(desk);
    expect(member.homeBranchId).toBe(MAIN_BRANCH_ID);
    const membership = await createMembership(desk, member.id, plan.id);
    const payment = await pay(desk, membership.id, '500');
    expect(payment.amount).toBe('500.00');
  });

  it('gives an admin made staff the only branch when the role change names none', async () => {
    const owner = await admin.post('/api/users', account('owner1', 'admin'));
    expect(owner.status).toBe(201);
    const demoted = await admin.put(`/api/users/${owner.body.id}/role`, { role: 'staff' });
    expect([demoted.status, demoted.body.branchIds]).toEqual([200, [MAIN_BRANCH_ID]]);
    const desk = await signIn('owner1');
    expect((await desk.get('/api/user')).body).toMatchObject({
      role: 'staff',
      branchIds: [MAIN_BRANCH_ID],
    });
  });

  it('asks for the branches once a second branch is open, and records nothing', async () => {
    const opened = await admin.post('/api/branches', { name: 'Koramangala', code: 'KRM' });
    expect(opened.status, opened.text).toBe(201);
    const owner = await admin.post('/api/users', account('owner2', 'admin'));
    const before = await p.eventCount();

    for (const role of ['staff', 'branch_manager']) {
      const refused = await admin.post('/api/users', account(`late-${role}`, role));
      expect([refused.status, refused.body.errors]).toEqual([
        400,
        { branchIds: messages.accountBranchesRequired },
      ]);
    }
    const demoted = await admin.put(`/api/users/${owner.body.id}/role`, { role: 'staff' });
    expect([demoted.status, demoted.body.errors]).toEqual([
      400,
      { branchIds: messages.accountBranchesRequired },
    ]);

    expect(await p.eventCount()).toBe(before);
    expect(await p.db('users').where('username', 'like', 'late-%').first()).toBeUndefined();
    expect((await admin.get(`/api/users/${owner.body.id}`)).body).toMatchObject({ role: 'admin' });
  });
});
