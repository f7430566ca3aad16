import {
  commandEnvSchema,
  commandServiceMigrations,
  optionsFromConfig,
} from '@gym/command-service';
import {
  createDb,
  createEventStore,
  createLogger,
  migrateToLatest,
  openDatabase,
  parseEnv,
} from '@gym/platform';
import { createJobsRuntime } from '../command-service/src/jobs/runtime';
import { JOB_NAMES, isJobName } from '../command-service/src/jobs/types';
import { UsageError, runScript } from './lib/runScript';

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
  const { smtpUrl, mailFrom, timeZone, gym } = optionsFromConfig(config);
  // In-process, whatever REDIS_URL says: this runs the job here and now.
  const { notifier, runner } = createJobsRuntime({
    db,
    store,
    logger,
    timeZone,
    gym,
    smtpUrl,
    mailFrom,
    worker: true,
  });
  try {
    await migrateToLatest(db, ...commandServiceMigrations);
    await runner.runNow(name, payload);
  } finally {
    notifier.close();
    await store.close();
    await db.destroy();
    await database.stop();
  }
}

runScript(main);
