import { ConfigError, PortInUseError, createLogger, onShutdown, parseEnv } from '@gym/platform';
import { commandEnvSchema } from './config';
import { optionsFromConfig } from './serviceOptions';
import { startCommandService } from './server';

/** Services mode: the HTTP edge alone, against DATABASE_URL (projections run in their own process). */
async function main() {
  const config = parseEnv(commandEnvSchema);
  const logger = createLogger({ level: config.LOG_LEVEL, name: 'command-service' });
  if (!config.DATABASE_URL)
    throw new ConfigError('DATABASE_URL must be set (or use `npm start` for the embedded mode).');
  const { smtpUrl, mailFrom, ...common } = optionsFromConfig(config);
  const service = await startCommandService({
    ...common,
    databaseUrl: config.DATABASE_URL,
    logger,
    runProjections: false,
    demoAccounts: config.DEMO_ACCOUNTS ?? false,
    // With Redis the worker process (npm run start:worker) runs the jobs; without it, this one.
    jobs: { redisUrl: config.REDIS_URL, worker: !config.REDIS_URL, smtpUrl, mailFrom },
    uiDir: config.UI_DIR ?? new URL('../../admin-ui/dist', import.meta.url).pathname,
  });
  onShutdown(logger, service.close);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof PortInUseError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
