import http from 'node:http';
import { ConfigError, bootProcess, runMain } from '@gym/platform';
import { commandEnvSchema } from './config';
import { createJobsRuntime } from './jobs/runtime';
import { commandServiceMigrations } from './migrations';
import { optionsFromConfig } from './serviceOptions';

/** Services mode: the BullMQ worker for the background jobs, with GET /api/health on PORT. */
runMain(async () => {
  const booted = await bootProcess({
    name: 'jobs-worker',
    envSchema: commandEnvSchema.extend({ PORT: commandEnvSchema.shape.PORT.default(3002) }),
    migrations: commandServiceMigrations,
    needs: { database: 'url', eventStore: true },
    missingDatabaseUrl: 'DATABASE_URL and REDIS_URL must be set.',
    check: (config) => {
      if (!config.REDIS_URL) throw new ConfigError('DATABASE_URL and REDIS_URL must be set.');
    },
  });
  const { config, logger, db, store } = booted;
  await booted.serve(async () => {
    const options = optionsFromConfig(config);
    const { notifier, runner } = createJobsRuntime({
      db,
      store,
      logger,
      timeZone: options.timeZone,
      gym: options.gym,
      publicUrl: () => options.publicUrl,
      smtpUrl: options.smtpUrl,
      mailFrom: options.mailFrom,
      whatsApp: options.whatsApp,
      booksDigestHour: config.BOOKS_DIGEST_HOUR,
      redisUrl: config.REDIS_URL,
      worker: true,
    });
    await runner.start();
    const health = http.createServer((req, res) => {
      const ok = req.url === '/api/health';
      res
        .writeHead(ok ? 200 : 404, { 'content-type': 'application/json' })
        .end(ok ? '{"status":"ok"}' : '{}');
    });
    health.listen(config.PORT, config.HOST, () =>
      logger.info({ port: config.PORT }, 'jobs worker ready'),
    );
    return async () => {
      health.close();
      await runner.stop();
      notifier.close();
    };
  });
});
