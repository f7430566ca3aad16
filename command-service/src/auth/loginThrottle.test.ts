import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProxyTrust } from '@gym/platform';
import { startProduct, type Product } from '../testing/productHarness';

/** Each request from its own made-up client address, as a client may claim. */
const madeUp = (i: number) => `198.18.${Math.floor(i / 250)}.${i % 250}`;

/** Each test a fresh product: the per-address count is shared by everything the tests send. */
describe('sign-in throttle under load', () => {
  let p: Product;
  beforeEach(async () => {
    p = await startProduct();
  });
  afterEach(() => p?.close());

  const statuses = (answers: { status: number }[]) =>
    answers.reduce<Record<number, number>>(
      (counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
      {},
    );

  it('lets at most 10 of 40 parallel wrong passwords for one username be tried', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        p.client().post('/api/login', { username: 'admin', password: `wrong-${i}` }),
      ),
    );
    const counts = statuses(answers);
    expect(counts[401] ?? 0).toBeLessThanOrEqual(10);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(40);
    const right = await p.client().post('/api/login', { username: 'Admin', password: 'admin123' });
    expect(right).toMatchObject({
      status: 429,
      body: { message: expect.stringMatching(/Too many failed sign-in attempts/) },
    });
  });

  it('limits wrong passwords from one address across many usernames to 50', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        p.client().post('/api/login', { username: `someone-${i}`, password: 'guess-123' }),
      ),
    );
    const counts = statuses(answers);
    expect(counts[401] ?? 0).toBeLessThanOrEqual(50);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(60);
    // A username never tried before is refused from this address too.
    const fresh = await p
      .client()
      .post('/api/login', { username: 'member', password: 'nope-nope' });
    expect(fresh.status).toBe(429);
  });
});

/**
 * The tests' requests come from 127.0.0.1; with that as a trusted proxy, X-Forwarded-For says
 * which client address each attempt is from.
 */
describe('sign-in throttle across client addresses', () => {
  let p: Product;
  beforeEach(async () => {
    p = await startProduct({ trustProxy: { kind: 'list', proxies: ['127.0.0.1'] } });
  });
  afterEach(() => p?.close());

  const from = (address: string) => ({ 'x-forwarded-for': address });
  const login = (password: string, address: string, username = 'admin') =>
    p.client().post('/api/login', { username, password }, from(address));

  it("does not let a stranger's wrong passwords lock the owner out from another address", async () => {
    for (let i = 0; i < 10; i++)
      expect((await login(`wrong-${i}`, '203.0.113.66')).status).toBe(401);
    const stranger = await login('admin123', '203.0.113.66');
    expect(stranger.status).toBe(429);
    const retryAfter = Number(stranger.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(15 * 60 - 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(stranger.body.message).toBe(
      'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    );
    expect((await login('admin123', '198.51.100.7')).status).toBe(200);
  });

  it('stops wrong passwords for one username spread over many addresses at 100 an hour', async () => {
    await Promise.all(
      Array.from({ length: 10 }, async (_, a) => {
        for (let i = 0; i < 10; i++)
          expect((await login(`wrong-${i}`, `203.0.113.${a}`)).status).toBe(401);
      }),
    );
    const blocked = await login('admin123', '198.51.100.7');
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(60 * 60 - 120);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);
    // Other usernames are not affected.
    expect((await login('staff123', '198.51.100.7', 'staff')).status).toBe(200);
  });
});

/**
 * However TRUST_PROXY is set, a client that writes X-Forwarded-For itself (each request a new
 * made-up address) still meets the per-address limit. `via` is what our proxies add on the way.
 */
describe.each<{ setting: string; trust: ProxyTrust; via: string[] }>([
  { setting: 'false', trust: { kind: 'none' }, via: [] },
  { setting: 'true (one proxy)', trust: { kind: 'hops', hops: 1 }, via: ['203.0.113.9'] },
  {
    setting: '2 (two proxies)',
    trust: { kind: 'hops', hops: 2 },
    via: ['203.0.113.9', '10.0.0.2'],
  },
  {
    setting: 'a list, through the listed proxies',
    trust: { kind: 'list', proxies: ['127.0.0.1', '10.0.0.0/8'] },
    via: ['203.0.113.9', '10.0.0.2'],
  },
  {
    setting: 'a list, reached directly (not from a listed proxy)',
    trust: { kind: 'list', proxies: ['10.0.0.0/8'] },
    via: [],
  },
])('TRUST_PROXY=$setting: made-up X-Forwarded-For', ({ trust, via }) => {
  let p: Product;
  beforeEach(async () => {
    p = await startProduct({ trustProxy: trust });
  });
  afterEach(() => p?.close());

  it('does not escape the per-address limit', async () => {
    const answers = [];
    for (let i = 0; i < 51; i++) {
      const forwarded = [madeUp(i), ...via].join(', ');
      answers.push(
        await p
          .client()
          .post(
            '/api/login',
            { username: `someone-${i}`, password: 'guess-123' },
            { 'x-forwarded-for': forwarded },
          ),
      );
    }
    expect(answers.slice(0, 50).every((a) => a.status === 401)).toBe(true);
    expect(answers[50]).toMatchObject({ status: 429 });
    expect(Number(answers[50]?.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
