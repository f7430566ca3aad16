import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../testing/httpClient';
import { memberWithMembership } from '../testing/fixtures';
import { startProduct, type Product } from '../testing/productHarness';

/** Whatever a client sends, the answer is a clear 4xx, never a 500, and no event is appended. */
describe('bad input', () => {
  let p: Product;
  let admin: TestClient;
  let ids: { member: string; membership: string; plan: string };
  beforeAll(async () => {
    p = await startProduct();
    admin = await p.signedIn('admin');
    const { member, membership, plan } = await memberWithMembership(admin);
    ids = { member: member.id, membership: membership.id, plan: plan.id };
  });
  afterAll(() => p?.close());

  const writes = () =>
    [
      ['POST', '/api/subscription-plans'],
      ['PUT', `/api/subscription-plans/${ids.plan}`],
      ['POST', '/api/members'],
      ['PUT', `/api/members/${ids.member}`],
      ['POST', '/api/memberships'],
      ['POST', `/api/memberships/${ids.membership}/renew`],
      ['POST', `/api/memberships/${ids.membership}/cancel`],
      ['POST', '/api/payments'],
      ['POST', '/api/login'],
      ['POST', '/api/register'],
      ['POST', '/api/change-password'],
    ] as const;

  const bodies: [string, string][] = [
    ['malformed JSON', '{"amount": '],
    ['a JSON array', '[1,2,3]'],
    ['a JSON string', '"hello"'],
    ['null', 'null'],
    [
      'wrong types',
      JSON.stringify({
        name: 42,
        price: {},
        duration: 'x',
        firstName: [],
        amount: true,
        membershipId: 7,
        planId: null,
      }),
    ],
    ['unknown fields only', JSON.stringify({ hacker: true, role: 'admin' })],
    ['a huge body', JSON.stringify({ notes: 'x'.repeat(300_000) })],
    ['deeply nested', '{"a":'.repeat(2000) + '1' + '}'.repeat(2000)],
  ];

  it.each(bodies)(
    'answers %s with a 4xx JSON message on every write, appending nothing',
    async (_label, body) => {
      const before = await p.eventCount();
      for (const [method, path] of writes()) {
        const res = await fetch(new URL(path, p.url), {
          method,
          headers: {
            'content-type': 'application/json',
            cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          },
          body,
        });
        expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${method} ${path}`).toBeLessThan(500);
        const json = (await res.json()) as { message?: unknown };
        expect(typeof json.message, `${method} ${path}`).toBe('string');
      }
      expect(await p.eventCount()).toBe(before);
    },
  );

  it('answers a body that is not JSON with 415 and a JSON message', async () => {
    const res = await admin.post('/api/payments', 'amount=5', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(415);
    expect(typeof res.body.message).toBe('string');
  });

  it('answers unknown ids and malformed ids in every route with 404', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const path of [
      `/api/members/${unknown}`,
      '/api/members/%27%3B--',
      `/api/memberships/${unknown}`,
      '/api/memberships/abc',
      `/api/payments/receipt/${unknown}`,
      `/api/payments/${unknown}/receipt.pdf`,
      `/api/subscription-plans/${unknown}`,
    ]) {
      expect((await admin.get(path)).status, path).toBe(404);
    }
    expect(
      (await admin.post(`/api/memberships/${unknown}/renew`, { planId: ids.plan })).status,
    ).toBe(404);
    expect((await admin.post(`/api/payments/${unknown}/void`, { reason: 'because' })).status).toBe(
      404,
    );
  });

  it('answers bad list parameters with 400', async () => {
    for (const path of [
      '/api/members?sort=[1]',
      '/api/members?range=[5,1]',
      '/api/payments/all?filter={"q":5}',
      '/api/memberships?filter=[]',
    ]) {
      expect((await admin.get(path)).status, path).toBe(400);
    }
  });
});
