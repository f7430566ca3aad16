import { DEFAULT_TIME_ZONE } from '@gym/contracts';
import {
  builtUiDir,
  startCommandServiceWithStorage,
  type RunningService,
} from '@gym/command-service';
import { createLogger } from '@gym/platform';

/** The built admin UI (`npm run build`), served by the product as in production. */
export const UI_DIST = builtUiDir();

/**
 * The whole product in this process on a free port, started through the packages' public entry
 * points: HTTP edge serving the built UI, projectors, in-process jobs.
 */
export function startServer(options: {
  databaseUrl: string;
  demoAccounts?: boolean;
  /** The gym's GYM_TIME_ZONE; Asia/Kolkata when left out. */
  timeZone?: string;
}): Promise<RunningService> {
  return startCommandServiceWithStorage({
    databaseUrl: options.databaseUrl,
    port: 0,
    host: '127.0.0.1',
    logger: createLogger({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    runProjections: true,
    demoAccounts: options.demoAccounts ?? true,
    uiDir: UI_DIST,
    timeZone: options.timeZone ?? DEFAULT_TIME_ZONE,
    gym: { name: 'Test Gym', address: '1 MG Road, Bengaluru' },
    jobs: { worker: true, mailFrom: 'gym@example.com' },
  });
}
