import type { Knex } from 'knex';
import {
  PROJECTION_LAG_LIMIT_SECONDS,
  encodePosition,
  type EventStore,
  type HealthDto,
  type ReactorHealthDto,
} from '@gym/contracts';
import { loadFailures } from '../runner/failures';
import { standings, type LaggingProjector } from './lag';

/**
 * What GET /api/health says in every process (command services, projection service): `failing`,
 * naming each projector or reactor that cannot get past an event, while any is recorded as
 * failing, wherever its runner is; else `degraded` while one has left an event unapplied for more
 * than PROJECTION_LAG_LIMIT_SECONDS (a projection service stopped, absent or overloaded). Every
 * projector's lag is in the answer, and the reactors given as their own group.
 */
export async function checkHealth(deps: {
  db: Knex;
  store: EventStore;
  projectors: readonly LaggingProjector[];
  /** What acts after a write (receipt numbers, receipt e-mails), where the process knows them. */
  reactors?: readonly LaggingProjector[];
  now: Date;
}): Promise<HealthDto> {
  const reactorList = deps.reactors ?? [];
  try {
    const [failures, standing] = await Promise.all([
      loadFailures(deps.db),
      // One call for both groups: they mostly stand at the same checkpoints and share its reads.
      standings({ ...deps, projectors: [...deps.projectors, ...reactorList] }),
    ]);
    const lag = standing.slice(0, deps.projectors.length).map((s) => s.lag);
    const reactors = standing
      .slice(deps.projectors.length)
      .map(({ checkpoint, lag: { projector, ...lagged } }): ReactorHealthDto => ({
        reactor: projector,
        position: checkpoint && encodePosition(checkpoint.position),
        ...lagged,
        lastError: failures.find((f) => f.projector === projector)?.error ?? null,
      }));
    const behind = standing.some((s) => s.lag.lagSeconds > PROJECTION_LAG_LIMIT_SECONDS);
    const status = failures.length ? 'failing' : behind ? 'degraded' : 'ok';
    return { status, database: 'up', projections: failures, lag, reactors };
  } catch {
    return { status: 'database down', database: 'down', projections: [], lag: [], reactors: [] };
  }
}

/**
 * 200 while this process can take requests, a lagging read model included: the lag is the shared
 * read side's, the same behind every replica, so taking replicas out of a load balancer would stop
 * the writes too and bring the read models no nearer. 503 otherwise.
 */
export const healthHttpStatus = (health: HealthDto): 200 | 503 =>
  health.status === 'ok' || health.status === 'degraded' ? 200 : 503;
