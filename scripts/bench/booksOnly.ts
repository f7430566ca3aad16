import { commandServiceMigrations } from '@gym/command-service';
import { createDb, migrateToLatest } from '@gym/platform';
import { measureSealing, measureVerify } from './books';

/**
 * `BENCH_READS_DATABASE_URL=postgres://… npx tsx scripts/bench/booksOnly.ts`: on a seeded and
 * rebuilt database, the sealer over the whole log (from nothing), then verify-books beside
 * sha256sum over the same canonical bytes. The full bench does the same in its seeded phase.
 */
async function main() {
  const url = process.env.BENCH_READS_DATABASE_URL;
  if (!url) throw new Error('set BENCH_READS_DATABASE_URL to a seeded, rebuilt database');
  const db = createDb(url);
  await migrateToLatest(db, ...commandServiceMigrations).finally(() => db.destroy());
  const sealing = await measureSealing(url);
  console.log(
    `sealing: ${sealing.events} events in ${sealing.seconds.toFixed(1)} s, ${Math.round(sealing.perSecond)} events/s`,
  );
  const verify = await measureVerify(url);
  const mb = (n: number) => (n / 1e6).toFixed(1);
  console.log(
    `verify-books: ${verify.events} events, ${mb(verify.bytes)} MB in ${verify.seconds.toFixed(1)} s, ${mb(verify.perSecond)} MB/s; ` +
      `sha256sum: ${mb(verify.sha256sum.bytes)} MB in ${verify.sha256sum.seconds.toFixed(1)} s, ${mb(verify.sha256sum.perSecond)} MB/s; ` +
      `ratio ${((100 * verify.perSecond) / verify.sha256sum.perSecond).toFixed(1)} %`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
