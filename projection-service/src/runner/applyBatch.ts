import type { Knex } from 'knex';
import { readDomainEvent, type EventType, type RecordedEvent } from '@gym/contracts';
import type { ProjectedEvent, Projector } from './projector';

/** Validates each event against its schema (once, whichever projectors it then goes to). */
export function parseEvents(
  events: readonly RecordedEvent[],
  wanted: (type: string) => boolean = () => true,
): ProjectedEvent[] {
  return events
    .filter((event) => wanted(event.type))
    .map((event) => {
      const parsed = readDomainEvent(event.type, event.data, event.streamId);
      return { ...event, type: parsed.type, data: parsed.data } as ProjectedEvent;
    });
}

/** Applies the already validated events this projector handles, in log order. */
export async function applyParsed(
  trx: Knex.Transaction,
  projector: Projector,
  events: readonly ProjectedEvent[],
): Promise<void> {
  const handled = events.filter((event) => projector.handles.includes(event.type as EventType));
  if (projector.applyBatch) {
    if (handled.length) await projector.applyBatch(trx, handled);
    return;
  }
  for (const event of handled) await projector.apply(trx, event);
}

/** Applies the events this projector handles, each validated against its schema. */
export async function applyBatch(
  trx: Knex.Transaction,
  projector: Projector,
  events: readonly RecordedEvent[],
): Promise<void> {
  const handled = parseEvents(events, (type) => projector.handles.includes(type as EventType));
  await applyParsed(trx, projector, handled);
}

/**
 * Serialises everything that writes one projector's tables or moves one reactor's checkpoint
 * (replicas, rebuild). Reactors take the same key as when they were projectors, so replicas of
 * either release keep each other out.
 */
export async function lockProjector(
  trx: Knex.Transaction,
  follower: Pick<Projector, 'name'>,
): Promise<void> {
  await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`projector:${follower.name}`]);
}
