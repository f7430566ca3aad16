import type { Page } from 'playwright-core';
import type { MemberDto, MembershipDto, PaymentDto, PlanDto } from '@gym/contracts';

/** Test data through the API, with the page's session (sign in through the UI first). */
export function api(page: Page, base: string) {
  async function post<T>(path: string, body: unknown, headers: Record<string, string> = {}) {
    const response = await page.request.post(`${base}/api/${path}`, { data: body, headers });
    if (!response.ok()) {
      throw new Error(`POST /api/${path}: ${response.status()} ${await response.text()}`);
    }
    return (await response.json()) as T;
  }
  return {
    post,
    createPlan: (name: string, price: string, duration = 30) =>
      post<PlanDto>('subscription-plans', {
        name,
        description: `${name} plan`,
        price,
        duration,
        features: ['Gym Access', 'Locker', 'Sauna', 'Classes'],
        isActive: true,
      }),
    createMember: (firstName: string, lastName: string, email: string) =>
      post<MemberDto>('members', {
        firstName,
        lastName,
        email,
        phone: '+91 98765 43210',
        dateOfBirth: '1990-05-17',
        gender: 'female',
        address: '12 MG Road, Bengaluru 560001',
        emergencyContact: 'Ravi Kumar',
        emergencyPhone: '+91 91234 56789',
      }),
    createMembership: (memberId: string, plan: PlanDto) =>
      post<MembershipDto>('memberships', { memberId, planId: plan.id }),
    recordPayment: (membershipId: string, amount: string) =>
      post<PaymentDto>(
        'payments',
        { membershipId, amount, paymentMethod: 'cash' },
        { 'Idempotency-Key': crypto.randomUUID() },
      ),
  };
}
