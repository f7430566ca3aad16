import type { Knex } from 'knex';
import {
  BEHIND_COUNT_CAP,
  START,
  encodePosition,
  type EventStore,
  type GlobalPosition,
  type ProjectorState,
  type SystemStatusDto,
} from '@gym/contracts';
import { loadCheckpointDetails } from '../runner/checkpoints';
import { loadFailures } from '../runner/failures';
import type { Projector } from '../runner/projector';

/**
 * Every projector: its version, where its read model stands, how many events it is behind
 * (counted up to BEHIND_COUNT_CAP, one read per distinct checkpoint) and its failure, if any.
 */
export async function projectionStatus(deps: {
  db: Knex;
  store: EventStore;
  projectors: readonly Pick<Projector, 'name' | 'version'>[];
}): Promise<SystemStatusDto> {
  const names = deps.projectors.map((p) => p.name);
  const [checkpoints, failures] = await Promise.all([
    loadCheckpointDetails(deps.db),
    loadFailures(deps.db, names),
  ]);
  const counts = new Map<string, Promise<number>>();
  const behind = (position: GlobalPosition) => {
    const key = encodePosition(position);
    let count = counts.get(key);
    if (!count) {
      count = deps.store
        .readAll({ after: position, limit: BEHIND_COUNT_CAP })
        .then((events) => events.length);
      counts.set(key, count);
    }
    return count;
  };
  const projections = await Promise.all(
    deps.projectors.map(async (projector) => {
      const checkpoint = checkpoints.get(projector.name) ?? null;
      const failure = failures.find((f) => f.projector === projector.name) ?? null;
      const events = await behind(checkpoint?.position ?? START);
      const state: ProjectorState = failure
        ? 'failing'
        : checkpoint && checkpoint.version !== projector.version
          ? 'rebuilding'
          : events > 0
            ? 'catching up'
            : 'up to date';
      return {
        projector: projector.name,
        version: projector.version,
        checkpoint: checkpoint && {
          position: encodePosition(checkpoint.position),
          version: checkpoint.version,
          updatedAt: checkpoint.updatedAt.toISOString(),
        },
        behind: { events, capped: events >= BEHIND_COUNT_CAP },
        state,
        failure,
      };
    }),
  );
  return { checkedAt: new Date().toISOString(), projections };
}
