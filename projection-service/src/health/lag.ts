import type { Knex } from 'knex';
import {
  BEHIND_COUNT_CAP,
  START,
  encodePosition,
  type EventStore,
  type EventType,
  type GlobalPosition,
  type ProjectorLagDto,
} from '@gym/contracts';
import { loadCheckpointDetails, type Checkpoint } from '../runner/checkpoints';
import type { Projector } from '../runner/projector';

/** A projector or a reactor, as far as its lag goes. */
export type LaggingProjector = Pick<Projector, 'name' | 'handles'>;

export interface Standing {
  /** Its saved checkpoint; null before its first batch. */
  checkpoint: (Checkpoint & { updatedAt: Date }) | null;
  lag: ProjectorLagDto;
}

/**
 * How far each projector is behind the head of the log: the events it handles among the
 * BEHIND_COUNT_CAP after its saved checkpoint (one read per distinct checkpoint, whatever the
 * log's length), and how long ago the oldest of them was recorded. Events it does not handle are
 * not counted: the runner passes them without saving its checkpoint each time.
 */
export async function projectorLags(deps: {
  db: Knex;
  store: EventStore;
  projectors: readonly LaggingProjector[];
  now: Date;
}): Promise<ProjectorLagDto[]> {
  return (await standings(deps)).map((s) => s.lag);
}

/** Each one's saved checkpoint and lag (projectorLags), in the order given. */
export async function standings(deps: {
  db: Knex;
  store: EventStore;
  projectors: readonly LaggingProjector[];
  now: Date;
}): Promise<Standing[]> {
  const checkpoints = await loadCheckpointDetails(deps.db);
  const reads = new Map<string, ReturnType<EventStore['readAll']>>();
  const after = (position: GlobalPosition) => {
    const key = encodePosition(position);
    let read = reads.get(key);
    if (!read) {
      read = deps.store.readAll({ after: position, limit: BEHIND_COUNT_CAP });
      reads.set(key, read);
    }
    return read;
  };
  return Promise.all(
    deps.projectors.map(async (projector) => {
      const checkpoint = checkpoints.get(projector.name) ?? null;
      const events = await after(checkpoint?.position ?? START);
      const pending = events.filter((e) => projector.handles.includes(e.type as EventType));
      const oldest = pending[0]?.metadata.occurredAt ?? null;
      const age = oldest ? (deps.now.getTime() - Date.parse(oldest)) / 1000 : 0;
      const lag = {
        projector: projector.name,
        behind: { events: pending.length, capped: events.length >= BEHIND_COUNT_CAP },
        oldestPendingAt: oldest,
        lagSeconds: Math.max(0, Math.floor(age)),
      };
      return { checkpoint, lag };
    }),
  );
}
