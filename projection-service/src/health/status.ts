import type { Knex } from 'knex';
import {
  encodePosition,
  type EventStore,
  type ProjectionFailureDto,
  type ProjectorState,
  type ReactorState,
  type SystemStatusDto,
} from '@gym/contracts';
import { loadFailures } from '../runner/failures';
import type { Projector } from '../runner/projector';
import type { Reactor } from '../runner/reactor';
import { standings } from './lag';

/** Failing, else catching up while it has events waiting, else up to date. */
function reactorState(failure: ProjectionFailureDto | null, waiting: number): ReactorState {
  return failure ? 'failing' : waiting > 0 ? 'catching up' : 'up to date';
}

/**
 * Every projector: its version, where its read model stands, how many events it is behind
 * (projectorLags: those it handles, among BEHIND_COUNT_CAP) and its failure, if any. Then every
 * reactor, the same way, as its own group (no version: it is never rebuilt).
 */
export async function projectionStatus(deps: {
  db: Knex;
  store: EventStore;
  projectors: readonly Pick<Projector, 'name' | 'version' | 'handles'>[];
  reactors?: readonly Pick<Reactor, 'name' | 'handles'>[];
}): Promise<SystemStatusDto> {
  const reactorList = deps.reactors ?? [];
  const all = [...deps.projectors, ...reactorList];
  const [failures, standing] = await Promise.all([
    loadFailures(
      deps.db,
      all.map((p) => p.name),
    ),
    standings({ ...deps, projectors: all, now: new Date() }),
  ]);
  const failureOf = (name: string) => failures.find((f) => f.projector === name) ?? null;
  const projections = deps.projectors.map((projector, i) => {
    const { checkpoint, lag } = standing[i]!;
    const failure = failureOf(projector.name);
    const { behind, lagSeconds } = lag;
    const state: ProjectorState = failure
      ? 'failing'
      : checkpoint && checkpoint.version !== projector.version
        ? 'rebuilding'
        : behind.events > 0
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
  const reactors = reactorList.map((reactor, i) => {
    const { checkpoint, lag } = standing[deps.projectors.length + i]!;
    const failure = failureOf(reactor.name);
    return {
      reactor: reactor.name,
      checkpoint: checkpoint && {
        position: encodePosition(checkpoint.position),
        updatedAt: checkpoint.updatedAt.toISOString(),
      },
      behind: lag.behind,
      lagSeconds: lag.lagSeconds,
      state: reactorState(failure, lag.behind.events),
      failure,
    };
  });
  return { checkedAt: new Date().toISOString(), projections, reactors };
}
