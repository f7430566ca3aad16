import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchStream, messages, type EventStore } from '@gym/contracts';
import { createPostgresEventStore } from '@gym/platform';
import { toNewEvent } from '../commands/toNewEvent';
import type { TestClient } from '../testing/httpClient';
import { createMember, createMembership, createPlan, memberForm, pay } from '../testing/fixtures';
import { startProduct, type Product } from '../testing/productHarness';

/**
 * The desk's writes name a branch: a visit is refused where the plan does not admit, a payment
 * where the branch is closed. (Branches are opened here by their events, as start-up would.)
 */
describe('writes at a branch', () => {
  let p: Product;
  let store: EventStore;
  let admin: TestClient;
  let staff: TestClient;
  const koramangala = randomUUID();
  const closed = randomUUID();

  async function open(branchId: string, name: string, code: string, closedFor?: string) {
    const context = { actorUserId: null, correlationId: randomUUID(), now: new Date() };
    const details = { name, address: null, phone: null, stateCode: null, gstin: null, upiId: null };
    await store.appendToStream(
      branchStream(branchId),
      [
        toNewEvent(
          { type: 'BranchOpened', data: { branchId, code, receiptPrefix: code, ...details } },
          context,
        ),
        ...(closedFor
          ? [toNewEvent({ type: 'BranchClosed', data: { branchId, reason: closedFor } }, context)]
          : []),
      ],
      { expectedRevision: 'no_stream' },
    );
  }

  beforeAll(async () => {
    p = await startProduct();
    store = createPostgresEventStore({ connectionString: p.databaseUrl });
    admin = await p.signedIn('admin');
    staff = await p.signedIn('staff');
    await open(koramangala, 'Koramangala', 'KRM');
    await open(closed, 'Whitefield', 'WTF', 'Lease ended');
  });
  afterAll(async () => {
    await store?.close();
    await p?.close();
  });

  /** A member of the first branch, paid up on a plan that admits where `admits` says. */
  async function paidMember(admits: unknown) {
    const plan = await createPlan(admin, { price: '1500', duration: 30, admits });
    const member = await createMember(admin);
    const membership = await createMembership(admin, member.id, plan.id);
    await pay(admin, membership.id, '1500');
    return { member, membership };
  }

  it('refuses a visit where the plan does not admit, naming where it does', async () => {
    const { member } = await paidMember({ kind: 'branches', branchIds: [koramangala] });
    const refused = await admin.post('/api/check-ins', { memberId: member.id });
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body).toMatchObject({
      message: 'This membership is for Koramangala only',
      reason: 'wrong_branch',
    });
    const there = await admin.post('/api/check-ins', {
      memberId: member.id,
      branchId: koramangala,
    });
    expect(there.status, there.text).toBe(201);
  });

  it('lets a member in at any branch on a plan for all, but not at a desk one does not work at', async () => {
    const { member } = await paidMember({ kind: 'all' });
    const elsewhere = await admin.post('/api/check-ins', {
      memberId: member.id,
      branchId: koramangala,
    });
    expect(elsewhere.status, elsewhere.text).toBe(201);
    // Staff work at the first branch only (until accounts name their branches).
    const notMine = await staff.post('/api/check-ins', {
      memberId: member.id,
      branchId: koramangala,
    });
    expect(notMine.status, notMine.text).toBe(403);
  });

  it('refuses a payment at a closed branch, naming it, and takes it at an open one', async () => {
    const plan = await createPlan(admin, { price: '1500', duration: 30 });
    const member = await createMember(admin);
    const membership = await createMembership(admin, member.id, plan.id);
    const before = await p.eventCount();
    const refused = await admin.post('/api/payments', {
      membershipId: membership.id,
      amount: '500',
      paymentMethod: 'cash',
      branchId: closed,
    });
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body.message).toBe(messages.branchClosed('Whitefield'));
    expect(await p.eventCount()).toBe(before);
    const taken = await admin.post('/api/payments', {
      membershipId: membership.id,
      amount: '500',
      paymentMethod: 'cash',
      branchId: koramangala,
    });
    expect(taken.status, taken.text).toBe(201);
  });

  it('sells at the branch the request names, and refuses a sale at a closed one', async () => {
    const plan = await createPlan(admin, { price: '1500', duration: 30 });
    const member = await createMember(admin);
    const sold = await createMembership(admin, member.id, plan.id, { branchId: koramangala });
    const [created] = await p
      .db('events')
      .where({ stream_id: `membership-${sold.id}` })
      .orderBy('stream_revision');
    expect(created.data).toMatchObject({ branchId: koramangala });
    const refused = await admin.post('/api/memberships', {
      memberId: member.id,
      planId: plan.id,
      paidAmount: '0',
      branchId: closed,
    });
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body.message).toBe(messages.branchClosed('Whitefield'));
  });

  it('renews at the branch the request names, and refuses a renewal at a closed one', async () => {
    const plan = await createPlan(admin, { price: '1500', duration: 30 });
    const member = await createMember(admin);
    const membership = await createMembership(admin, member.id, plan.id);
    const refused = await admin.post(`/api/memberships/${membership.id}/renew`, {
      planId: plan.id,
      branchId: closed,
    });
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body.message).toBe(messages.branchClosed('Whitefield'));
    const renewed = await admin.post(`/api/memberships/${membership.id}/renew`, {
      planId: plan.id,
      branchId: koramangala,
    });
    expect(renewed.status, renewed.text).toBe(201);
  });

  it('registers a member at an open branch only', async () => {
    const there = await createMember(admin, { homeBranchId: koramangala });
    const [registered] = await p
      .db('events')
      .where({ stream_id: `member-${there.id}` })
      .orderBy('stream_revision');
    expect(registered.data).toMatchObject({ homeBranchId: koramangala });
    const atClosed = await admin.post('/api/members', memberForm({ homeBranchId: closed }));
    expect(atClosed.status, atClosed.text).toBe(409);
    expect(atClosed.body.message).toBe(messages.branchClosed('Whitefield'));
    const nowhere = await admin.post('/api/members', memberForm({ homeBranchId: randomUUID() }));
    expect(nowhere.status, nowhere.text).toBe(400);
    expect(nowhere.body.errors).toEqual({ homeBranchId: messages.branchNotFound });
    // Staff work at the first branch only (until accounts name their branches).
    const notMine = await staff.post('/api/members', memberForm({ homeBranchId: koramangala }));
    expect(notMine.status, notMine.text).toBe(403);
  });
});
