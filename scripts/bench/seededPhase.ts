import type http from 'node:http';
import { createDb, createPostgresEventStore, migrateToLatest } from '@gym/platform';
import { commandServiceMigrations } from '@gym/command-service';
import { signedInClients, type BrowserClient } from './client';
import { createScratchDatabase } from './database';
import { membershipsPerClient } from './fixtures';
import type { EmptyPhase } from './emptyPhase';
import { progress } from './log';
import type { BenchOptions } from './options';
import { sequentialPayments } from './payments';
import { listRead, measureReads, oneRead } from './reads';
import { measureRawInsert, measureRebuild } from './rebuild';
import { latencyFigure, loadNotes, type Report } from './report';
import { seedHistory } from './seed';
import { chainThroughput, oneBranchReads } from './branches';
import { measureSealing, measureVerify } from './books';
import { startServerProcess } from './server';
import { page, uiReads } from './uiReads';
import { isReceiptRead, longestReceipt, longestReceiptReads, receiptRow } from './receiptReads';
import { bytes, formatNumber, median, ms } from './stats';
import { met, percent, times } from './table';

/**
 * On a database with the seeded history: the rebuild (server stopped) beside a raw insert of the
 * same rows; then, on a fresh server, the latency of a payment with the year's million payments
 * before it, the UI reads at that scale, and the server's memory.
 */
