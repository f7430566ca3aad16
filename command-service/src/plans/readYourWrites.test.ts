import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct, type Product } from '../testing/productHarness';

describe('read-your-writes', () => {
  let p: Product;
  beforeAll(async () => {
    p = await startProduct();
  });
  afterAll(() => p?.close());

  it('shows a created plan in the very next list, 200 times in a row', async () => {
    const admin = await p.signedIn('admin');
    const missed: number[] = [];
    for (let i = 0; i < 200; i++) {
      const created = await admin.post('/api/subscription-plans', {
        name: `Plan ${i}`,
        price: '100',
        duration: 30,
      });
      expect(created.status).toBe(201);
      const list = await admin.get('/api/subscription-plans');
      if (!list.body.some((plan: { id: string }) => plan.id === created.body.id)) missed.push(i);
    }
    expect(missed).toEqual([]);
    // 400 requests, each write waiting for every read model: a busy CI server needs its time.
  }, 180_000);

  it('lets an API client ask for a position it knows in the X-Read-After header', async () => {
    const [admin, other] = [await p.signedIn('admin'), await p.signedIn('staff')];
    const created = await admin.post('/api/subscription-plans', {
      name: 'Header plan',
      price: '100',
      duration: 30,
    });
    const position = created.headers.get('x-read-after');
    expect(position).toMatch(/^\d+\/\d+$/);
    const list = await other.get('/api/subscription-plans', { 'X-Read-After': position! });
    expect(list.body.some((plan: { id: string }) => plan.id === created.body.id)).toBe(true);
  });
});
