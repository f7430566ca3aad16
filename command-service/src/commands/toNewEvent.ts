import { randomUUID } from 'node:crypto';
import { SCHEMA_VERSION, parseDomainEvent, type DomainEvent, type NewEvent } from '@gym/contracts';

/** Who and what caused a command, carried into every event's metadata. */
export interface CommandContext {
  actorUserId: string | null;
  correlationId: string;
  causationId?: string | null;
  now: Date;
}

/** A decided event, checked against its schema (so no projector can fail on it), with its metadata. */
export function toNewEvent(event: DomainEvent, context: CommandContext): NewEvent {
  parseDomainEvent(event.type, event.data);
  return {
    type: event.type,
    data: event.data,
    metadata: {
      eventId: randomUUID(),
      occurredAt: context.now.toISOString(),
      actorUserId: context.actorUserId,
      correlationId: context.correlationId,
      causationId: context.causationId ?? null,
      schemaVersion: SCHEMA_VERSION,
    },
  };
}
