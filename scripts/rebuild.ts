import { commandEnvSchema, commandServiceMigrations } from '@gym/command-service';
import { ConfigError, bootProcess, runMain } from '@gym/platform';
import { allProjectors, rebuildProjector } from '@gym/projection-service';

/**
 * `npm run rebuild [projector…]`: replays every event into fresh read-model tables and swaps them
 * in. Safe while the product runs: each swap waits for that projector's lock.
 */
async function main() {
  const names = process.argv.slice(2);
  const unknown = names.filter((n) => !allProjectors.some((p) => p.name === n));
  if (unknown.length)
    throw new ConfigError(
      `Unknown read model: ${unknown.join(', ')} (have: ${allProjectors.map((p) => p.name).join(', ')})`,
    );
  const booted = await bootProcess({
    name: 'rebuild',
    envSchema: commandEnvSchema,
    migrations: commandServiceMigrations,
    needs: { database: 'embedded-or-url', eventStore: true },
  });
  const { logger, db, store } = booted;
  await booted.run(async () => {
    for (const projector of allProjectors.filter((p) => !names.length || names.includes(p.name))) {
      await rebuildProjector({ db, store, projector, logger });
    }
  });
}

runMain(main);
