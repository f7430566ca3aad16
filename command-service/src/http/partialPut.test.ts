import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@gym/contracts';
import type { TestClient } from '../testing/httpClient';
import { createMember, createPlan } from '../testing/fixtures';
import { startProduct, type Product } from '../testing/productHarness';

/**
 * One rule for every resource's PUT (react-admin's `updateMany` sends only what changes): any
 * subset of the editable fields; a field left out keeps its value; the answer's read-only fields
 * are ignored; a bad value is a 400 on its field and appends nothing.
 */
describe('a PUT with some of the fields', () => {
  let p: Product;
  let admin: TestClient;
  beforeAll(async () => {
    p = await startProduct();
    admin = await p.signedIn('admin');
  });
  afterAll(() => p?.close());

  const without = (record: Record<string, unknown>, ...fields: string[]) =>
    Object.fromEntries(Object.entries(record).filter(([field]) => !fields.includes(field)));

  /** PUTs `change` to `path`; the record then differs in those fields (and `derived`) only. */
  async function changesOnly(
    path: string,
    change: Record<string, unknown>,
    derived: string[] = [],
  ) {
    const before = (await admin.get(path)).body as Record<string, unknown>;
    const res = await admin.put(path, change);
    expect(res.status, res.text).toBe(200);
    const after = (await admin.get(path)).body as Record<string, unknown>;
    expect(after).toMatchObject(change);
    const changed = [...Object.keys(change), ...derived, 'updatedAt'];
    expect(without(after, ...changed)).toEqual(without(before, ...changed));
    return { before, after };
  }

  async function refuses(path: string, change: Record<string, unknown>, message: string) {
    const before = await p.eventCount();
    const res = await admin.put(path, change);
    expect([res.status, res.body.errors]).toEqual([400, { [Object.keys(change)[0]!]: message }]);
    expect(await p.eventCount()).toBe(before);
  }

  it('subscription plans: { isActive: false } deactivates the plan, nothing else changes', async () => {
    const plan = await createPlan(admin, { description: 'All day', maxFreezeDays: 10 });
    const path = `/api/subscription-plans/${plan.id}`;
    const { after } = await changesOnly(path, { isActive: false });
    expect(after).toMatchObject({ description: 'All day', price: '1500.00', maxFreezeDays: 10 });
    // Read-only fields echoed back are ignored, as in the edit's whole record.
    await changesOnly(path, { id: plan.id, createdAt: plan.createdAt, isActive: true });
    await refuses(path, { price: '0' }, messages.pricePositive);
    await refuses(path, { colour: 'red' }, 'Unknown field: colour');
  });

  it('members: one detail changes, the others and the status stay', async () => {
    const member = await createMember(admin);
    const path = `/api/members/${member.id}`;
    await changesOnly(path, { phone: '+91 99887 76655' });
    await changesOnly(path, { status: 'suspended' });
    await refuses(path, { phone: '123' }, messages.phoneInvalid);
  });

  it('branches: one detail changes, the others stay', async () => {
    const opened = await admin.post('/api/branches', {
      name: 'Koramangala',
      code: 'KRM',
      address: '80 Feet Road, Bengaluru',
    });
    expect(opened.status, opened.text).toBe(201);
    const path = `/api/branches/${opened.body.id}`;
    await changesOnly(path, { phone: '+91 80 4123 4567' });
    await refuses(path, { name: '' }, messages.branchNameRequired);
    // The whole branch is still checked: a UPI ID alone is checked as in a full edit.
    await refuses(path, { upiId: 'koramangala' }, messages.upiIdInvalid);
  });

  it('gym settings: one setting changes, those already set stay', async () => {
    const path = '/api/settings/gym';
    await changesOnly(path, { legalName: 'Iron Temple Fitness LLP' }, ['gymName']);
    const { after } = await changesOnly(path, { upiId: 'irontemple@okhdfcbank' });
    expect(after).toMatchObject({ legalName: 'Iron Temple Fitness LLP', gstRate: '18.00' });
    await refuses(path, { gstRate: '18.555' }, messages.gstRateInvalid);
  });
});
