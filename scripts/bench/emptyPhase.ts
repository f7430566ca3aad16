import type http from 'node:http';
import { measureBaselines, type Baselines } from './baselines';
import { signedInClients } from './client';
import { createScratchDatabase } from './database';
import { createMember, createMembership, createPlan, membershipsPerClient } from './fixtures';
import { measureProjectionLag } from './lag';
import { progress } from './log';
import type { BenchOptions } from './options';
import { paymentLoad, sequentialPayments } from './payments';
import { loadNotes, rateFigure, type Report } from './report';
import { startServerProcess, type ServerMemory } from './server';
import { bytes, formatNumber, median, ms } from './stats';
import { met, percent, times } from './table';

export interface EmptyPhase {
  baselines?: Baselines;
  /** Median latency of the first payments of the year (the yardstick of the millionth). */
  firstPaymentMs?: number;
  idle?: ServerMemory;
  /** RecordPayment over HTTP at the bench's clients: payments/s (the log's growth at full load). */
  paymentsPerSecond?: number;
}

/**
 * On an empty database: the PostgreSQL baselines, the first payments of the year, RecordPayment
 * over HTTP at 1 and 16 clients, and the projection lag at half that load.
 */
export async function emptyDatabasePhase(
  options: BenchOptions,
  agent: http.Agent,
  report: Report,
): Promise<EmptyPhase> {
  const out: EmptyPhase = {};
  const database = await createScratchDatabase('empty');
  const server = await startServerProcess(database.url);
  try {
    out.idle = await server.memory();
    report.add('memory', {
      name: 'Server RSS, idle (empty database)',
      figure: bytes(out.idle.rss),
      baseline: '—',
      ratio: '—',
      target: '',
      result: 'info',
      notes: `heap ${bytes(out.idle.heapUsed)}`,
    });

    const baselines = await measureBaselines(database.url, {
      clients: options.clients,
      durationMs: options.seconds * 1000,
    });
    out.baselines = baselines;
    const { append } = baselines;
    for (const [name, load] of [
      ['raw single-row INSERT', baselines.insert],
      ['expected-version append (BEGIN; max; INSERT; COMMIT)', append],
      ['primary-key SELECT', baselines.select],
    ] as const) {
      report.add('baseline', {
        name: `Baseline: ${name}, ${options.clients} clients`,
        figure: rateFigure(load),
        baseline: '(baseline)',
        ratio: '—',
        target: '',
        result: load.errors ? 'failed' : 'info',
        notes: loadNotes(load),
      });
    }

    const clients = await signedInClients(server.url, agent, options.clients);
    const admin = clients[0]!;

    progress('creating memberships for the payment load');
    const memberships = await membershipsPerClient(clients, 4, 'load');

    // After the same warm-up (sign-ins, these members and memberships) as the seeded-year payments.
    progress(`first payments of the year: ${options.sequential} one after another`);
    try {
      const plan = await createPlan(admin, 'Bench first payments');
      const membership = await createMembership(admin, await createMember(admin, 'first'), plan);
      const first = await sequentialPayments(admin, membership, options.sequential, 60_000);
      out.firstPaymentMs = median(first.samples);
      report.add('scale', {
        name: 'Payment latency, 0 prior payments in the year',
        figure: `median ${ms(out.firstPaymentMs)} (the very first: ${ms(first.samples[0]!)})`,
        baseline: `append p50 ${ms(append.latency.p50)}`,
        ratio: times(out.firstPaymentMs, append.latency.p50),
        target: '',
        result: 'info',
        notes: `median of ${first.samples.length} sequential payments, payments 1–${first.samples.length} of the year; ${first.numbered} answered with a receipt number`,
      });
    } catch (error) {
      report.failed('scale', 'Payment latency, 0 prior payments in the year', error);
    }

    let rate16: number | undefined;
    for (const n of [1, options.clients]) {
      const name = `RecordPayment over HTTP, ${n} client${n > 1 ? 's' : ''}`;
      progress(`${name}, ${options.seconds} s`);
      try {
        const { load, numbered } = await paymentLoad(clients.slice(0, n), memberships, {
          durationMs: options.seconds * 1000,
          maxOpsPerClient: 100_000,
        });
        if (n > 1) rate16 = out.paymentsPerSecond = load.perSecond;
        const ratio = load.perSecond / append.perSecond;
        const target = n > 1 ? '≥ 10 % of append, p99 ≤ 50 ms' : '';
        report.add('payments', {
          name,
          figure: rateFigure(load),
          baseline: `append ${formatNumber(append.perSecond)}/s`,
          ratio: percent(load.perSecond, append.perSecond),
          target,
          result:
            load.ops === 0
              ? 'failed'
              : n > 1
                ? met(ratio >= 0.1 && load.latency.p99 <= 50)
                : 'info',
          notes: `${numbered}/${load.ops} answers had a receipt number; ${loadNotes(load)}`,
        });
      } catch (error) {
        report.failed('payments', name, error);
      }
    }

    const rate = rate16 ? rate16 / 2 : 10;
    progress(`projection lag at ${rate.toFixed(1)} payments/s for ${options.lagSeconds} s`);
    try {
      const lag = await measureProjectionLag(database.url, memberships.flat(), {
        ratePerSecond: rate,
        durationMs: options.lagSeconds * 1000,
        windowMs: 10_000,
      });
      const grows = lag.last.p50 > 2 * lag.first.p50 + 5;
      report.add('lag', {
        name: `Projection lag, commit → every read model, at ${formatNumber(rate)}/s`,
        figure: `p50 ${ms(lag.lag.p50)}, p99 ${ms(lag.lag.p99)}`,
        baseline: `append p50 ${ms(append.latency.p50)}`,
        ratio: times(lag.lag.p50, append.latency.p50),
        target: 'does not grow',
        result: lag.timedOut || lag.lag.count === 0 ? 'failed' : met(!grows),
        notes:
          `p50 first ${formatNumber(lag.windowSeconds)} s ${ms(lag.first.p50)} → last ${formatNumber(lag.windowSeconds)} s ${ms(lag.last.p50)}` +
          ` (${grows ? 'grows' : 'steady'}); ${lag.appended} events in ${lag.seconds} s` +
          (rate16 ? ' (half the 16-client payment rate)' : ' (16-client rate unknown: 10/s)') +
          (lag.skipped ? `; ${lag.skipped} not sent (fell behind)` : '') +
          (lag.timedOut ? `; ${lag.timedOut} not seen in 60 s` : '') +
          `; max ${ms(lag.lag.max)}`,
      });
    } catch (error) {
      report.failed('lag', 'Projection lag, commit → every read model', error);
    }
    return out;
  } finally {
    await server.stop();
    await database.drop();
  }
}
