import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startProduct, type Product } from '../testing/productHarness';

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
