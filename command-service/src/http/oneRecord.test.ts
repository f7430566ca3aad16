import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct, type Product } from '../testing/productHarness';
import type { TestClient } from '../testing/httpClient';

/** GET /api/payments/{id} and /api/check-ins/{id}: one record, with its list's access. */
describe('one payment, one check-in', () => {
  let p: Product;
  let admin: TestClient;
  let member: TestClient;
  let ownPayment: string;
  let otherPayment: string;
  let otherMember: string;
  beforeAll(async () => {
    p = await startProduct();
    admin = await p.signedIn('admin');
    member = await p.signedIn('member');
    const plan = await admin.post('/api/subscription-plans', {
      name: 'Monthly',
      price: '1000',
      duration: 30,
    });
    const me = await member.get('/api/members/me');
    expect(me.status).toBe(200);
    const other = await admin.post('/api/members', {
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.com',
      phone: '+91 98765 43210',
      dateOfBirth: '1990-05-01',
      gender: 'female',
      address: '12 MG Road, Bengaluru',
      emergencyContact: 'Ravi Rao',
      emergencyPhone: '9876543211',
    });
    otherMember = other.body.id;
    const pay = async (memberId: string) => {
      const membership = await admin.post('/api/memberships', { memberId, planId: plan.body.id });
      expect(membership.status).toBe(201);
      const payment = await admin.post('/api/payments', {
        membershipId: membership.body.id,
        amount: '1000',
      });
      expect(payment.status).toBe(201);
      return payment.body.id as string;
    };
    ownPayment = await pay(me.body.id);
    otherPayment = await pay(otherMember);
  });
  afterAll(async () => {
    await p?.close();
  });

  it('answers a payment to staff, and to a member only their own', async () => {
    const staff = await p.signedIn('staff');
    for (const [client, id] of [
      [admin, otherPayment],
      [staff, ownPayment],
      [member, ownPayment],
    ] as const) {
      const res = await client.get(`/api/payments/${id}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id, amount: '1000.00', state: 'recorded' });
    }
    const another = await member.get(`/api/payments/${otherPayment}`);
    expect(another.status).toBe(404);
    expect(another.body).toEqual({ message: 'Payment not found' });
    expect((await admin.get('/api/payments/00000000-0000-4000-8000-000000000000')).status).toBe(
      404,
    );
    expect((await admin.get('/api/payments/abc')).status).toBe(404);
  });

  it('keeps the routes beside it: /all, /all.csv, /member/{id}, /receipt/{id}', async () => {
    const all = await admin.get('/api/payments/all');
    expect(all.status).toBe(200);
    expect(all.body).toHaveLength(2);
    const csv = await admin.get('/api/payments/all.csv');
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    expect((await admin.get(`/api/payments/member/${otherMember}`)).body).toHaveLength(1);
    const receipt = await admin.get(`/api/payments/receipt/${otherPayment}`);
    expect(receipt.body.payment.id).toBe(otherPayment);
  });

  it('answers a check-in to staff; a member account reads no visits', async () => {
    const visit = await admin.post('/api/check-ins', { memberId: otherMember });
    expect(visit.status).toBe(201);
    const res = await admin.get(`/api/check-ins/${visit.body.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: visit.body.id, memberId: otherMember });
    expect((await member.get(`/api/check-ins/${visit.body.id}`)).status).toBe(403);
    const unknown = await admin.get('/api/check-ins/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Check-in not found' });
  });
});
