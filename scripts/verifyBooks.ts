import {
  commandEnvSchema,
  commandServiceMigrations,
  verifyBooks,
  writeCanonicalLog,
} from '@gym/command-service';
import { bootProcess } from '@gym/platform';
import { UsageError, runScript } from './lib/runScript';

const USAGE =
  'Usage: npm run verify-books -- [--digest <digest you received>] [--canonical-out <file>] [--json]';

function parseArgs(argv: readonly string[]) {
  const options: { digest?: string; canonicalOut?: string; json: boolean } = { json: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--json') options.json = true;
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
 * longer matches what was sealed, and checks a pasted digest; exit code 1 when they do not match.
 * `--canonical-out` writes the canonical bytes (one event a line) for a `sha256sum` beside it.
 */
async function main() {
  const options = parseArgs(process.argv.slice(2));
  const booted = await bootProcess({
    name: 'verify-books',
    envSchema: commandEnvSchema,
    migrations: commandServiceMigrations,
    needs: { database: 'embedded-or-url', eventStore: true },
    defaultLogLevel: 'warn',
  });
  const { config, databaseUrl, store } = booted;
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
    const result = await verifyBooks({ databaseUrl, store, logOnPostgres, digest: options.digest });
    if (options.json) await print(`${JSON.stringify(result)}\n`);
    else {
      const rate = result.seconds > 0 ? result.canonicalBytes / 1e6 / result.seconds : 0;
      const lines = [
        result.matches ? 'The books match.' : 'THE BOOKS DO NOT MATCH.',
        `${result.eventsChecked} events checked against ${result.sealsChecked} seals (${result.unsealedEvents} not yet sealed) in ${result.seconds.toFixed(1)} s: ${rate.toFixed(1)} MB/s, ${Math.round(result.eventsChecked / Math.max(result.seconds, 0.001))} events/s`,
        ...result.mismatches.map((m) => `  ${m.kind}: ${m.message}`),
        ...(result.mismatchesCapped ? ['  … and more'] : []),
        ...(result.digest ? [result.digest.message] : []),
      ];
      await print(`${lines.join('\n')}\n`);
    }
    return result.matches;
  });
  // Exit 1 when the books do not match (runScript would exit 0 when main ends).
  process.exit(matches ? 0 : 1);
}

const print = (text: string) =>
  new Promise<void>((resolve) => process.stdout.write(text, () => resolve()));

runScript(main);
