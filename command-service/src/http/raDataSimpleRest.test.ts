import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import simpleRestProvider from 'ra-data-simple-rest';
import { HttpError, fetchUtils, type DataProvider, type Identifier, type RaRecord } from 'ra-core';
import { MAIN_BRANCH_ID } from '@gym/contracts';
import type { TestClient } from '../testing/httpClient';
import { startProduct, type Product } from '../testing/productHarness';

const cookieOf = (client: TestClient) =>
  [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/**
 * react-admin's own REST client, unmodified, against every resource of the API: its httpClient
 * adds only what a browser would (the session cookie; Origin on a write).
 */
describe('ra-data-simple-rest against the API', () => {
  let p: Product;
  let api: DataProvider;
  beforeAll(async () => {
    p = await startProduct();
    const admin = await p.signedIn('admin');
    const origin = new URL(p.url).origin;
    api = simpleRestProvider(new URL('/api', p.url).href, (url, options = {}) => {
      const headers = new Headers(options.headers ?? { Accept: 'application/json' });
      headers.set('Cookie', cookieOf(admin));
      if (options.method && options.method !== 'GET') headers.set('Origin', origin);
      return fetchUtils.fetchJson(url, { ...options, headers });
    });
  });
  afterAll(async () => {
    await p?.close();
  });

  const page = { page: 1, perPage: 25 };
  const idsOf = (rows: RaRecord[]) => rows.map((row) => row.id);

  /** A call the resource does not allow: a JSON 405 or 403 with a message, nothing appended. */
  async function expectRefused(call: () => Promise<unknown>, what: string) {
    const before = await p.eventCount();
    const error: unknown = await call().then(
      () => new Error(`${what} was accepted`),
      (e: unknown) => e,
    );
    expect(error, what).toBeInstanceOf(HttpError);
    const { status, body } = error as HttpError;
    expect([403, 405], `${what}: ${status}`).toContain(status);
    expect(body, what).toEqual(expect.objectContaining({ message: expect.any(String) }));
    expect(await p.eventCount(), what).toBe(before);
  }

  /** getOne, getMany, getList (with q) and getManyReference all find `record`. */
  async function expectReads(
    resource: string,
    record: RaRecord,
    list: { sort: string; q?: string; target: string; targetId: Identifier },
  ) {
    const one = await api.getOne(resource, { id: record.id });
    expect(one.data.id, `${resource} getOne`).toBe(record.id);
    const many = await api.getMany(resource, { ids: [record.id] });
    expect(idsOf(many.data), `${resource} getMany`).toEqual([record.id]);
    const sort = { field: list.sort, order: 'DESC' as const };
    const listed = await api.getList(resource, {
      pagination: page,
      sort,
      filter: list.q ? { q: list.q } : {},
    });
    expect(idsOf(listed.data), `${resource} getList`).toContain(record.id);
    expect(listed.total, `${resource} getList total`).toBeGreaterThanOrEqual(1);
    const first = await api.getList(resource, {
      pagination: { page: 1, perPage: 1 },
      sort,
      filter: {},
    });
    expect(first.data.length, `${resource} range`).toBeLessThanOrEqual(1);
    const referenced = await api.getManyReference(resource, {
      target: list.target,
      id: list.targetId,
      pagination: page,
      sort,
      filter: {},
    });
    expect(idsOf(referenced.data), `${resource} getManyReference`).toContain(record.id);
    return one.data;
  }

  const memberData = (n: number) => ({
    firstName: 'Asha',
    lastName: `Rao${'abcdefgh'[n]}`,
    email: `asha.${n}@example.com`,
    phone: `+91 98765 4321${n}`,
    dateOfBirth: '1990-05-01',
    gender: 'female',
    address: '12 MG Road, Bengaluru',
    emergencyContact: 'Ravi Rao',
    emergencyPhone: '9876543211',
  });
  const planData = (name: string) => ({ name, price: '1500', duration: 30, features: ['Gym'] });

  let memberId: Identifier;
  let planId: Identifier;
  let membershipId: Identifier;

  it('subscription plans: every call; a plan edited whole as it was read, or in part', async () => {
    const { data: plan } = await api.create('subscription-plans', { data: planData('Monthly') });
    planId = plan.id;
    const read = await expectReads('subscription-plans', plan, {
      sort: 'createdAt',
      q: 'Monthly',
      target: 'id',
      targetId: plan.id,
    });
    const { data: updated } = await api.update('subscription-plans', {
      id: plan.id,
      data: { ...read, price: '1800.00' },
      previousData: read,
    });
    expect(updated).toMatchObject({ id: plan.id, name: 'Monthly', price: '1800.00' });
    // An unknown field is still refused.
    await expect(
      api.update('subscription-plans', {
        id: plan.id,
        data: { ...read, colour: 'red' },
        previousData: read,
      }),
    ).rejects.toMatchObject({ status: 400, body: { message: 'Unknown field: colour' } });
    // updateMany sends only what changes; the rest of the plan stays.
    const { data: switchedOff } = await api.updateMany('subscription-plans', {
      ids: [plan.id],
      data: { isActive: false },
    });
    expect(switchedOff).toEqual([plan.id]);
    expect((await api.getOne('subscription-plans', { id: plan.id })).data).toMatchObject({
      name: 'Monthly',
      price: '1800.00',
      isActive: false,
    });
    await api.updateMany('subscription-plans', { ids: [plan.id], data: { isActive: true } });
    expect((await api.getOne('subscription-plans', { id: plan.id })).data.isActive).toBe(true);

    const { data: a } = await api.create('subscription-plans', { data: planData('Quarterly') });
    const { data: b } = await api.create('subscription-plans', { data: planData('Yearly') });
    const { data: c } = await api.create('subscription-plans', { data: planData('Weekly') });
    const { data: gone } = await api.delete('subscription-plans', { id: a.id, previousData: a });
    expect(gone).toMatchObject({ id: a.id, isActive: false });
    const { data: goneMany } = await api.deleteMany('subscription-plans', { ids: [b.id, c.id] });
    expect(goneMany).toEqual([b.id, c.id]);
    expect((await api.getOne('subscription-plans', { id: c.id })).data.isActive).toBe(false);
  });

  it('members: every call; a member edited whole as read (memberships and all)', async () => {
    const { data: member } = await api.create('members', { data: memberData(0) });
    memberId = member.id;
    const read = await expectReads('members', member, {
      sort: 'createdAt',
      q: 'Raoa',
      target: 'status',
      targetId: 'active',
    });
    expect(read).toHaveProperty('memberships');
    const { data: updated } = await api.update('members', {
      id: member.id,
      data: { ...read, address: '14 MG Road, Bengaluru' },
      previousData: read,
    });
    expect(updated).toMatchObject({ id: member.id, address: '14 MG Road, Bengaluru' });

    const { data: a } = await api.create('members', { data: memberData(1) });
    const { data: b } = await api.create('members', { data: memberData(2) });
    const { data: c } = await api.create('members', { data: memberData(3) });
    const { data: changed } = await api.updateMany('members', {
      ids: [a.id, b.id],
      data: { status: 'inactive' },
    });
    expect(changed).toEqual([a.id, b.id]);
    expect((await api.getOne('members', { id: b.id })).data.status).toBe('inactive');
    const { data: gone } = await api.delete('members', { id: a.id, previousData: a });
    expect(gone.id).toBe(a.id);
    expect(await api.deleteMany('members', { ids: [b.id, c.id] })).toEqual({ data: [b.id, c.id] });
    await expect(api.getOne('members', { id: c.id })).rejects.toMatchObject({ status: 404 });
  });

  it('memberships: reads and create; no edit or delete', async () => {
    const { data: membership } = await api.create('memberships', { data: { memberId, planId } });
    membershipId = membership.id;
    const read = await expectReads('memberships', membership, {
      sort: 'startDate',
      target: 'memberId',
      targetId: memberId,
    });
    await expectRefused(
      () => api.update('memberships', { id: read.id, data: read, previousData: read }),
      'memberships update',
    );
    await expectRefused(
      () => api.updateMany('memberships', { ids: [read.id], data: { status: 'cancelled' } }),
      'memberships updateMany',
    );
    await expectRefused(
      () => api.delete('memberships', { id: read.id, previousData: read }),
      'memberships delete',
    );
    await expectRefused(
      () => api.deleteMany('memberships', { ids: [read.id] }),
      'memberships deleteMany',
    );
  });

  it('payments: reads and create; never edited or deleted (void and refund instead)', async () => {
    const { data: payment } = await api.create('payments', {
      data: { membershipId, amount: '500', paymentMethod: 'upi' },
    });
    const read = await expectReads('payments', payment, {
      sort: 'paymentDate',
      target: 'membershipId',
      targetId: membershipId,
    });
    expect(read).toMatchObject({ amount: '500.00', memberId });
    await expectRefused(
      () => api.update('payments', { id: read.id, data: read, previousData: read }),
      'payments update',
    );
    await expectRefused(
      () => api.delete('payments', { id: read.id, previousData: read }),
      'payments delete',
    );
    await expectRefused(
      () => api.deleteMany('payments', { ids: [read.id] }),
      'payments deleteMany',
    );
  });

  it('check-ins: reads and create; a visit is never edited or deleted', async () => {
    const { data: checkIn } = await api.create('check-ins', {
      data: { memberId, override: { reason: 'Pays the rest today' } },
    });
    const read = await expectReads('check-ins', checkIn, {
      sort: 'checkedInAt',
      target: 'memberId',
      targetId: memberId,
    });
    await expectRefused(
      () => api.update('check-ins', { id: read.id, data: read, previousData: read }),
      'check-ins update',
    );
    await expectRefused(
      () => api.delete('check-ins', { id: read.id, previousData: read }),
      'check-ins delete',
    );
  });

  it('users: reads and create; roles and access change through their own calls', async () => {
    const { data: account } = await api.create('users', {
      data: {
        username: 'desk.two',
        password: 'a-long-password',
        role: 'staff',
        branchIds: [MAIN_BRANCH_ID],
        firstName: 'Desk',
        lastName: 'Two',
        email: null,
      },
    });
    const read = await expectReads('users', account, {
      sort: 'username',
      q: 'desk.two',
      target: 'role',
      targetId: 'staff',
    });
    await expectRefused(
      () => api.update('users', { id: read.id, data: read, previousData: read }),
      'users update',
    );
    await expectRefused(
      () => api.delete('users', { id: read.id, previousData: read }),
      'users delete',
    );
  });

  it('the gym settings: read and saved whole through getOne and update', async () => {
    const { data: read } = await api.getOne('settings', { id: 'gym' });
    const { data: saved } = await api.update('settings', {
      id: 'gym',
      data: { ...read, legalName: 'Test Gym Pvt Ltd' },
      previousData: read,
    });
    expect(saved).toMatchObject({ legalName: 'Test Gym Pvt Ltd', gymName: 'Test Gym Pvt Ltd' });
  });

  it('the Staff screen: every account in its order, searched, one page', async () => {
    const sorted = await api.getList('users', {
      pagination: page,
      sort: { field: 'username', order: 'ASC' },
      filter: {},
    });
    const names = sorted.data.map((row) => row.username as string);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const roles = await api.getList('users', {
      pagination: { page: 2, perPage: 1 },
      sort: { field: 'role', order: 'ASC' },
      filter: {},
    });
    // admin, then the staff accounts (desk.two, staff), then the member.
    expect(roles.data.map((row) => [row.role, row.username])).toEqual([['staff', 'desk.two']]);
    expect(roles.total).toBe(sorted.total);
    await expect(
      api.getList('users', {
        pagination: page,
        sort: { field: 'password', order: 'ASC' },
        filter: {},
      }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('the outbox: reads only', async () => {
    const { data: member } = await api.create('members', { data: memberData(4) });
    const invite = await fetch(new URL(`/api/members/${member.id}/invite`, p.url), {
      method: 'POST',
      headers: {
        cookie: cookieOf(await p.signedIn('staff')),
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(invite.status).toBe(201);
    const { data: rows } = await api.getList('notifications/outbox', {
      pagination: page,
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { q: 'asha.4@example.com' },
    });
    expect(rows).toHaveLength(1);
    const read = await expectReads('notifications/outbox', rows[0]!, {
      sort: 'createdAt',
      q: 'asha.4@example.com',
      target: 'kind',
      targetId: rows[0]!.kind as string,
    });
    await expectRefused(
      () => api.create('notifications/outbox', { data: { recipient: 'x@example.com' } }),
      'outbox create',
    );
    await expectRefused(
      () => api.update('notifications/outbox', { id: read.id, data: read, previousData: read }),
      'outbox update',
    );
    await expectRefused(
      () => api.delete('notifications/outbox', { id: read.id, previousData: read }),
      'outbox delete',
    );
  });
});
