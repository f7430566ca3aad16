import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAIN_BRANCH_ID,
  SCHEMA_VERSION,
  branchStream,
  messages,
  type AccountDto,
  type AuditEntryDto,
  type EventStore,
} from '@gym/contracts';
import { createPostgresEventStore } from '@gym/platform';
import { startProduct, type Product } from '../testing/productHarness';

/** Accounts work at the branches an admin assigns them (`user_branches`). */
describe('accounts and their branches', () => {
  let p: Product;
  let store: EventStore;
  const second = randomUUID();

  beforeAll(async () => {
    p = await startProduct();
    store = createPostgresEventStore({ connectionString: p.databaseUrl, poolMax: 1 });
    await store.appendToStream(
      branchStream(second),
      [
        {
          type: 'BranchOpened',
          data: {
            branchId: second,
            code: 'KRM',
            receiptPrefix: 'KRM',
            name: 'Koramangala',
            address: null,
            phone: null,
            stateCode: null,
            gstin: null,
            upiId: null,
          },
          metadata: {
            eventId: randomUUID(),
            occurredAt: new Date().toISOString(),
            actorUserId: null,
            correlationId: randomUUID(),
            causationId: null,
            schemaVersion: SCHEMA_VERSION,
          },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    // Whether the gym has one branch is the branches read model's to count: wait for the second.
    const admin = await p.signedIn('admin');
    for (let i = 0; i < 50 && (await admin.get(`/api/branches/${second}`)).status !== 200; i++)
      await new Promise((r) => setTimeout(r, 100));
  });
  afterAll(async () => {
    await store?.close();
    await p?.close();
  });

  const account = (username: string, role: string, branchIds?: unknown) => ({
    username,
    password: 'first-pass',
    role,
    firstName: 'Asha',
    lastName: 'Rao',
    ...(branchIds !== undefined && { branchIds }),
  });
  const history = async (id: string) => {
    const answer = await (await p.signedIn('admin')).get(`/api/audit?stream=account-${id}`);
    return (answer.body as AuditEntryDto[]).map((e) => [e.type, e.data]);
  };
  const rows = async (userId: string) =>
    (await p.db('user_branches').where({ user_id: userId }).orderBy('branch_id')).map(
      (r: { branch_id: string }) => r.branch_id,
    );

  it('creates a staff account at its branches, which GET /api/user and /api/users answer', async () => {
    const admin = await p.signedIn('admin');
    const created = await admin.post(
      '/api/users',
      account('asha', 'staff', [second, MAIN_BRANCH_ID, second]),
    );
    expect(created.status).toBe(201);
    const body = created.body as AccountDto;
    expect([...body.branchIds].sort()).toEqual([MAIN_BRANCH_ID, second].sort());
    expect(await rows(body.id)).toEqual([MAIN_BRANCH_ID, second].sort());

    const asha = p.client();
    await asha.login('asha', 'first-pass');
    const me = await asha.get('/api/user');
    expect([...me.body.branchIds].sort()).toEqual([MAIN_BRANCH_ID, second].sort());

    const one = await admin.get(`/api/users/${body.id}`);
    expect([...one.body.branchIds].sort()).toEqual([MAIN_BRANCH_ID, second].sort());
    const list = (await admin.get('/api/users')).body as AccountDto[];
    expect(list.find((a) => a.username === 'admin')?.branchIds).toEqual([]);
    expect(list.find((a) => a.username === 'staff')?.branchIds).toEqual([MAIN_BRANCH_ID]);
    expect(list.find((a) => a.username === 'member')?.branchIds).toEqual([]);
    expect(await history(body.id)).toEqual([
      ['AccountCreated', { userId: body.id, username: 'asha', role: 'staff' }],
      ['AccountBranchesChanged', { userId: body.id, branchIds: body.branchIds }],
    ]);
  });

  it('refuses a staff or branch manager account without branches, or with unknown ones', async () => {
    const admin = await p.signedIn('admin');
    for (const role of ['staff', 'branch_manager']) {
      const none = await admin.post('/api/users', account('nobranch', role));
      expect([none.status, none.body.errors]).toEqual([
        400,
        { branchIds: messages.accountBranchesRequired },
      ]);
      const empty = await admin.post('/api/users', account('nobranch', role, []));
      expect([empty.status, empty.body.errors]).toEqual([
        400,
        { branchIds: messages.accountBranchesRequired },
      ]);
    }
    const unknown = await admin.post('/api/users', account('lost', 'staff', [randomUUID()]));
    expect([unknown.status, unknown.body.errors]).toEqual([
      400,
      { branchIds: messages.accountBranchUnknown },
    ]);
    const malformed = await admin.post('/api/users', account('lost', 'staff', ['KOR']));
    expect([malformed.status, malformed.body.errors]).toEqual([
      400,
      { branchIds: messages.accountBranchUnknown },
    ]);
    const tooMany = Array.from({ length: 101 }, () => randomUUID());
    expect((await admin.post('/api/users', account('lost', 'staff', tooMany))).status).toBe(400);
    expect(await p.db('users').whereIn('username', ['nobranch', 'lost']).first()).toBeUndefined();

    // An admin works at every branch: branches given are ignored.
    const owner = await admin.post('/api/users', account('owner2', 'admin', [second]));
    expect([owner.status, owner.body.branchIds]).toEqual([201, []]);
    expect(await rows(owner.body.id)).toEqual([]);
  });

  it('replaces an account’s branches with PUT /api/users/:id/branches, on record', async () => {
    const admin = await p.signedIn('admin');
    const created = await admin.post(
      '/api/users',
      account('kiran', 'branch_manager', [MAIN_BRANCH_ID]),
    );
    const id: string = created.body.id;
    const kiran = p.client();
    await kiran.login('kiran', 'first-pass');
    expect((await kiran.get('/api/user')).body.branchIds).toEqual([MAIN_BRANCH_ID]);

    const moved = await admin.put(`/api/users/${id}/branches`, { branchIds: [second] });
    expect([moved.status, moved.body.branchIds]).toEqual([200, [second]]);
    // The next request already works at the new branch.
    expect((await kiran.get('/api/user')).body.branchIds).toEqual([second]);
    // The same branches again change nothing and record nothing.
    expect((await admin.put(`/api/users/${id}/branches`, { branchIds: [second] })).status).toBe(
      200,
    );

    const unknown = await admin.put(`/api/users/${id}/branches`, {
      branchIds: [second, randomUUID()],
    });
    expect([unknown.status, unknown.body.errors]).toEqual([
      400,
      { branchIds: messages.accountBranchUnknown },
    ]);
    const empty = await admin.put(`/api/users/${id}/branches`, { branchIds: [] });
    expect(empty.status).toBe(400);
    expect(await rows(id)).toEqual([second]);

    const adminId: string = (await admin.get('/api/user')).body.id;
    const forAdmin = await admin.put(`/api/users/${adminId}/branches`, { branchIds: [second] });
    expect(forAdmin.status).toBe(409);
    expect(
      (await kiran.put(`/api/users/${id}/branches`, { branchIds: [MAIN_BRANCH_ID] })).status,
    ).toBe(403);
    expect(
      (await admin.put(`/api/users/${randomUUID()}/branches`, { branchIds: [second] })).status,
    ).toBe(404);

    expect(await history(id)).toEqual([
      ['AccountCreated', { userId: id, username: 'kiran', role: 'branch_manager' }],
      ['AccountBranchesChanged', { userId: id, branchIds: [MAIN_BRANCH_ID] }],
      ['AccountBranchesChanged', { userId: id, branchIds: [second] }],
    ]);
    // The audit log is a read model: it names the branches once it has caught up.
    const wanted = 'Branches of account kiran changed by Gym Owner: Test Gym → Koramangala';
    let summaries: string[] = [];
    for (let i = 0; i < 50 && !summaries.includes(wanted); i++) {
      const log = await admin.get(
        `/api/audit-log?filter=${encodeURIComponent('{"kind":"account"}')}`,
      );
      expect(log.status).toBe(200);
      summaries = (log.body as { summary: string }[]).map((e) => e.summary);
      if (!summaries.includes(wanted)) await new Promise((r) => setTimeout(r, 100));
    }
    expect(summaries).toContain(wanted);
  });

  it('a role change to staff or branch manager names the branches when the account has none', async () => {
    const admin = await p.signedIn('admin');
    const created = await admin.post('/api/users', account('promo', 'admin'));
    const id: string = created.body.id;
    const bare = await admin.put(`/api/users/${id}/role`, { role: 'staff' });
    expect([bare.status, bare.body.errors]).toEqual([
      400,
      { branchIds: messages.accountBranchesRequired },
    ]);
    const unknown = await admin.put(`/api/users/${id}/role`, {
      role: 'staff',
      branchIds: [randomUUID()],
    });
    expect(unknown.status).toBe(400);
    expect((await admin.get(`/api/users/${id}`)).body).toMatchObject({ role: 'admin' });

    const staff = await admin.put(`/api/users/${id}/role`, { role: 'staff', branchIds: [second] });
    expect(staff.body).toMatchObject({ role: 'staff', branchIds: [second] });
    // Already at a branch: a further role change keeps its branches.
    const manager = await admin.put(`/api/users/${id}/role`, { role: 'branch_manager' });
    expect(manager.body).toMatchObject({ role: 'branch_manager', branchIds: [second] });
    // Back to admin: every branch, none kept.
    const owner = await admin.put(`/api/users/${id}/role`, { role: 'admin' });
    expect(owner.body).toMatchObject({ role: 'admin', branchIds: [] });
    expect(await rows(id)).toEqual([]);
    expect((await history(id)).map(([type]) => type)).toEqual([
      'AccountCreated',
      'AccountRoleChanged',
      'AccountBranchesChanged',
      'AccountRoleChanged',
      'AccountRoleChanged',
    ]);
  });

  it('a branch manager reads revenue hidden from staff, but not accounts, plans or business settings', async () => {
    const admin = await p.signedIn('admin');
    await admin.post('/api/users', account('mgr', 'branch_manager', [MAIN_BRANCH_ID]));
    const manager = p.client();
    await manager.login('mgr', 'first-pass');
    const staff = await p.signedIn('staff');
    expect((await admin.put('/api/settings/gym', { hideRevenueFromStaff: true })).status).toBe(200);
    expect((await admin.get('/api/settings/gym')).body.hideRevenueFromStaff).toBe(true);

    expect((await staff.get('/api/reports/revenue-by-month')).status).toBe(403);
    expect((await manager.get('/api/reports/revenue-by-month')).status).toBe(200);
    expect((await manager.get('/api/dashboard/stats')).body.monthlyRevenue).not.toBeNull();
    expect((await manager.get('/api/members/removed')).status).toBe(200);
    expect((await manager.get('/api/audit-log')).status).toBe(200);

    const adminId: string = (await admin.get('/api/user')).body.id;
    expect((await manager.get('/api/users')).status).toBe(403);
    expect((await manager.get(`/api/audit?stream=account-${adminId}`)).status).toBe(403);
    expect((await manager.get('/api/history?entity=account&id=' + adminId)).status).toBe(403);
    expect((await manager.put('/api/settings/gym', { hideRevenueFromStaff: false })).status).toBe(
      403,
    );
    expect((await manager.post('/api/subscription-plans', {})).status).toBe(403);
  });
});
