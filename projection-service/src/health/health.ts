import type { Knex } from 'knex';
import { PROJECTION_LAG_LIMIT_SECONDS, type EventStore, type HealthDto } from '@gym/contracts';
import { loadFailures } from '../runner/failures';
import { projectorLags, type LaggingProjector } from './lag';

/**
 * What GET /api/health says in every process (command services, projection service): `failing`,
 * naming each projector that cannot get past an event, while any is recorded as failing,
 * wherever its runner is; else `degraded` while a projector has left an event unapplied for more
 * than PROJECTION_LAG_LIMIT_SECONDS (a projection service stopped, absent or overloaded). Every
 * projector's lag is in the answer.
 */
export async function checkHealth(deps: {
  db: Knex;
  store: EventStore;
  projectors: readonly LaggingProjector[];
  now: Date;
}): Promise<HealthDto> {
  try {
    const [failures, lag] = await Promise.all([loadFailures(deps.db), projectorLags(deps)]);
    const behind = lag.some((p) => p.lagSeconds > PROJECTION_LAG_LIMIT_SECONDS);
    const status = failures.length ? 'failing' : behind ? 'degraded' : 'ok';
    return { status, database: 'up', projections: failures, lag };
  } catch {
    return { status: 'database down', database: 'down', projections: [], lag: [] };
  }
}

/**
 * 200 while this process can take requests, a lagging read model included: the lag is the shared
 * read side's, the same behind every replica, so taking replicas out of a load balancer would stop
 * the writes too and bring the read models no nearer. 503 otherwise.
 */
export const healthHttpStatus = (health: HealthDto): 200 | 503 =>
  health.status === 'ok' || health.status === 'degraded' ? 200 : 503;
