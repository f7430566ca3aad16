import http from 'node:http';
import {
  ConfigError,
  createDb,
  createEventStore,
  createLogger,
  migrateToLatest,
  onShutdown,
  parseEnv,
} from '@gym/platform';
import { commandServiceMigrations } from './migrations';
import { commandEnvSchema } from './config';
import { createJobsRuntime } from './jobs/runtime';
import { optionsFromConfig } from './serviceOptions';

/** Services mode: the BullMQ worker for the background jobs, with GET /api/health on PORT. */
async function main() {
  const config = parseEnv(
    commandEnvSchema.extend({ PORT: commandEnvSchema.shape.PORT.default(3002) }),
  );
  const logger = createLogger({ level: config.LOG_LEVEL, name: 'jobs-worker' });
  if (!config.DATABASE_URL || !config.REDIS_URL)
    throw new ConfigError('DATABASE_URL and REDIS_URL must be set.');
  const options = optionsFromConfig(config);
  const db = createDb(config.DATABASE_URL);
  await migrateToLatest(db, ...commandServiceMigrations);
  const store = createEventStore({
    databaseUrl: config.DATABASE_URL,
    eventStoreUrl: config.EVENTSTORE_URL,
    logger,
  });
  const { notifier, runner } = createJobsRuntime({
    db,
    store,
    logger,
    timeZone: options.timeZone,
    gym: options.gym,
    smtpUrl: options.smtpUrl,
    mailFrom: options.mailFrom,
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
  onShutdown(logger, async () => {
    health.close();
    await runner.stop();
    notifier.close();
    await store.close();
    await db.destroy();
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
