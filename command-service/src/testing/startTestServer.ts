import { DEFAULT_TIME_ZONE } from '@gym/contracts';
import { createLogger } from '@gym/platform';
import type { CommandServiceOptions, RunningService } from '../server';
import { startCommandServiceWithStorage } from '../startWithStorage';

/**
 * The whole product in this process on a free port: HTTP edge, projectors (unless
 * `runProjections` is false: then the read models stand still), demo accounts.
 */
export function startTestServer(
  options: { databaseUrl: string } & Partial<
    Pick<
      CommandServiceOptions,
      | 'clock'
      | 'jobs'
      | 'readModelProjectors'
      | 'uiDir'
      | 'demoAccounts'
      | 'trustProxy'
      | 'publicUrl'
      | 'runProjections'
    >
  >,
): Promise<RunningService> {
  return startCommandServiceWithStorage({
    databaseUrl: options.databaseUrl,
    port: 0,
    host: '127.0.0.1',
    logger: createLogger({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    runProjections: options.runProjections ?? true,
    readModelProjectors: options.readModelProjectors,
    demoAccounts: options.demoAccounts ?? true,
    uiDir: options.uiDir,
    timeZone: DEFAULT_TIME_ZONE,
    gym: { name: 'Test Gym', address: '1 MG Road, Bengaluru' },
    jobs: options.jobs ?? { worker: true, mailFrom: 'gym@example.com' },
    clock: options.clock,
    trustProxy: options.trustProxy,
    publicUrl: options.publicUrl,
  });
}
