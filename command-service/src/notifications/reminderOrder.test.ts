import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type PaymentReminderPageDto } from '@gym/contracts';
import type { TestClient } from '../testing/httpClient';
import { gymToday, memberWithMembership, pay } from '../testing/fixtures';
import { startProduct, type Product } from '../testing/productHarness';

describe('payment reminders: this week first, then overdue by age', () => {
  let p: Product;
  let admin: TestClient;
  beforeAll(async () => {
    p = await startProduct();
    admin = await p.signedIn('admin');
  });
  afterAll(() => p?.close());

  it('lists due today and this week first, then overdue from the most recent, then later dues', async () => {
    const today = gymToday();
    const due = async (days: number) => {
      const { membership } = await memberWithMembership(admin);
      await pay(admin, membership.id, '100', { nextPaymentDueDate: addDays(today, days) });
      return { id: membership.id, days };
    };
    // Recorded in an order that matches none of the expected ones.
    const made = [
      await due(-700),
      await due(20),
      await due(5),
      await due(-3),
      await due(0),
      await due(-1),
      await due(6),
      await due(7),
    ];
    const res = await admin.get(
      `/api/notifications/payments?range=${encodeURIComponent('[0,99]')}`,
    );
    expect(res.status, res.text).toBe(200);
    const byId = new Map(made.map((m) => [m.id, m.days]));
    const order = (res.body as PaymentReminderPageDto[])
      .filter((r) => byId.has(r.id))
      .map((r) => byId.get(r.id));
    expect(order).toEqual([0, 5, 6, -1, -3, -700, 7, 20]);

    // The dashboard panel's first rows are this week's, not the oldest debt.
    const panel = await admin.get(
      `/api/notifications/payments?range=${encodeURIComponent('[0,1]')}`,
    );
    expect((panel.body as PaymentReminderPageDto[]).map((r) => byId.get(r.id))).toEqual([0, 5]);
    expect(panel.headers.get('content-range')).toMatch(/ 0-1\/8$/);
    // A page in the second half is read from the other end and keeps the same order.
    const tail = await admin.get(
      `/api/notifications/payments?range=${encodeURIComponent('[5,7]')}`,
    );
    expect((tail.body as PaymentReminderPageDto[]).map((r) => byId.get(r.id))).toEqual([
      -700, 7, 20,
    ]);
  });
});
