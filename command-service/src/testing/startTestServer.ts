import { DEFAULT_TIME_ZONE } from '@gym/contracts';
import { createLogger, openStorage } from '@gym/platform';
import { commandServiceMigrations } from '../migrations';
import { startCommandService, type CommandServiceOptions, type RunningService } from '../server';

/** The whole product in this process on a free port: HTTP edge, projectors, demo accounts. */
export async function startTestServer(
  options: { databaseUrl: string } & Partial<
    Pick<CommandServiceOptions, 'clock' | 'jobs' | 'readModelProjectors' | 'uiDir' | 'demoAccounts'>
  >,
): Promise<RunningService> {
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
    readModelProjectors: options.readModelProjectors,
    demoAccounts: options.demoAccounts ?? true,
    uiDir: options.uiDir,
    timeZone: DEFAULT_TIME_ZONE,
    gym: { name: 'Test Gym', address: '1 MG Road, Bengaluru' },
    jobs: options.jobs ?? { worker: true, mailFrom: 'gym@example.com' },
    clock: options.clock,
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
