import { DEFAULT_TIME_ZONE } from '@gym/contracts';
import {
  builtUiDir,
  commandServiceMigrations,
  startCommandService,
  type RunningService,
} from '@gym/command-service';
import { createLogger, openStorage } from '@gym/platform';

/** The built admin UI (`npm run build`), served by the product as in production. */
export const UI_DIST = builtUiDir();

/**
 * The whole product in this process on a free port, started through the packages' public entry
 * points: HTTP edge serving the built UI, projectors, in-process jobs.
 */
export async function startServer(options: {
  databaseUrl: string;
  demoAccounts?: boolean;
}): Promise<RunningService> {
  const logger = createLogger({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const storage = await openStorage({
    databaseUrl: options.databaseUrl,
    migrations: commandServiceMigrations,
    eventStore: true,
    logger,
  });
  const service = await startCommandService({
    databaseUrl: options.databaseUrl,
    db: storage.db,
    store: storage.store,
    port: 0,
    host: '127.0.0.1',
    logger,
    runProjections: true,
    demoAccounts: options.demoAccounts ?? true,
    uiDir: UI_DIST,
    timeZone: DEFAULT_TIME_ZONE,
    gym: { name: 'Test Gym', address: '1 MG Road, Bengaluru' },
    jobs: { worker: true, mailFrom: 'gym@example.com' },
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
