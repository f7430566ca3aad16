import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@gym/contracts';
import type { TestClient } from '../testing/httpClient';
import {
  createMember,
  createMembership,
  createPlan,
  memberForm,
  memberWithMembership,
  pay,
} from '../testing/fixtures';
import { startProduct, type Product } from '../testing/productHarness';

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';

/**
 * Each of issue 9's findings: input that was taken (or answered 500) is now a 400 with a field
 * message, and a refused request appends nothing at all.
 */
describe('hostile input at the edge', () => {
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

  /** Sends the request and expects a 400 (or `status`) naming `field`, with no event appended. */
  async function refused(
    send: () => Promise<{
      status: number;
      body: { errors?: Record<string, string> };
      text: string;
    }>,
    field: string,
    status = 400,
  ) {
    const before = await p.eventCount();
    const res = await send();
    expect(res.status, res.text).toBe(status);
    expect(res.body.errors?.[field], res.text).toEqual(expect.any(String));
    expect(await p.eventCount()).toBe(before);
    return res;
  }

  it('refuses a membership that would end after 2100-12-31, and one starting in year 9999', async () => {
    for (const startDate of ['9999-12-15', '2100-12-20']) {
      const res = await refused(
        () => admin.post('/api/memberships', { memberId: ids.member, planId: ids.plan, startDate }),
        'startDate',
      );
      expect(Object.values(res.body.errors ?? {})).toContainEqual(
        startDate.startsWith('9999') ? messages.dateOutOfRange : messages.membershipEndsTooLate,
      );
    }
  });

  it('refuses a renewal that would end after 2100-12-31', async () => {
    const last = await createMembership(admin, ids.member, ids.plan, { startDate: '2100-12-01' });
    expect(last.endDate).toBe('2100-12-31');
    const res = await refused(
      () => admin.post(`/api/memberships/${last.id}/renew`, { planId: ids.plan }),
      'planId',
    );
    expect(res.body.errors?.planId).toBe(messages.membershipEndsTooLate);
    // The books still move: the next create is seen at once.
    await createMembership(admin, ids.member, ids.plan);
  });

  it.each([
    ['a NUL', NUL],
    ['a lone surrogate', LONE_SURROGATE],
    ['an escape character', 'a\u001bb'],
  ])('refuses %s in text on every write', async (_label, bad) => {
    await refused(() => admin.post('/api/members', memberForm({ firstName: bad })), 'firstName');
    await refused(
      () => admin.post('/api/members', memberForm({ address: `12 MG Road ${bad}` })),
      'address',
    );
    await refused(
      () =>
        admin.put(`/api/members/${ids.member}`, {
          ...memberForm(),
          status: 'active',
          lastName: bad,
        }),
      'lastName',
    );
    await refused(
      () =>
        admin.post('/api/subscription-plans', { name: `Plan ${bad}`, price: '10', duration: 30 }),
      'name',
    );
    await refused(
      () => admin.post('/api/payments', { membershipId: ids.membership, amount: '1', notes: bad }),
      'notes',
    );
    await refused(
      () => p.client().post('/api/register', { username: `user${bad}`, password: 'secret1' }),
      'username',
    );
    await refused(
      () => p.client().post('/api/login', { username: bad, password: 'secret1' }),
      'username',
    );
    await refused(
      () => admin.post(`/api/memberships/${ids.membership}/cancel`, { reason: `moved ${bad}` }),
      'reason',
    );
    await refused(
      () =>
        admin.post(`/api/memberships/${ids.membership}/freeze`, {
          from: '2026-11-25',
          days: 3,
          reason: `travel ${bad}`,
        }),
      'reason',
    );
    await refused(
      () =>
        admin.post('/api/check-ins', {
          memberId: ids.member,
          override: { reason: `pays later ${bad}` },
        }),
      'override.reason',
    );
    await refused(() => admin.post('/api/check-ins', { code: `M1${bad}` }), 'code');
  });

  it('keeps a manual receipt number usable when the payment with it is refused', async () => {
    const { membership } = await memberWithMembership(admin);
    const receiptNumber = `MAN-${Date.now()}`;
    await refused(
      () =>
        admin.post('/api/payments', {
          membershipId: membership.id,
          amount: '100',
          receiptNumber,
          notes: NUL,
        }),
      'notes',
    );
    const payment = await pay(admin, membership.id, '100', { receiptNumber });
    expect(payment.receiptNumber).toBe(receiptNumber);
  });

  it('refuses a plan duration that is not a whole number of days', async () => {
    for (const duration of [true, '1e3', '0x1f', 1.5, '', null]) {
      await refused(
        () => admin.post('/api/subscription-plans', { name: 'Odd plan', price: '10', duration }),
        'duration',
      );
    }
    const plan = await createPlan(admin, { duration: '45' });
    expect(plan.duration).toBe(45);
  });

  it('refuses a phone number that is a date', async () => {
    await refused(() => admin.post('/api/members', memberForm({ phone: '2026-02-30' })), 'phone');
  });

  it('refuses impossible times and far-off dates', async () => {
    const member = await createMember(admin);
    await refused(
      () =>
        admin.post('/api/memberships', {
          memberId: member.id,
          planId: ids.plan,
          startDate: '2026-11-22T25:00:00Z',
        }),
      'startDate',
    );
    await refused(
      () => admin.post('/api/members', memberForm({ joinDate: '9999-01-01' })),
      'joinDate',
    );
    await refused(
      () =>
        admin.post('/api/payments', {
          membershipId: ids.membership,
          amount: '1',
          nextPaymentDueDate: '9999-01-01',
        }),
      'nextPaymentDueDate',
    );
    const ok = await createMembership(admin, member.id, ids.plan, {
      startDate: '2026-11-22T10:00:00+05:30',
    });
    expect(ok.startDate).toBe('2026-11-22');
  });

  it('reads a look-alike username as the name it imitates', async () => {
    const res = await refused(
      () => p.client().post('/api/register', { username: 'ａdmin', password: 'secret1' }),
      'username',
      409,
    );
    expect(res.body.errors?.username).toBe(messages.usernameTaken);
    const signedIn = await p.client().login('ａdmin', 'admin123');
    expect(signedIn.body.username).toBe('admin');
    await refused(
      () => p.client().post('/api/register', { username: 'bad name', password: 'secret1' }),
      'username',
    );
  });
});
