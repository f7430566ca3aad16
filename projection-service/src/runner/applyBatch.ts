import type { Knex } from 'knex';
import { parseDomainEvent, type EventType, type RecordedEvent } from '@gym/contracts';
import type { ProjectedEvent, Projector } from './projector';

/** Applies the events this projector handles, each validated against its schema. */
export async function applyBatch(
  trx: Knex.Transaction,
  projector: Projector,
  events: readonly RecordedEvent[],
): Promise<void> {
  for (const event of events) {
    if (!projector.handles.includes(event.type as EventType)) continue;
    const parsed = parseDomainEvent(event.type, event.data);
    await projector.apply(trx, {
      ...event,
      type: parsed.type,
      data: parsed.data,
    } as ProjectedEvent);
  }
}

/** Serialises everything that writes one projector's tables (replicas, rebuild). */
export async function lockProjector(trx: Knex.Transaction, projector: Projector): Promise<void> {
  await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`projector:${projector.name}`]);
}
