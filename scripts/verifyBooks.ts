import type { BooksVerificationDto } from '@gym/contracts';
import {
  commandEnvSchema,
  commandServiceMigrations,
  verifyBooks,
  writeCanonicalLog,
} from '@gym/command-service';
import { bootProcess } from '@gym/platform';
import { UsageError, runScript } from './lib/runScript';

const USAGE =
  'Usage: npm run verify-books -- [--digest <digest you received>] [--seals-only] [--canonical-out <file>] [--json]';

function parseArgs(argv: readonly string[]) {
  const options: { digest?: string; canonicalOut?: string; json: boolean; sealsOnly: boolean } = {
    json: false,
    sealsOnly: false,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--json') options.json = true;
    else if (arg === '--seals-only') options.sealsOnly = true;
    else if (arg === '--digest' || arg === '--canonical-out') {
      const value = argv[(i += 1)];
      if (!value) throw new UsageError(USAGE);
      if (arg === '--digest') options.digest = value;
      else options.canonicalOut = value;
    } else throw new UsageError(USAGE);
  }
  return options;
}

/**
 * `npm run verify-books`: recomputes the books' chain from the log, names the first event that no
 * longer matches what was sealed, and checks a pasted digest; then (unless `--seals-only`) checks
 * the money read models against the log and names the rows that differ. Exit code 1 when anything
 * does not match. `--canonical-out` writes the canonical bytes (one event a line) for a
 * `sha256sum` beside it. With the embedded product running on DATA_DIR, it uses that database.
 */
async function main() {
  const options = parseArgs(process.argv.slice(2));
  const booted = await bootProcess({
    name: 'verify-books',
    envSchema: commandEnvSchema,
    migrations: commandServiceMigrations,
    needs: { database: 'embedded-or-url', eventStore: true, shareRunningEmbedded: true },
    defaultLogLevel: 'warn',
  });
  const { config, databaseUrl, store, db } = booted;
  const logOnPostgres = !config.EVENTSTORE_URL;
  const matches = await booted.run(async () => {
    if (options.canonicalOut) {
      if (!logOnPostgres) throw new UsageError('--canonical-out reads the PostgreSQL event store.');
      const started = performance.now();
      const written = await writeCanonicalLog(databaseUrl, options.canonicalOut);
      const seconds = (performance.now() - started) / 1000;
      process.stderr.write(
        `wrote ${written.events} events, ${written.bytes} canonical bytes to ${options.canonicalOut} in ${seconds.toFixed(1)} s\n`,
      );
    }
    const result = await verifyBooks({
      databaseUrl,
      store,
      logOnPostgres,
      digest: options.digest,
      readModels: options.sealsOnly ? null : db,
    });
    if (options.json) await print(`${JSON.stringify(result)}\n`);
    else await print(`${describe(result).join('\n')}\n`);
    return result.matches;
  });
  // Exit 1 when the books do not match (runScript would exit 0 when main ends).
  process.exit(matches ? 0 : 1);
}

/** What the operator reads: the seals' verdict and mismatches, then the read models'. */
function describe(result: BooksVerificationDto): string[] {
  const rate = result.seconds > 0 ? result.canonicalBytes / 1e6 / result.seconds : 0;
  const lines = [
    result.sealsMatch ? 'The books match their seals.' : 'THE BOOKS DO NOT MATCH THEIR SEALS.',
    `${result.eventsChecked} events checked against ${result.sealsChecked} seals (${result.unsealedEvents} not yet sealed) in ${result.seconds.toFixed(1)} s: ${rate.toFixed(1)} MB/s, ${Math.round(result.eventsChecked / Math.max(result.seconds, 0.001))} events/s`,
    ...result.mismatches.map((m) => `  ${m.kind}: ${m.message}`),
    ...(result.mismatchesCapped ? ['  … and more'] : []),
    ...(result.digest ? [result.digest.message] : []),
  ];
  const models = result.readModels;
  if (!models) return lines;
  const differingTables = models.tables.filter((t) => t.differingRows > 0).map((t) => t.table);
  return [
    ...lines,
    models.matches ? 'The read models match the log.' : 'THE READ MODELS DO NOT MATCH THE LOG.',
    `${models.rowsChecked} rows in ${models.tables.length} tables checked against a replay of the log, each up to its read model's last event, in ${models.seconds.toFixed(1)} s${models.matches ? '' : `: ${models.differingRows} differ (${differingTables.join(', ')})`}`,
    ...models.differences.map((d) => `  ${d.kind}: ${d.message}`),
    ...(models.differencesCapped
      ? [`  … and ${models.differingRows - models.differences.length} more rows`]
      : []),
    ...models.notChecked.map((n) => `  not checked: ${n.readModel} (${n.reason})`),
  ];
}

const print = (text: string) =>
  new Promise<void>((resolve) => process.stdout.write(text, () => resolve()));

runScript(main);
