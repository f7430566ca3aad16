import { openStorage } from '@gym/platform';
import { commandServiceMigrations } from './migrations';
import { startCommandService, type CommandServiceOptions, type RunningService } from './server';

/**
 * The command service on storage of its own: the database at `databaseUrl` (migrated) and the
 * event store, closed after the service. For processes without bootProcess (tests, benchmarks).
 */
export async function startCommandServiceWithStorage(
  options: Omit<CommandServiceOptions, 'db' | 'store'>,
): Promise<RunningService> {
  const storage = await openStorage({
    databaseUrl: options.databaseUrl,
    migrations: commandServiceMigrations,
    eventStore: true,
    logger: options.logger,
  });
  const service = await startCommandService({
    ...options,
    db: storage.db,
    store: storage.store,
  }).catch(async (error: unknown) => {
    await storage.close();
    throw error;
  });
  return {
    ...service,
    async close() {
      await service.close();
      await storage.close();
    },
  };
}
