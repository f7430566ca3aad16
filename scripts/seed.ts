import { parseArgs } from 'node:util';
import {
  catchUpReceiptNumbers,
  commandEnvSchema,
  commandServiceMigrations,
} from '@gym/command-service';
import { bootProcess, runMain } from '@gym/platform';
import { SeedError, formatProgress, seedHistory, validateSeedOptions } from './seed/index';

const USAGE =
  'usage: npm run seed -- [--members 1000] [--payments 10000] [--years 3] [--seed 1] [--today YYYY-MM-DD] [--current-year-only] [--concurrency 8] [--branches 1]';

function wholeNumber(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  if (!/^\d{1,16}$/.test(text))
    throw new SeedError(`--${name} must be a whole number (got "${text}")`);
  return Number(text);
}

function parseOptions(argv: string[]) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        members: { type: 'string' },
        payments: { type: 'string' },
        years: { type: 'string' },
        seed: { type: 'string' },
        today: { type: 'string' },
        'current-year-only': { type: 'boolean' },
        concurrency: { type: 'string' },
        branches: { type: 'string' },
        help: { type: 'boolean' },
      },
    }));
  } catch (error) {
    throw new SeedError(`${(error as Error).message}; ${USAGE}`);
  }
  if (values.help) throw new SeedError(USAGE);
  const members = wholeNumber('members', values.members, 1000);
  return {
    members,
    payments: wholeNumber('payments', values.payments, members * 10),
    years: wholeNumber('years', values.years, 3),
    randomSeed: wholeNumber('seed', values.seed, 1),
    today: values.today,
    currentYearOnly: values['current-year-only'] ?? false,
    concurrency: wholeNumber('concurrency', values.concurrency, 8),
    branches: wholeNumber('branches', values.branches, 1),
  };
}

/**
 * `npm run seed -- --members 100000 --payments 1000000`: appends a realistic gym history to the
 * event store of DATABASE_URL (or EVENTSTORE_URL), or of the embedded database on DATA_DIR.
 * Progress goes to stderr; the last line on stdout sums it up.
 */
async function main() {
  const options = parseOptions(process.argv.slice(2));
  validateSeedOptions(options);
  const booted = await bootProcess({
    name: 'seed',
    envSchema: commandEnvSchema,
    migrations: commandServiceMigrations,
    needs: { database: 'embedded-or-url', eventStore: true },
    defaultLogLevel: 'warn',
  });
  const { config, logger, databaseUrl, db, store } = booted;
  await booted.run(async () => {
    const summary = await seedHistory({
      ...options,
      store,
      timeZone: config.GYM_TIME_ZONE,
      onProgress: (p) => process.stderr.write(`seed: ${formatProgress(p)}\n`),
    });
    const rate = Math.round(summary.events / summary.seconds).toLocaleString('en-US');
    const numbering = performance.now();
    if (summary.lastPosition) {
      process.stderr.write('seed: numbering the receipts\n');
      await catchUpReceiptNumbers({
        db,
        store,
        connectionString: databaseUrl,
        logger,
        until: summary.lastPosition,
      });
    }
    const numberedIn = (performance.now() - numbering) / 1000;
    // Without autovacuum nothing else gathers statistics: a fresh load would plan as if empty.
    process.stderr.write('seed: analyzing the tables\n');
    await db.raw('analyze');
    console.log(
      `seeded ${summary.events} events in ${summary.appends} appends (${summary.members} members, ${summary.memberships} memberships, ${summary.payments} payments) in ${summary.seconds.toFixed(1)} s: ${rate} events/s; receipts numbered in ${numberedIn.toFixed(1)} s`,
    );
  });
}

runMain(main, {
  known: [SeedError],
  format: (message) => `seed: ${message.replace(/\s*\n\s*/g, ' ')}`,
});
