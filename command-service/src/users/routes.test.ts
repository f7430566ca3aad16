import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_BRANCH_ID, type AccountDto, type AuditEntryDto } from '@gym/contracts';
import { startProduct, type Product } from '../testing/productHarness';

/** The Staff screen's API: admins manage the sign-in accounts, and every change is on record. */
describe('/api/users', () => {
  let p: Product;
  let adminId: string;
  beforeAll(async () => {
    p = await startProduct();
    adminId = (await (await p.signedIn('admin')).get('/api/user')).body.id;
  });
  afterAll(() => p?.close());

  const newStaff = (username: string, role: 'admin' | 'staff' = 'staff') => ({
    username,
    password: 'first-pass',
    role,
    firstName: 'Ravi',
    lastName: 'Kumar',
    email: `${username}@example.com`,
    branchIds: [MAIN_BRANCH_ID],
  });
  const create = async (username: string, role: 'admin' | 'staff' = 'staff') => {
    const admin = await p.signedIn('admin');
    const created = await admin.post('/api/users', newStaff(username, role));
    expect(created.status).toBe(201);
    return { admin, account: created.body as AccountDto };
  };
  const canSignIn = async (username: string, password: string) =>
    (await p.client().post('/api/login', { username, password })).status;
  const history = async (id: string) => {
    const answer = await (await p.signedIn('admin')).get(`/api/audit?stream=account-${id}`);
    expect(answer.status).toBe(200);
    return (answer.body as AuditEntryDto[]).map((e) => [e.type, e.actor?.username]);
  };

  it('is for admins only', async () => {
    const staff = await p.signedIn('staff');
    expect((await staff.get('/api/users')).status).toBe(403);
    expect((await staff.post('/api/users', newStaff('sneaky'))).status).toBe(403);
    expect((await p.client().get('/api/users')).status).toBe(401);
    expect(await canSignIn('sneaky', 'first-pass')).toBe(401);
  });

  it('adds a staff account that can sign in, listed with its role and last sign-in', async () => {
    const { admin, account } = await create('ravi');
    expect(account).toMatchObject({
      role: 'staff',
      branchIds: [MAIN_BRANCH_ID],
      active: true,
      lastSignInAt: null,
    });
    expect(await canSignIn('ravi', 'first-pass')).toBe(200);

    const list = await admin.get('/api/users');
    expect(list.headers.get('content-range')).toMatch(/^users 0-\d+\/\d+$/);
    const row = (list.body as AccountDto[]).find((a) => a.username === 'ravi');
    expect(row).toMatchObject({ role: 'staff', active: true });
    expect(row?.lastSignInAt).not.toBeNull();

    const taken = await admin.post('/api/users', newStaff('RAVI'));
    expect(taken.status).toBe(409);
    const bad = await admin.post('/api/users', { ...newStaff('x y'), role: 'member' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['username', 'role']));
    expect(await history(account.id)).toEqual([
      ['AccountCreated', 'admin'],
      ['AccountBranchesChanged', 'admin'],
    ]);
  });

  it('changes a role, which takes effect on the next request', async () => {
    const { admin, account } = await create('meera');
    const meera = p.client();
    await meera.login('meera', 'first-pass');
    expect((await meera.get('/api/users')).status).toBe(403);

    const promoted = await admin.put(`/api/users/${account.id}/role`, { role: 'admin' });
    expect(promoted.body).toMatchObject({ role: 'admin', branchIds: [] });
    expect((await meera.get('/api/users')).status).toBe(200);
    expect((await admin.put(`/api/users/${account.id}/role`, { role: 'member' })).status).toBe(400);
    expect(await history(account.id)).toEqual([
      ['AccountCreated', 'admin'],
      ['AccountBranchesChanged', 'admin'],
      ['AccountRoleChanged', 'admin'],
    ]);
  });

  it('deactivating signs the user out at once and refuses sign-in; reactivating lets them back', async () => {
    const { admin, account } = await create('arjun');
    const arjun = p.client();
    await arjun.login('arjun', 'first-pass');
    expect((await arjun.get('/api/members')).status).toBe(200);

    const off = await admin.post(`/api/users/${account.id}/deactivate`, {});
    expect(off.body).toMatchObject({ active: false });
    expect((await arjun.get('/api/members')).status).toBe(401);
    expect((await arjun.get('/api/user')).status).toBe(401);
    expect(await canSignIn('arjun', 'first-pass')).toBe(401);

    expect((await admin.post(`/api/users/${account.id}/reactivate`, {})).body.active).toBe(true);
    expect(await canSignIn('arjun', 'first-pass')).toBe(200);
    // The session that was ended stays ended.
    expect((await arjun.get('/api/user')).status).toBe(401);
    expect(await history(account.id)).toEqual([
      ['AccountCreated', 'admin'],
      ['AccountBranchesChanged', 'admin'],
      ['AccountDeactivated', 'admin'],
      ['AccountReactivated', 'admin'],
    ]);
  });

  it('a reset makes the user choose a new password before anything else', async () => {
    const { admin, account } = await create('kavya');
    const before = p.client();
    await before.login('kavya', 'first-pass');

    const reset = await admin.post(`/api/users/${account.id}/reset-password`, {});
    expect(reset.status).toBe(200);
    const temporary: string = reset.body.temporaryPassword;
    expect(temporary).toMatch(/^\S{12}$/);
    expect(reset.body.account).toMatchObject({ mustChangePassword: true });
    expect((await before.get('/api/user')).status).toBe(401);
    expect(await canSignIn('kavya', 'first-pass')).toBe(401);

    const kavya = p.client();
    await kavya.login('kavya', temporary);
    expect((await kavya.get('/api/user')).body).toMatchObject({ mustChangePassword: true });
    const refused = await kavya.get('/api/members');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/password was reset/);

    const changed = await kavya.post('/api/change-password', {
      currentPassword: temporary,
      newPassword: 'kavya-own-pass',
    });
    expect(changed.status).toBe(200);
    expect((await kavya.get('/api/members')).status).toBe(200);
    expect((await kavya.get('/api/user')).body.mustChangePassword).toBe(false);

    // An admin may set the password instead; none is then shown back.
    const chosen = await admin.post(`/api/users/${account.id}/reset-password`, {
      password: 'set-by-admin',
    });
    expect(chosen.body.temporaryPassword).toBeNull();
    expect(await canSignIn('kavya', 'set-by-admin')).toBe(200);
    expect(await history(account.id)).toEqual([
      ['AccountCreated', 'admin'],
      ['AccountBranchesChanged', 'admin'],
      ['AccountPasswordReset', 'admin'],
      ['AccountPasswordReset', 'admin'],
    ]);
  });

  it('never leaves the gym without an active admin, nor lets an admin switch themself off', async () => {
    const admin = await p.signedIn('admin');
    expect((await admin.post(`/api/users/${adminId}/deactivate`, {})).status).toBe(409);

    // Demote every other admin (the promoted "meera" above): "admin" is then the last one.
    const accounts = (await admin.get('/api/users')).body as AccountDto[];
    for (const other of accounts.filter(
      (a) => a.role === 'admin' && a.active && a.id !== adminId,
    )) {
      const demoted = await admin.put(`/api/users/${other.id}/role`, {
        role: 'staff',
        branchIds: [MAIN_BRANCH_ID],
      });
      expect(demoted.status).toBe(200);
    }
    const demoteSelf = await admin.put(`/api/users/${adminId}/role`, { role: 'staff' });
    expect(demoteSelf.status).toBe(409);
    expect(demoteSelf.body.message).toMatch(/last active admin/);

    const { account: second } = await create('second-admin', 'admin');
    const secondClient = p.client();
    await secondClient.login('second-admin', 'first-pass');
    expect((await secondClient.post(`/api/users/${adminId}/deactivate`, {})).status).toBe(200);
    // Now second-admin is the last one: the only other admin is switched off.
    expect((await secondClient.put(`/api/users/${second.id}/role`, { role: 'staff' })).status).toBe(
      409,
    );
    expect((await secondClient.post(`/api/users/${adminId}/reactivate`, {})).status).toBe(200);
  });
});
