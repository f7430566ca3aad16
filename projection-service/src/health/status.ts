import type { Knex } from 'knex';
import {
  encodePosition,
  type EventStore,
  type ProjectorState,
  type SystemStatusDto,
} from '@gym/contracts';
import { loadCheckpointDetails } from '../runner/checkpoints';
import { loadFailures } from '../runner/failures';
import type { Projector } from '../runner/projector';
import { projectorLags } from './lag';

/**
 * Every projector: its version, where its read model stands, how many events it is behind
 * (projectorLags: those it handles, among BEHIND_COUNT_CAP) and its failure, if any.
 */
export async function projectionStatus(deps: {
  db: Knex;
  store: EventStore;
  projectors: readonly Pick<Projector, 'name' | 'version' | 'handles'>[];
}): Promise<SystemStatusDto> {
  const names = deps.projectors.map((p) => p.name);
  const [checkpoints, failures, lags] = await Promise.all([
    loadCheckpointDetails(deps.db),
    loadFailures(deps.db, names),
    projectorLags({ ...deps, now: new Date() }),
  ]);
  const projections = deps.projectors.map((projector, i) => {
    const checkpoint = checkpoints.get(projector.name) ?? null;
    const failure = failures.find((f) => f.projector === projector.name) ?? null;
    const { behind, lagSeconds } = lags[i]!;
    const events = behind.events;
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
      behind,
      lagSeconds,
      state,
      failure,
    };
  });
  return { checkedAt: new Date().toISOString(), projections };
}
