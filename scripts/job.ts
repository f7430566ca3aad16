import { commandEnvSchema } from '@gym/command-service';
import {
  ConfigError,
  createDb,
  createEventStore,
  createLogger,
  migrateToLatest,
  parseEnv,
} from '@gym/projection-service';
import { gymDetails, mailFrom } from '../command-service/src/jobs/config';
import { createJobs } from '../command-service/src/jobs/definitions';
import { createInProcessRunner } from '../command-service/src/jobs/inProcessRunner';
import { JOB_NAMES, isJobName } from '../command-service/src/jobs/types';
import { createNotifier } from '../command-service/src/notifications/createNotifier';
import { openDatabase } from './lib/database';
import { DataDirError } from './lib/embeddedPostgres';

class UsageError extends Error {}

function parseArgs(argv: readonly string[]) {
  const [name, payloadJson] = argv;
  if (!name || !isJobName(name)) {
    throw new UsageError(
      `Usage: npm run job -- <name> [payload as JSON]\n  names: ${JOB_NAMES.join(', ')}`,
    );
  }
  try {
    return {
      name,
      payload: payloadJson === undefined ? undefined : (JSON.parse(payloadJson) as unknown),
    };
  } catch {
    throw new UsageError(`The payload is not JSON: ${payloadJson}`);
  }
}

/** `npm run job -- <name>`: runs one job once, here, against the configured database. */
async function main() {
  const { name, payload } = parseArgs(process.argv.slice(2));
  const config = parseEnv(commandEnvSchema);
  const logger = createLogger({ level: config.LOG_LEVEL, name: 'job' });

  const database = await openDatabase(config, logger);
  const databaseUrl = database.url;
  const db = createDb(databaseUrl);
  const store = createEventStore({ databaseUrl, eventStoreUrl: config.EVENTSTORE_URL, logger });
  const notifier = createNotifier({ db, logger, smtpUrl: config.SMTP_URL, from: mailFrom(config) });
  try {
    await migrateToLatest(db);
    const definitions = createJobs({
      db,
      store,
      notifier,
      logger,
      timeZone: config.GYM_TIME_ZONE,
      gym: gymDetails(config),
    });
    const runner = createInProcessRunner({ definitions, logger, timeZone: config.GYM_TIME_ZONE });
    await runner.runNow(name, payload);
  } finally {
    notifier.close();
    await store.close();
    await db.destroy();
    await database.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    const known =
      error instanceof ConfigError || error instanceof UsageError || error instanceof DataDirError;
    console.error(known ? `\n  ${(error as Error).message}\n` : error);
    process.exit(1);
  },
);
