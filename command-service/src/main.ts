import { bootProcess, runMain } from '@gym/platform';
import { commandEnvSchema } from './config';
import { builtUiDir } from './http/uiDir';
import { commandServiceMigrations } from './migrations';
import { optionsFromConfig } from './serviceOptions';
import { startCommandService } from './server';

/** Services mode: the HTTP edge alone, against DATABASE_URL (projections run in their own process). */
runMain(async () => {
  const booted = await bootProcess({
    name: 'command-service',
    envSchema: commandEnvSchema,
    migrations: commandServiceMigrations,
    needs: { database: 'url', eventStore: true },
    missingDatabaseUrl: 'DATABASE_URL must be set (or use `npm start` for the embedded mode).',
  });
  const { config, logger, databaseUrl, db, store } = booted;
  await booted.serve(async () => {
    const { smtpUrl, mailFrom, whatsApp, ...common } = optionsFromConfig(config);
    const service = await startCommandService({
      ...common,
      databaseUrl,
      db,
      store,
      logger,
      runProjections: false,
      demoAccounts: config.DEMO_ACCOUNTS ?? false,
      // With Redis the worker process (npm run start:worker) runs the jobs; without it, this one.
      jobs: {
        redisUrl: config.REDIS_URL,
        worker: !config.REDIS_URL,
        smtpUrl,
        mailFrom,
        whatsApp,
        booksDigestHour: config.BOOKS_DIGEST_HOUR,
      },
      uiDir: config.UI_DIR ?? builtUiDir(),
    });
    return service.close;
  });
});
