import { createTestDatabase } from '../../../scripts/test/db';
import {
  createDb,
  createLogger,
  createPostgresEventStore,
  migrateToLatest,
  platformMigrations,
  type Db,
} from '@gym/platform';
import { projectionMigrations } from '../migrations';
import { createProjectionProgress } from '../progress';
import type { Projector } from '../runner/projector';

/**
 * A migrated test database with an event store and a progress tracker for the given projectors
 * (and reactors).
 */
export async function createProjectionHarness(projectors: readonly Pick<Projector, 'name'>[]) {
  const database = await createTestDatabase();
  const db: Db = createDb(database.url);
  await migrateToLatest(db, platformMigrations, projectionMigrations);
  const store = createPostgresEventStore({ connectionString: database.url });
  const progress = createProjectionProgress({
    db,
    connectionString: database.url,
    projectorNames: projectors.map((p) => p.name),
  });
  const logger = createLogger({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  return {
    url: database.url,
    db,
    store,
    progress,
    logger,
    async close() {
      await progress.close();
      await store.close();
      await db.destroy();
      await database.drop();
    },
  };
}
