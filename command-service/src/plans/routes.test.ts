import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMA_VERSION, messages } from '@gym/contracts';
import { startProduct, type Product } from '../testing/productHarness';
import type { TestClient } from '../testing/httpClient';

const gold = {
  name: 'Gold',
  description: 'All day',
  price: '1500',
  duration: 30,
  features: ['Gym Access', ' Sauna ', 'sauna', ''],
};

describe('subscription plans over HTTP', () => {
  let p: Product;
  let admin: TestClient;

  beforeAll(async () => {
    p = await startProduct();
    admin = await p.signedIn('admin');
  });
  afterAll(() => p?.close());

  it('creates a plan and answers it in the spec shape', async () => {
    const res = await admin.post('/api/subscription-plans', gold);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Gold',
      description: 'All day',
      price: '1500.00',
      duration: 30,
      features: ['Gym Access', 'Sauna'],
      isActive: true,
    });
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
    const got = await admin.get(`/api/subscription-plans/${res.body.id}`);
    expect(got.body).toEqual(res.body);
  });

  it.each([
    [{ ...gold, name: '' }, 'name', messages.planNameRequired],
    [{ ...gold, name: 'G' }, 'name', messages.planNameMin],
    [{ ...gold, price: 'abc' }, 'price', messages.priceInvalid],
    [{ ...gold, price: '12.345' }, 'price', messages.priceInvalid],
    [{ ...gold, price: -5 }, 'price', messages.priceInvalid],
    [{ ...gold, price: '1000000000' }, 'price', messages.priceTooLarge],
    [{ ...gold, duration: 0 }, 'duration', messages.durationInvalid],
    [{ ...gold, duration: 2.5 }, 'duration', messages.durationInvalid],
    [{ ...gold, isActive: 'yes' }, 'isActive', undefined],
    [{ ...gold, role: 'x' }, 'role', 'Unknown field: role'],
  ])('refuses %j with a message on the field and records nothing', async (body, field, message) => {
    const before = await p.eventCount();
    const res = await admin.post('/api/subscription-plans', body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toContain(field);
    if (message) expect(res.body.errors[field]).toBe(message);
    expect(res.body.message).toEqual(expect.any(String));
    expect(await p.eventCount()).toBe(before);
  });

  it('answers malformed JSON with 400 and a huge body with 413, recording nothing', async () => {
    const before = await p.eventCount();
    const bad = await admin.post('/api/subscription-plans', '{"name": ', {
      'content-type': 'application/json',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: messages.invalidJson });
    const huge = await admin.post('/api/subscription-plans', {
      ...gold,
      description: 'x'.repeat(200_000),
    });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ message: messages.bodyTooLarge });
    expect(await p.eventCount()).toBe(before);
  });

  it('updates a plan with the edit rules (price must be positive)', async () => {
    const { body: plan } = await admin.post('/api/subscription-plans', { ...gold, name: 'Silver' });
    const zero = await admin.put(`/api/subscription-plans/${plan.id}`, {
      ...gold,
      name: 'Silver',
      price: '0',
      isActive: true,
    });
    expect(zero.status).toBe(400);
    expect(zero.body.errors.price).toBe(messages.pricePositive);

    const res = await admin.put(`/api/subscription-plans/${plan.id}`, {
      name: 'Silver Plus',
      description: null,
      price: 1999.5,
      duration: 45,
      features: ['Pool'],
      isActive: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Silver Plus',
      price: '1999.50',
      duration: 45,
      features: ['Pool'],
      description: null,
    });
  });

  it('deactivates on DELETE, keeps the plan, and a second DELETE records nothing', async () => {
    const { body: plan } = await admin.post('/api/subscription-plans', { ...gold, name: 'Bronze' });
    const res = await admin.delete(`/api/subscription-plans/${plan.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: plan.id, isActive: false });
    const before = await p.eventCount();
    expect((await admin.delete(`/api/subscription-plans/${plan.id}`)).status).toBe(200);
    expect(await p.eventCount()).toBe(before);
    const inactive = await admin.get(
      `/api/subscription-plans?filter=${encodeURIComponent('{"isActive":false}')}`,
    );
    expect(inactive.body.map((x: { id: string }) => x.id)).toContain(plan.id);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await admin.get(`/api/subscription-plans/${unknown}`)).body).toEqual({
      message: messages.planNotFound,
    });
    expect((await admin.get('/api/subscription-plans/not-a-uuid')).status).toBe(404);
    expect(
      (await admin.put(`/api/subscription-plans/${unknown}`, { ...gold, isActive: true })).status,
    ).toBe(404);
    expect((await admin.delete(`/api/subscription-plans/${unknown}`)).status).toBe(404);
  });

  it('speaks the simple REST dialect: sort, range, filter and Content-Range', async () => {
    for (const name of ['Alpha Yoga', 'Beta Yoga', 'Gamma Yoga']) {
      await admin.post('/api/subscription-plans', { ...gold, name });
    }
    const q = encodeURIComponent('{"q":"yoga"}');
    const page = await admin.get(
      `/api/subscription-plans?filter=${q}&sort=${encodeURIComponent('["name","DESC"]')}&range=${encodeURIComponent('[0,1]')}`,
    );
    expect(page.status).toBe(200);
    expect(page.body.map((x: { name: string }) => x.name)).toEqual(['Gamma Yoga', 'Beta Yoga']);
    expect(page.headers.get('content-range')).toBe('subscription-plans 0-1/3');

    const all = await admin.get('/api/subscription-plans');
    expect(all.body.length).toBeGreaterThanOrEqual(6);

    expect(
      (await admin.get(`/api/subscription-plans?sort=${encodeURIComponent('["password","ASC"]')}`))
        .status,
    ).toBe(400);
    expect((await admin.get(`/api/subscription-plans?range=oops`)).status).toBe(400);
    expect(
      (await admin.get(`/api/subscription-plans?filter=${encodeURIComponent('{"role":"x"}')}`))
        .status,
    ).toBe(400);
  });

  it('lets only admins change plans; staff read all, members read the active ones', async () => {
    const staff = await p.signedIn('staff');
    const member = await p.signedIn('member');
    expect((await staff.post('/api/subscription-plans', gold)).status).toBe(403);
    expect((await member.post('/api/subscription-plans', gold)).status).toBe(403);
    const { body: plan } = await admin.post('/api/subscription-plans', { ...gold, name: 'Hidden' });
    const deactivated = await admin.delete(`/api/subscription-plans/${plan.id}`);
    // Other sessions see the admin's write once they ask for its position.
    const afterAdmin = { 'X-Read-After': deactivated.headers.get('x-read-after')! };
    expect((await staff.delete(`/api/subscription-plans/${plan.id}`)).status).toBe(403);

    const staffList = await staff.get('/api/subscription-plans', afterAdmin);
    expect(staffList.body.some((x: { id: string }) => x.id === plan.id)).toBe(true);
    const memberList = await member.get('/api/subscription-plans', afterAdmin);
    expect(memberList.body.length).toBeGreaterThan(0);
    expect(memberList.body.every((x: { isActive: boolean }) => x.isActive)).toBe(true);
    expect((await member.get(`/api/subscription-plans/${plan.id}`, afterAdmin)).status).toBe(404);
    expect((await p.client().get('/api/subscription-plans')).status).toBe(401);
  });

  it('records who changed a plan and when, in the event metadata', async () => {
    const { body: plan } = await admin.post('/api/subscription-plans', {
      ...gold,
      name: 'Audited',
    });
    const me = await admin.get('/api/user');
    const events = await p.db('events').where({ stream_id: `plan-${plan.id}` });
    expect(events).toHaveLength(1);
    expect(events[0].event_type).toBe('PlanCreated');
    expect(events[0].metadata).toMatchObject({
      actorUserId: me.body.id,
      schemaVersion: SCHEMA_VERSION,
    });
    expect(events[0].data).toMatchObject({ planId: plan.id, pricePaise: 150000 });
  });
});
