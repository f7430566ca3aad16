import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct, type Product } from '../testing/productHarness';
import type { TestClient } from '../testing/httpClient';

const cookieOf = (client: TestClient) =>
  [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/**
 * Writes as the spec's client sends them (a body and its Content-Type only with a payload) are
 * taken; a body that is not JSON is 415; a write another site's page makes is 403.
 */
describe('what a write must look like', () => {
  let p: Product;
  let admin: TestClient;
  beforeAll(async () => {
    p = await startProduct();
    admin = await p.signedIn('admin');
  });
  afterAll(async () => {
    await p?.close();
  });

  /** A request exactly as given: only the session cookie is added. */
  const send = (
    client: TestClient,
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: string,
  ) =>
    fetch(new URL(path, p.url), {
      method,
      headers: { ...headers, cookie: cookieOf(client) },
      body,
    });

  const newPlan = async (name: string) => {
    const plan = await admin.post('/api/subscription-plans', { name, price: '1000', duration: 30 });
    expect(plan.status).toBe(201);
    return plan.body.id as string;
  };
  const isActive = async (id: string) =>
    (await admin.get(`/api/subscription-plans/${id}`)).body.isActive as boolean;

  it('takes a DELETE without a body, whether it says text/plain or no Content-Type', async () => {
    const plain = await newPlan('Plain delete');
    const res = await send(admin, 'DELETE', `/api/subscription-plans/${plain}`, {
      'content-type': 'text/plain',
    });
    expect(res.status).toBe(200);
    expect(await isActive(plain)).toBe(false);

    const bare = await newPlan('Bare delete');
    expect((await send(admin, 'DELETE', `/api/subscription-plans/${bare}`, {})).status).toBe(200);
    expect(await isActive(bare)).toBe(false);
  });

  it('signs out on a POST /api/logout without a body or Content-Type', async () => {
    const staff = await p.signedIn('staff');
    expect((await send(staff, 'POST', '/api/logout', {})).status).toBe(204);
    expect((await staff.get('/api/user')).status).toBe(401);
  });

  it('refuses a text/plain body with 415 and appends nothing', async () => {
    const before = await p.eventCount();
    const body = JSON.stringify({ name: 'Smuggled', price: '1000', duration: 30 });
    const res = await send(
      admin,
      'POST',
      '/api/subscription-plans',
      { 'content-type': 'text/plain' },
      body,
    );
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ message: expect.stringMatching(/application\/json/) });
    // A body whose length is not declared up front is a body too.
    const chunked = await fetch(new URL('/api/subscription-plans', p.url), {
      method: 'POST',
      headers: { cookie: cookieOf(admin) },
      body: new Blob([body]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(415);
    expect(await p.eventCount()).toBe(before);
  });

  it('refuses a write from another site with 403, appending nothing', async () => {
    const id = await newPlan('Kept');
    const before = await p.eventCount();
    const json = { 'content-type': 'application/json' };
    const body = JSON.stringify({ name: 'Forged', price: '1000', duration: 30 });
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'https://shop.gym.example' },
    ];
    for (const headers of crossSite) {
      const create = await send(
        admin,
        'POST',
        '/api/subscription-plans',
        { ...json, ...headers },
        body,
      );
      expect(create.status, JSON.stringify(headers)).toBe(403);
      expect(await create.json()).toEqual({ message: expect.any(String) });
      const remove = await send(admin, 'DELETE', `/api/subscription-plans/${id}`, headers);
      expect(remove.status, JSON.stringify(headers)).toBe(403);
      const logout = await send(admin, 'POST', '/api/logout', headers);
      expect(logout.status, JSON.stringify(headers)).toBe(403);
    }
    expect(await p.eventCount()).toBe(before);
    expect(await isActive(id)).toBe(true);
    expect((await admin.get('/api/user')).status).toBe(200);
  });

  it('takes a write from its own origin, or one a browser marks same-origin or user-typed', async () => {
    const json = { 'content-type': 'application/json' };
    const ours: Record<string, string>[] = [
      { origin: new URL(p.url).origin },
      { 'sec-fetch-site': 'same-origin', origin: new URL(p.url).origin },
      { 'sec-fetch-site': 'none' },
    ];
    for (const headers of ours) {
      const body = JSON.stringify({
        name: `Ours ${JSON.stringify(headers)}`,
        price: '1000',
        duration: 30,
      });
      const res = await send(
        admin,
        'POST',
        '/api/subscription-plans',
        { ...json, ...headers },
        body,
      );
      expect(res.status, JSON.stringify(headers)).toBe(201);
    }
  });
});
