import { commandEnvSchema, commandServiceMigrations } from '@gym/command-service';
import {
  ConfigError,
  createDb,
  createEventStore,
  createLogger,
  DataDirError,
  migrateToLatest,
  openDatabase,
  parseEnv,
} from '@gym/platform';
import { allProjectors, rebuildProjector } from '@gym/projection-service';

/**
 * `npm run rebuild [projector…]`: replays every event into fresh read-model tables and swaps them
 * in. Safe while the product runs: each swap waits for that projector's lock.
 */
async function main() {
  const config = parseEnv(commandEnvSchema);
  const logger = createLogger({ level: config.LOG_LEVEL, name: 'rebuild' });
  const names = process.argv.slice(2);
  const unknown = names.filter((n) => !allProjectors.some((p) => p.name === n));
  if (unknown.length)
    throw new ConfigError(
      `Unknown read model: ${unknown.join(', ')} (have: ${allProjectors.map((p) => p.name).join(', ')})`,
    );
  const database = await openDatabase(config, logger);
  const db = createDb(database.url);
  const store = createEventStore({
    databaseUrl: database.url,
    eventStoreUrl: config.EVENTSTORE_URL,
    logger,
  });
  try {
    await migrateToLatest(db, ...commandServiceMigrations);
    for (const projector of allProjectors.filter((p) => !names.length || names.includes(p.name))) {
      await rebuildProjector({ db, store, projector, logger });
    }
  } finally {
    await store.close();
    await db.destroy();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DataDirError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
