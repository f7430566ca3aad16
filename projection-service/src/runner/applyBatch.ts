import type { Knex } from 'knex';
import { readDomainEvent, type EventType, type RecordedEvent } from '@gym/contracts';
import type { ProjectedEvent, Projector } from './projector';

/** Applies the events this projector handles, each validated against its schema. */
export async function applyBatch(
  trx: Knex.Transaction,
  projector: Projector,
  events: readonly RecordedEvent[],
): Promise<void> {
  const handled = events
    .filter((event) => projector.handles.includes(event.type as EventType))
    .map((event) => {
      const parsed = readDomainEvent(event.type, event.data);
      return { ...event, type: parsed.type, data: parsed.data } as ProjectedEvent;
    });
  if (projector.applyBatch) {
    if (handled.length) await projector.applyBatch(trx, handled);
    return;
  }
  for (const event of handled) await projector.apply(trx, event);
}

/** Serialises everything that writes one projector's tables (replicas, rebuild). */
export async function lockProjector(trx: Knex.Transaction, projector: Projector): Promise<void> {
  await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`projector:${projector.name}`]);
}