export async function seededDatabasePhase(
  options: BenchOptions,
  agent: http.Agent,
  report: Report,
  empty: EmptyPhase,
): Promise<void> {
  const database = await createScratchDatabase('seeded');
  try {
    const db = createDb(database.url);
    await migrateToLatest(db, ...commandServiceMigrations);
    const store = createPostgresEventStore({ connectionString: database.url, poolMax: 8 });
    progress(`seeding ${options.members} members and ${options.payments} payments`);
    const seed = await seedHistory({
      store,
      db,
      connectionString: database.url,
      members: options.members,
      payments: options.payments,
      randomSeed: options.randomSeed,
      branches: options.branches,
      onProgress: progress,
    }).finally(() => Promise.all([store.close(), db.destroy()]));
    progress(`seeded ${seed.events} events in ${seed.seconds.toFixed(1)} s (${seed.source})`);
    report.context.push(
      `History: ${formatNumber(seed.events)} events (${formatNumber(seed.payments)} payments, current financial year, ${options.branches} branches) written by ${seed.source} in ${seed.seconds.toFixed(0)} s (${formatNumber(Math.round(seed.events / seed.seconds))} events/s); receipts numbered in ${seed.numberingSeconds.toFixed(0)} s`,
    );

    try {
      progress('rebuild of every read model');
      const rebuild = await measureRebuild(database.url);
      progress('raw batch insert of the same rows');
      const raw = await measureRawInsert(database.url);
      report.add('rebuild', {
        name: `Rebuild, ${formatNumber(rebuild.events)} events, every projector`,
        figure: `${formatNumber(rebuild.perSecond)} events/s (${rebuild.seconds.toFixed(1)} s)`,
        baseline: `raw INSERT ${formatNumber(raw.perSecond)} rows/s`,
        ratio: percent(rebuild.perSecond, raw.perSecond),
        target: '≥ 25 % of raw insert',
        result: met(rebuild.perSecond >= 0.25 * raw.perSecond),
        notes:
          'one pass; applying: ' +
          Object.entries(rebuild.applySeconds)
            .map(([name, s]) => `${name} ${s.toFixed(1)} s`)
            .join(', ') +
          `; raw: ${raw.rows} rows, 1,000 per INSERT, ${raw.insertSeconds.toFixed(1)} s (+${raw.readSeconds.toFixed(1)} s reading)`,
      });
    } catch (error) {
      report.failed('rebuild', 'Rebuild of the seeded history', error, '≥ 25 % of raw insert');
      throw error;
    }

    await booksFigures(database.url, report, empty);

    let server = await startServerProcess(database.url);
    try {
      const idle = await server.memory();
      report.add('memory', {
        name: 'Server RSS, idle (seeded database)',
        figure: bytes(idle.rss),
        baseline: empty.idle ? `empty database ${bytes(empty.idle.rss)}` : '—',
        ratio: empty.idle ? times(idle.rss, empty.idle.rss) : '—',
        target: '',
        result: 'info',
        notes: `heap ${bytes(idle.heapUsed)}`,
      });
      let clients = await signedInClients(server.url, agent, options.clients);
      // The same warm-up as before the first payments of the year, so the two compare.
      const warmUp = () => membershipsPerClient(clients, 4, 'warm').then(() => undefined);
      if (!(await millionthPayment(clients[0]!, warmUp, options, report, empty))) {
        progress('restarting the server: the payments did not answer in time');
        await server.stop();
        server = await startServerProcess(database.url);
        clients = await signedInClients(server.url, agent, options.clients);
      }

      const readOptions = { requests: options.requests, warmup: 2, maxMs: 60_000 };
      const [user] = await measureReads(
        clients,
        [oneRead('GET /api/user', '/api/user')],
        readOptions,
      );
      const userLatency = user!.load.latency;
      const select = empty.baselines?.select.latency;
      report.add('reads', {
        name: `Baseline: GET /api/user (signed in), ${options.clients} clients`,
        figure: latencyFigure(user!.load),
        baseline: select ? `PK SELECT p50 ${ms(select.p50)}, p99 ${ms(select.p99)}` : '—',
        ratio: select ? times(userLatency.p99, select.p99) : '—',
        target: '',
        result: user!.load.errors ? 'failed' : 'info',
        notes: loadNotes(user!.load),
      });

      const longest = await longestReceipt(database.url);
      const results = await measureReads(
        clients,
        [...(await uiReads(clients[0]!)), ...(longest ? longestReceiptReads(longest) : [])],
        readOptions,
      );
      for (const r of results) {
        const size = `${r.items} item${r.items === 1 ? '' : 's'}${r.total !== undefined ? ` of ${r.total}` : ''}, ${bytes(r.bytes)}`;
        report.add('reads', {
          name: `UI read: ${r.spec.name}`,
          figure: latencyFigure(r.load),
          baseline: `/api/user p99 ${ms(userLatency.p99)}`,
          ratio: times(r.load.latency.p99, userLatency.p99),
          target: 'p99 ≤ 50 ms',
          result: r.load.errors || r.load.ops === 0 ? 'failed' : met(r.load.latency.p99 <= 50),
          notes: [size, ...r.flags.map((f) => `⚠ ${f}`), loadNotes(r.load)].join('; '),
        });
        if (isReceiptRead(r)) report.add('reads', receiptRow(r, userLatency.p50));
        if (r.spec.name === 'receipt PDF') {
          report.add('reads', {
            name: 'Receipt PDF, warm',
            figure: `p50 ${ms(r.load.latency.p50)}`,
            baseline: `/api/user p50 ${ms(userLatency.p50)}`,
            ratio: times(r.load.latency.p50, userLatency.p50),
            target: 'p50 ≤ 10 ms',
            result: r.load.ops === 0 ? 'failed' : met(r.load.latency.p50 <= 10),
            notes: `after ${readOptions.warmup * options.clients} warm-up requests, ${options.clients} clients`,
          });
        }
      }

      try {
        await oneBranchReads(
          clients,
          { requests: options.requests, userP99: userLatency.p99 },
          report,
        );
      } catch (error) {
        report.failed('reads', 'UI reads, one branch of the chain', error);
      }
      try {
        await chainThroughput(
          clients,
          { seconds: options.seconds, perClient: options.quick ? 20 : 60 },
          report,
        );
      } catch (error) {
        report.failed('payments', 'Throughput, one branch vs the chain', error);
      }

      const after = await server.memory();
      report.add('memory', {
        name: 'Server RSS, after the UI-read load',
        figure: `${bytes(after.rss)} (peak ${bytes(after.maxRss)})`,
        baseline: `idle ${bytes(idle.rss)}`,
        ratio: times(after.rss, idle.rss),
        target: '',
        result: 'info',
        notes: `heap ${bytes(after.heapUsed)}; peak over the server process's life`,
      });
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

/** Picks a seeded membership that still owes, warms the server up, then pays into it. */
async function millionthPayment(
  client: BrowserClient,
  warmUp: () => Promise<void>,
  options: BenchOptions,
  report: Report,
  empty: EmptyPhase,
): Promise<boolean> {
  const name = 'Payment latency, the seeded year’s payments before it';
  try {
    const payments = await page(
      client,
      listRead('', 'payments/all', { page: 1, perPage: 100, sort: ['paymentDate', 'ASC'] }),
    );
    // Seeded payments get numbers only once the numbering process exists (scripts/seed says so).
    const numberedSeed = payments.rows.filter((r) => typeof r.receiptNumber === 'string').length;
    const owing = await page(
      client,
      listRead('', 'memberships', {
        page: 1,
        perPage: 100,
        sort: ['remainingAmount', 'DESC'],
        filter: { outstanding: true },
      }),
    );
    const target = owing.rows.find((r) => Number(r.remainingAmount) >= options.sequential);
    if (!target || typeof target.id !== 'string')
      throw new Error('no seeded membership owes enough for the payments');
    await warmUp();
    progress(`payments after ${payments.total} prior payments: ${options.sequential} in a row`);
    const { samples, numbered } = await sequentialPayments(
      client,
      target.id,
      options.sequential,
      120_000,
    );
    const latency = median(samples);
    const first = empty.firstPaymentMs;
    report.add('scale', {
      name: `Payment latency, ${formatNumber(payments.total)} prior payments in the year`,
      figure: `median ${ms(latency)}`,
      baseline: first ? `0 prior: median ${ms(first)}` : '—',
      ratio: first ? times(latency, first) : '—',
      target: '≤ 1.2× the first',
      result: first ? met(latency <= 1.2 * first) : 'failed',
      notes: `median of ${samples.length} sequential payments into a seeded membership, after the same warm-up; ${numbered} answered with a receipt number; ${numberedSeed} of the ${payments.rows.length} oldest seeded payments have one`,
    });
    return true;
  } catch (error) {
    report.failed('scale', name, error, '≤ 1.2× the first');
    return false;
  }
}

/**
 * The seals (issue 25), server stopped: the sealer over the whole seeded log from nothing (as
 * after downtime) beside the log's growth at the 16-client payment rate (a payment and its
 * receipt number: 2 events), then verify-books beside sha256sum over the same canonical bytes.
 */
async function booksFigures(databaseUrl: string, report: Report, empty: EmptyPhase) {
  try {
    progress('sealing the seeded log');
    const sealing = await measureSealing(databaseUrl);
    const growth = empty.paymentsPerSecond ? 2 * empty.paymentsPerSecond : undefined;
    report.add('books', {
      name: `Sealing, ${formatNumber(sealing.events)} events from the last seal (none)`,
      figure: `${formatNumber(Math.round(sealing.perSecond))} events/s (${sealing.seconds.toFixed(1)} s)`,
      baseline: growth ? `log growth ${formatNumber(Math.round(growth))} events/s` : '—',
      ratio: growth ? times(sealing.perSecond, growth) : '—',
      target: 'keeps up (≥ 1×)',
      result: growth ? met(sealing.perSecond >= growth) : 'info',
      notes:
        'the book-sealer reactor in this process; log growth: RecordPayment at 16 clients × 2 events',
    });
  } catch (error) {
    report.failed('books', 'Sealing the seeded log', error, 'keeps up (≥ 1×)');
  }
  try {
    progress('verify-books beside sha256sum');
    const verify = await measureVerify(databaseUrl);
    const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB/s`;
    report.add('books', {
      name: `verify-books, ${formatNumber(verify.events)} events (${formatNumber(Math.round(verify.bytes / 1e6))} MB canonical)`,
      figure: `${mb(verify.perSecond)} (${verify.seconds.toFixed(1)} s)`,
      baseline: `sha256sum ${mb(verify.sha256sum.perSecond)}`,
      ratio: percent(verify.perSecond, verify.sha256sum.perSecond),
      target: '≥ 25 % of sha256sum',
      result: met(verify.perSecond >= 0.25 * verify.sha256sum.perSecond),
      notes: `sha256sum over the same bytes written to a file (${verify.sha256sum.seconds.toFixed(1)} s)`,
    });
  } catch (error) {
    report.failed('books', 'verify-books over the seeded log', error, '≥ 25 % of sha256sum');
  }
}
