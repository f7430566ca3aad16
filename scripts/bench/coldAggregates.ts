import { DEFAULT_TIME_ZONE, calendarDateIn, defaultReportRange } from '@gym/contracts';
import { createDb } from '@gym/platform';
import {
  balancesAsOf,
  dashboardStats,
  duesAgeing,
  membersReport,
  revenueByMethod,
  revenueByMonth,
  visitsPerDay,
} from '@gym/projection-service';
import type { Knex } from 'knex';
import { median } from './stats';

/**
 * `BENCH_READS_DATABASE_URL=postgres://… npx tsx scripts/bench/coldAggregates.ts [runs]`: what the
 * dashboard's figures and each report cost the first time after a write, when nothing is kept
 * (the server keeps each answer until a projector's checkpoint moves). One caller; each run on a
 * fresh connection pool, so nothing is kept between runs; the median of `runs` after one warm-up.
 */
async function main() {
  const url = process.env.BENCH_READS_DATABASE_URL;
  if (!url) throw new Error('set BENCH_READS_DATABASE_URL to a seeded, projected database');
  const runs = Number(process.argv[2] ?? 5);
  const today = calendarDateIn(DEFAULT_TIME_ZONE, new Date());
  const range = defaultReportRange(today);
  const reads: [string, (db: Knex) => Promise<unknown>][] = [
    [
      'baseline: the first member, along the primary key',
      (db) => db('members').orderBy('id').first(),
    ],
    ['dashboard stats', (db) => dashboardStats(db, null, today)],
    ['revenue by month (12 months)', (db) => revenueByMonth(db, null, range)],
    ['revenue by method (12 months)', (db) => revenueByMethod(db, null, range)],
    ['dues ageing', (db) => duesAgeing(db, null, today)],
    ['members per month (12 months)', (db) => membersReport(db, null, range)],
    ['visits per day (12 months)', (db) => visitsPerDay(db, null, range)],
    ['balances as of today', (db) => balancesAsOf(db, null, today, DEFAULT_TIME_ZONE)],
  ];
  console.log('| computed afresh, one caller | median |\n|---|---|');
  for (const [name, read] of reads) {
    const samples: number[] = [];
    for (let run = 0; run <= runs; run++) {
      const db = createDb(url);
      await db.raw('select 1');
      const start = performance.now();
      await read(db);
      if (run > 0) samples.push(performance.now() - start);
      await db.destroy();
    }
    console.log(`| ${name} | ${median(samples).toFixed(1)} ms |`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
