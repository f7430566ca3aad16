import http from 'node:http';
import {
  ConfigError,
  baseEnvSchema,
  createDb,
  createEventStore,
  createLogger,
  migrateToLatest,
  onShutdown,
  parseEnv,
  platformMigrations,
} from '@gym/platform';
import { checkHealth, healthHttpStatus } from './health/health';
import { projectionMigrations } from './migrations';
import { allProjectors } from './readModels';
import { createProjectionRunner } from './runner/runner';

/**
 * Services mode: the projectors in their own process, with GET /api/health on PORT (503 while
 * the database is down or a projector is failing, as the command service's).
 */
async function main() {
  const config = parseEnv(baseEnvSchema.extend({ PORT: baseEnvSchema.shape.PORT.default(3001) }));
  const logger = createLogger({ level: config.LOG_LEVEL, name: 'projection-service' });
  if (!config.DATABASE_URL) throw new ConfigError('DATABASE_URL must be set.');
  const db = createDb(config.DATABASE_URL);
  await migrateToLatest(db, platformMigrations, projectionMigrations);
  const store = createEventStore({
    databaseUrl: config.DATABASE_URL,
    eventStoreUrl: config.EVENTSTORE_URL,
    logger,
  });
  const runner = createProjectionRunner({ db, store, projectors: allProjectors, logger });
  await runner.start();

  const health = http.createServer((req, res) => {
    if (req.url !== '/api/health') {
      res.writeHead(404).end();
      return;
    }
    void checkHealth(db).then((report) =>
      res
        .writeHead(healthHttpStatus(report), { 'content-type': 'application/json' })
        .end(JSON.stringify(report)),
    );
  });
  health.listen(config.PORT, config.HOST, () =>
    logger.info({ port: config.PORT }, 'projection service ready'),
  );

  onShutdown(logger, async () => {
    health.close();
    await runner.stop();
    await store.close();
    await db.destroy();
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
