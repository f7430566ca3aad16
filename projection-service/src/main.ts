import http from 'node:http';
import { baseEnvSchema, bootProcess, platformMigrations, runMain } from '@gym/platform';
import { checkHealth, healthHttpStatus } from './health/health';
import { projectionMigrations } from './migrations';
import { allProjectors } from './readModels';
import { createProjectionRunner } from './runner/runner';

/**
 * Services mode: the projectors in their own process, with GET /api/health on PORT (as the
 * command service's: 503 while the database is down or a projector is failing, `degraded` while
 * a read model lags).
 */
runMain(async () => {
  const booted = await bootProcess({
    name: 'projection-service',
    envSchema: baseEnvSchema.extend({ PORT: baseEnvSchema.shape.PORT.default(3001) }),
    migrations: [platformMigrations, projectionMigrations],
    needs: { database: 'url', eventStore: true },
  });
  const { config, logger, db, store } = booted;
  await booted.serve(async () => {
    const runner = createProjectionRunner({ db, store, projectors: allProjectors, logger });
    await runner.start();

    const health = http.createServer((req, res) => {
      if (req.url !== '/api/health') {
        res.writeHead(404).end();
        return;
      }
      void checkHealth({ db, store, projectors: allProjectors, now: new Date() }).then((report) =>
        res
          .writeHead(healthHttpStatus(report), { 'content-type': 'application/json' })
          .end(JSON.stringify(report)),
      );
    });
    health.listen(config.PORT, config.HOST, () =>
      logger.info({ port: config.PORT }, 'projection service ready'),
    );
    return async () => {
      health.close();
      await runner.stop();
    };
  });
});
