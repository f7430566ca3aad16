import { expect } from 'vitest';
import {
  DEFAULT_TIME_ZONE,
  calendarDateIn,
  type MemberDto,
  type MembershipDto,
  type PaymentDto,
  type PlanDto,
  type UserDto,
} from '@gym/contracts';
import type { TestClient } from './httpClient';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export const memberForm = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Asha',
  lastName: 'Rao',
  email: `asha.${unique()}@example.com`,
  phone: '+91 98765 43210',
  whatsapp: '',
  dateOfBirth: '1990-05-01',
  gender: 'female',
  address: '12 MG Road, Bengaluru',
  emergencyContact: 'Ravi Rao',
  emergencyPhone: '9876543211',
  ...overrides,
});

async function created<T>(res: { status: number; body: T; text: string }): Promise<T> {
  expect(res.status, res.text).toBe(201);
  return res.body;
}

export async function createPlan(
  admin: TestClient,
  overrides: Record<string, unknown> = {},
): Promise<PlanDto> {
  return created(
    await admin.post('/api/subscription-plans', {
      name: `Plan ${unique()}`,
      price: '1500',
      duration: 30,
      features: ['Gym Access'],
      ...overrides,
    }),
  );
}

export async function createMember(
  client: TestClient,
  overrides: Record<string, unknown> = {},
): Promise<MemberDto> {
  return created(await client.post('/api/members', memberForm(overrides)));
}

export async function createMembership(
  client: TestClient,
  memberId: string,
  planId: string,
  overrides: Record<string, unknown> = {},
): Promise<MembershipDto> {
  return created(
    await client.post('/api/memberships', { memberId, planId, paidAmount: '0', ...overrides }),
  );
}

export async function pay(
  client: TestClient,
  membershipId: string,
  amount: string,
  extra: Record<string, unknown> = {},
): Promise<PaymentDto> {
  return created(
    await client.post('/api/payments', { membershipId, amount, paymentMethod: 'cash', ...extra }),
  );
}

/** A member on a ₹1500 plan with nothing paid yet. */
export async function memberWithMembership(
  admin: TestClient,
  planOverrides: Record<string, unknown> = {},
) {
  const plan = await createPlan(admin, planOverrides);
  const member = await createMember(admin);
  const membership = await createMembership(admin, member.id, plan.id);
  return { plan, member, membership };
}

/** Today in the gym's (default) time zone, as the server counts it. */
export const gymToday = () => calendarDateIn(DEFAULT_TIME_ZONE, new Date());

/** Staff invite the member; `client` accepts as `username` and is signed in as that member. */
export async function acceptInvite(
  client: TestClient,
  staff: TestClient,
  memberId: string,
  username: string,
) {
  const invite = await staff.post(`/api/members/${memberId}/invite`, {});
  expect(invite.status, invite.text).toBe(201);
  const token = new URL(invite.body.url as string).pathname.split('/').pop() ?? '';
  const accepted = await client.post(`/api/invites/${token}/accept`, {
    username,
    password: 'secret1',
  });
  expect(accepted.status, accepted.text).toBe(201);
  return { token, user: accepted.body as UserDto };
}

/** A member account (signed in as `client`, by invitation) whose member record holds a membership. */
export async function memberAccountWithMembership(
  client: TestClient,
  staff: TestClient,
  username: string,
) {
  const plan = await createPlan(staff);
  const member = await createMember(staff, { email: `${username}@example.com` });
  const membership = await createMembership(staff, member.id, plan.id);
  await acceptInvite(client, staff, member.id, username);
  return { plan, member, membership };
}
