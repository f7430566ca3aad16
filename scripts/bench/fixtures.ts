import type { BrowserClient } from './client';
import { stringField } from './client';

/** A plan with a large price: many small payments fit before the decider says nothing is owed. */
export async function createPlan(client: BrowserClient, name: string): Promise<string> {
  const answer = await client.post('/api/subscription-plans', {
    name,
    description: 'Benchmark plan',
    price: '90000000',
    duration: 365,
    features: ['Gym access'],
  });
  return stringField(answer, 'id');
}

export async function createMember(
  client: BrowserClient,
  tag: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const answer = await client.post('/api/members', {
    ...extra,
    firstName: 'Bench',
    lastName: `Member ${tag}`,
    email: `bench-${tag}@example.com`,
    phone: '9876543210',
    dateOfBirth: '1990-01-01',
    gender: 'other',
    address: '1 Bench Road, Pune',
    emergencyContact: 'Someone',
    emergencyPhone: '9876543211',
  });
  return stringField(answer, 'id');
}

export async function createMembership(
  client: BrowserClient,
  memberId: string,
  planId: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const answer = await client.post('/api/memberships', { memberId, planId, ...extra });
  return stringField(answer, 'id');
}

export interface MembershipRef {
  membershipId: string;
  memberId: string;
}

/** For each client, `perClient` memberships of its own (each of a member of its own). */
export async function membershipsPerClient(
  clients: readonly BrowserClient[],
  perClient: number,
  tag: string,
): Promise<MembershipRef[][]> {
  const planId = await createPlan(clients[0]!, `Bench plan ${tag}`);
  return Promise.all(
    clients.map(async (client, c) => {
      const refs: MembershipRef[] = [];
      for (let m = 0; m < perClient; m++) {
        const memberId = await createMember(client, `${tag}-${c}-${m}`);
        refs.push({ memberId, membershipId: await createMembership(client, memberId, planId) });
      }
      return refs;
    }),
  );
}
