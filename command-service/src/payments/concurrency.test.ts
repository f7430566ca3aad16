import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../testing/httpClient';
import { memberForm, memberWithMembership } from '../testing/fixtures';
import { startProduct, type Product } from '../testing/productHarness';

describe('concurrency', () => {
  let p: Product;
  let admin: TestClient;
  beforeAll(async () => {
    p = await startProduct();
    admin = await p.signedIn('admin');
  });
  afterAll(() => p?.close());

  it('20 simultaneous payments against one membership never overpay and never lose one', async () => {
    const { membership } = await memberWithMembership(admin, { price: '1500' });
    // 20 × ₹100 against ₹1500 owed: exactly 15 fit.
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        admin.post(
          '/api/payments',
          { membershipId: membership.id, amount: '100' },
          { 'Idempotency-Key': `race-${i}` },
        ),
      ),
    );
    const accepted = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status !== 201);
    expect(accepted).toHaveLength(15);
    for (const r of refused) expect([400, 409]).toContain(r.status);

    const after = (await admin.get(`/api/memberships/${membership.id}`)).body;
    expect(after).toMatchObject({
      paidAmount: '1500.00',
      remainingAmount: '0.00',
      status: 'active',
    });
    const recorded = await p
      .db('events')
      .where({ stream_id: `membership-${membership.id}`, event_type: 'PaymentRecorded' });
    expect(recorded).toHaveLength(15);
    const listed = (
      await admin.get(
        `/api/payments/all?filter=${encodeURIComponent(JSON.stringify({ membershipId: membership.id }))}`,
      )
    ).body;
    expect(listed.map((x: { id: string }) => x.id).sort()).toEqual(
      accepted.map((r) => r.body.id).sort(),
    );
    // Every accepted payment has its own receipt number, consecutive within the year.
    const numbers = listed
      .map((x: { receiptNumber: string }) => Number(x.receiptNumber.split('/')[2]))
      .sort((a: number, b: number) => a - b);
    expect(new Set(numbers).size).toBe(15);
    expect(numbers.at(-1) - numbers[0]).toBe(14);
  });

  it('20 simultaneous registrations with one e-mail give one member and 409s', async () => {
    const form = memberForm({ email: 'same.person@example.com' });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => admin.post('/api/members', form)),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    const registered = await p
      .db('events')
      .where({ event_type: 'MemberRegistered' })
      .whereRaw(`data->>'email' = ?`, ['same.person@example.com']);
    expect(registered).toHaveLength(1);
    const listed = (
      await admin.get(`/api/members?filter=${encodeURIComponent('{"q":"same.person"}')}`)
    ).body;
    expect(listed).toHaveLength(1);
  });
});
