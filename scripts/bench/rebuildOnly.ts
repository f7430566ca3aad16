import { progress } from './log';
import { measureRawInsert, measureRebuild } from './rebuild';

/**
 * `tsx scripts/bench/rebuildOnly.ts`: on DATABASE_URL's seeded history, the rebuild of every read
 * model beside a raw batch INSERT of the same rows, measured in the same run (issue 15).
 */
async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required');
  const raw = await measureRawInsert(url);
  progress(`raw insert: ${raw.rows} rows, ${Math.round(raw.perSecond)} rows/s`);
  const rebuild = await measureRebuild(url);
  const share = (100 * rebuild.perSecond) / raw.perSecond;
  console.log(
    JSON.stringify({
      events: rebuild.events,
      seconds: Number(rebuild.seconds.toFixed(2)),
      eventsPerSecond: Math.round(rebuild.perSecond),
      microsecondsPerEvent: Number(((1e6 * rebuild.seconds) / rebuild.events).toFixed(1)),
      rawRowsPerSecond: Math.round(raw.perSecond),
      percentOfRaw: Number(share.toFixed(1)),
      applySeconds: rebuild.applySeconds,
    }),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
