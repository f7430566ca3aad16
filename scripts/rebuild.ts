import { commandEnvSchema, commandServiceMigrations } from '@gym/command-service';
import { ConfigError, bootProcess, runMain } from '@gym/platform';
import { allProjectors, formatRebuildProgress, rebuildProjectors } from '@gym/projection-service';

/**
 * `npm run rebuild [projector…]`: replays every event, in one pass over the log, into fresh
 * read-model tables and swaps them in; progress (events/s, time left) goes to stderr. Safe while the product runs: each swap waits for that projector's lock.
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
    // Only the PostgreSQL store's table can say how long the log is (for the time left).
    const totalEvents = (await db.schema.hasTable('events'))
      ? Number((await db('events').count<{ count: string }[]>('* as count'))[0]?.count ?? 0)
      : null;
    await rebuildProjectors({
      db,
      store,
      logger,
      projectors: allProjectors.filter((p) => !names.length || names.includes(p.name)),
      totalEvents,
      onProgress: (p) => process.stderr.write(`${formatRebuildProgress(p)}\n`),
    });
  });
}

runMain(main);
