import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, financialYearOf, messages } from '@gym/contracts';
import type { TestClient } from '../testing/httpClient';
import { gymToday, memberWithMembership, pay } from '../testing/fixtures';
import { startProduct, type Product } from '../testing/productHarness';

/** The payment date and reference the desk gives, and a repeated submission of one form. */
describe('recording a payment: date, reference, repeats', () => {
  let p: Product;
  let admin: TestClient;
  beforeAll(async () => {
    p = await startProduct();
    admin = await p.signedIn('admin');
  });
  afterAll(() => p?.close());

  const recorded = (membershipId: string) =>
    p
      .db('events')
      .where({ stream_id: `membership-${membershipId}`, event_type: 'PaymentRecorded' })
      .count<{ count: string }[]>('* as count')
      .then(([row]) => Number(row!.count));

  it('dates a payment today by default, or on the earlier day the desk gives', async () => {
    const { membership } = await memberWithMembership(admin);
    const today = await pay(admin, membership.id, '100');
    expect(today.paymentDay).toBe(gymToday());
    // Yesterday, unless today opens a financial year (then the earliest day allowed is today).
    const yesterday =
      financialYearOf(addDays(gymToday(), -1)) === financialYearOf(gymToday())
        ? addDays(gymToday(), -1)
        : gymToday();
    const earlier = await pay(admin, membership.id, '100', { paymentDate: yesterday });
    expect(earlier.paymentDay).toBe(yesterday);
    expect((await admin.get(`/api/payments/${earlier.id}`)).body.paymentDay).toBe(yesterday);
    // The receipt and the CSV state the day the money came in.
    const receipt = (await admin.get(`/api/payments/receipt/${earlier.id}`)).body;
    expect(receipt.payment.paymentDay).toBe(yesterday);
    const filter = encodeURIComponent(JSON.stringify({ membershipId: membership.id }));
    const csv = await admin.get(`/api/payments/all.csv?filter=${filter}`);
    expect(csv.text).toContain(`${earlier.receiptNumber ?? ''},${yesterday},`);
  });

  it('refuses a payment dated after today with a field message, and records nothing', async () => {
    const { membership } = await memberWithMembership(admin);
    const res = await admin.post('/api/payments', {
      membershipId: membership.id,
      amount: '100',
      paymentDate: addDays(gymToday(), 1),
    });
    expect(res).toMatchObject({
      status: 400,
      body: { errors: { paymentDate: messages.paymentDateFuture } },
    });
    expect(await recorded(membership.id)).toBe(0);
  });

  it('refuses a payment dated in an earlier financial year: that series takes no new numbers', async () => {
    const { membership } = await memberWithMembership(admin);
    const res = await admin.post('/api/payments', {
      membershipId: membership.id,
      amount: '100',
      paymentDate: addDays(gymToday(), -366),
    });
    expect(res).toMatchObject({
      status: 400,
      body: { errors: { paymentDate: messages.paymentDateEarlierYear } },
    });
    expect(await recorded(membership.id)).toBe(0);
  });

  it('keeps a trimmed reference for UPI and bank transfers, on the payment and its receipt', async () => {
    const { membership } = await memberWithMembership(admin);
    const upi = await pay(admin, membership.id, '100', {
      paymentMethod: 'upi',
      reference: '  412345678901 ',
    });
    expect(upi.reference).toBe('412345678901');
    const bank = await pay(admin, membership.id, '100', {
      paymentMethod: 'bank_transfer',
      reference: 'UTR HDFC0001234',
    });
    const receipt = (await admin.get(`/api/payments/receipt/${bank.id}`)).body;
    expect(receipt.payment).toMatchObject({ reference: 'UTR HDFC0001234' });
    const filter = encodeURIComponent(JSON.stringify({ membershipId: membership.id }));
    expect((await admin.get(`/api/payments/all.csv?filter=${filter}`)).text).toContain(
      ',Bank Transfer,UTR HDFC0001234,',
    );
    const cash = await pay(admin, membership.id, '100', { reference: '' });
    expect(cash.reference).toBeNull();
  });

  it.each([
    [
      'on a cash payment',
      { paymentMethod: 'cash', reference: 'X1' },
      messages.referenceNotForMethod,
    ],
    [
      'with a zero-width space',
      { paymentMethod: 'upi', reference: '4123\u200b45' },
      messages.textInvisible,
    ],
    [
      'with a bidi override',
      { paymentMethod: 'upi', reference: '\u202e4123' },
      messages.textInvisible,
    ],
    [
      'over 64 characters',
      { paymentMethod: 'upi', reference: '9'.repeat(65) },
      messages.maxChars(64),
    ],
  ])('refuses a reference %s', async (_label, body, message) => {
    const { membership } = await memberWithMembership(admin);
    const res = await admin.post('/api/payments', {
      membershipId: membership.id,
      amount: '100',
      ...body,
    });
    expect(res).toMatchObject({ status: 400, body: { errors: { reference: message } } });
    expect(await recorded(membership.id)).toBe(0);
  });

  it('answers two simultaneous submissions of one form with the one payment', async () => {
    const { membership } = await memberWithMembership(admin);
    const body = {
      membershipId: membership.id,
      amount: '200',
      paymentMethod: 'upi',
      reference: 'T1',
    };
    const key = { 'Idempotency-Key': 'form-7f3a' };
    const [a, b] = await Promise.all([
      admin.post('/api/payments', body, key),
      admin.post('/api/payments', body, key),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.id).toBe(b.body.id);
    expect(await recorded(membership.id)).toBe(1);
    const retried = await admin.post('/api/payments', body, key);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ id: a.body.id, receiptNumber: a.body.receiptNumber });
  });

  it('keeps a recorded payment’s manual receipt number when its key is reused for other details', async () => {
    const { membership } = await memberWithMembership(admin);
    const key = { 'Idempotency-Key': 'form-book-9' };
    const body = { membershipId: membership.id, amount: '100', receiptNumber: 'BOOK-9/0001' };
    expect((await admin.post('/api/payments', body, key)).status).toBe(201);
    const changed = await admin.post('/api/payments', { ...body, amount: '101' }, key);
    expect(changed).toMatchObject({
      status: 409,
      body: { message: messages.idempotencyKeyReused },
    });
    // The number stays the recorded payment's: no other payment may take it.
    const other = await admin.post('/api/payments', { ...body, amount: '50' });
    expect(other).toMatchObject({
      status: 409,
      body: { errors: { receiptNumber: messages.receiptNumberTaken } },
    });
    expect(await recorded(membership.id)).toBe(1);
  });
});
