import { randomUUID } from 'node:crypto';
import {
  SCHEMA_VERSION,
  type DomainEvent,
  type EventMetadata,
  type NewEvent,
  type PlanEvent,
} from '@gym/contracts';

/** Metadata as a command records it: now (or `occurredAt`), by `actorUserId` (null: the system). */
function metadataOf(options: { occurredAt?: Date; actorUserId?: string | null }): EventMetadata {
  return {
    eventId: randomUUID(),
    occurredAt: (options.occurredAt ?? new Date()).toISOString(),
    actorUserId: options.actorUserId ?? null,
    correlationId: randomUUID(),
    causationId: null,
    schemaVersion: SCHEMA_VERSION,
  };
}

/** Any domain event, as a command would append it. */
export function testEvent<T extends DomainEvent['type']>(
  type: T,
  data: Extract<DomainEvent, { type: T }>['data'],
  options: { occurredAt?: Date; actorUserId?: string | null } = {},
): NewEvent {
  return { type, data, metadata: metadataOf(options) };
}

export function planEvent<E extends PlanEvent>(
  type: E['type'],
  data: E['data'],
  occurredAt = new Date(),
): NewEvent {
  return { type, data, metadata: metadataOf({ occurredAt }) };
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
    admits: { kind: 'home' },
    ...overrides,
  });
}
