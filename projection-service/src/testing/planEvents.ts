import { randomUUID } from 'node:crypto';
import type { NewEvent, PlanEvent } from '@gym/contracts';

export function planEvent<E extends PlanEvent>(
  type: E['type'],
  data: E['data'],
  occurredAt = new Date(),
): NewEvent {
  return {
    type,
    data,
    metadata: {
      eventId: randomUUID(),
      occurredAt: occurredAt.toISOString(),
      actorUserId: null,
      correlationId: randomUUID(),
      causationId: null,
      schemaVersion: 1,
    },
  };
}

export function planCreated(
  overrides: Partial<Extract<PlanEvent, { type: 'PlanCreated' }>['data']> = {},
) {
  return planEvent('PlanCreated', {
    planId: randomUUID(),
    name: 'Gold',
    description: null,
    pricePaise: 150_000,
    durationDays: 30,
    features: ['Gym Access'],
    isActive: true,
    ...overrides,
  });
}
