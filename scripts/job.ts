import {
  JOB_NAMES,
  commandEnvSchema,
  commandServiceMigrations,
  createJobsRuntime,
  isJobName,
  optionsFromConfig,
} from '@gym/command-service';
import { bootProcess } from '@gym/platform';
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
  const booted = await bootProcess({
    name: 'job',
    envSchema: commandEnvSchema,
    migrations: commandServiceMigrations,
    needs: { database: 'embedded-or-url', eventStore: true },
  });
  const { config, logger, db, store } = booted;
  await booted.run(async () => {
    const { smtpUrl, mailFrom, timeZone, gym, whatsApp } = optionsFromConfig(config);
    // In-process, whatever REDIS_URL says: this runs the job here and now.
    const { notifier, runner } = createJobsRuntime({
      db,
      store,
      logger,
      timeZone,
      gym,
      smtpUrl,
      mailFrom,
      whatsApp,
      worker: true,
    });
    try {
      await runner.runNow(name, payload);
    } finally {
      notifier.close();
    }
  });
}

runScript(main);
