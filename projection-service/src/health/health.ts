import type { Knex } from 'knex';
import type { HealthDto } from '@gym/contracts';
import { loadFailures } from '../runner/failures';

/**
 * What GET /api/health says in every process (command services, projection service): `failing`,
 * naming each projector that cannot get past an event, while any is recorded as failing,
 * wherever its runner is.
 */
export async function checkHealth(db: Knex): Promise<HealthDto> {
  try {
    const failures = await loadFailures(db);
    return { status: failures.length ? 'failing' : 'ok', database: 'up', projections: failures };
  } catch {
    return { status: 'database down', database: 'down', projections: [] };
  }
}

export const healthHttpStatus = (health: HealthDto): 200 | 503 =>
  health.status === 'ok' ? 200 : 503;
