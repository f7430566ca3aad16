import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '@gym/platform';
import { nextRunAt } from './cron';
import { createInProcessRunner, type InProcessRunner } from './inProcessRunner';
import { deferred, recordingJob } from './testing';
import { HandedBack, RetryLater, type JobDefinition } from './types';

const logger = createLogger({ level: 'silent' });
const retry = { attempts: 3, backoffMs: 1 };
let runner: InProcessRunner | undefined;

function start(definitions: JobDefinition[], now?: () => Date, stopGraceMs?: number) {
  runner = createInProcessRunner({
    definitions,
    logger,
    timeZone: 'Asia/Kolkata',
    retry,
    now,
    stopGraceMs,
  });
  return runner;
}

/** Resolves when `signal` is aborted. */
const aborted = (signal: AbortSignal | undefined) =>
  new Promise<void>((resolve) => signal?.addEventListener('abort', () => resolve()));

afterEach(async () => {
  await runner?.stop();
  runner = undefined;
});

describe('nextRunAt', () => {
  it('reads the cron pattern in the gym time zone', () => {
    const after = new Date('2026-01-01T00:00:00Z');
    expect(nextRunAt('0 6 * * *', 'Asia/Kolkata', after).toISOString()).toBe(
      '2026-01-01T00:30:00.000Z',
    );
    expect(nextRunAt('5 0 * * *', 'Asia/Kolkata', after).toISOString()).toBe(
      '2026-01-01T18:35:00.000Z',
    );
  });
});

describe('in-process job runner', () => {
  it('logs an expected retry (RetryLater) at debug, not as a failed job', async () => {
    const lines: { level: number; msg: string }[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(
          ...chunk
            .toString()
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line)),
        );
        done();
      },
    });
    const job = recordingJob('send-receipt', async (_payload, run) => {
      if (run < 3) throw new RetryLater('receipt not ready yet');
    });
    runner = createInProcessRunner({
      definitions: [job.definition],
      logger: createLogger({ level: 'debug', format: 'json', destination }),
      timeZone: 'Asia/Kolkata',
      retry,
    });
    await runner.start();
    await runner.enqueue('send-receipt', { paymentId: 'p1' });
    await runner.idle();
    expect(job.runs).toHaveLength(3);
    expect(lines.filter((line) => line.level >= 40)).toEqual([]);
    expect(lines.filter((line) => line.msg === 'job will retry')).toHaveLength(2);
  });

  it('runs start-up jobs once at start, with the clock it was given', async () => {
    const now = new Date('2026-03-01T10:00:00Z');
    let seenNow: Date | undefined;
    const job = recordingJob(
      'expire-memberships',
      async (_p, _n, ctx) => {
        seenNow = ctx.now;
      },
      { runAtStartup: true },
    );
    const other = recordingJob('payment-reminders');
    const r = start([job.definition, other.definition], () => now);
    await r.start();
    await r.idle();
    expect(job.runs).toHaveLength(1);
    expect(other.runs).toHaveLength(0);
    expect(seenNow).toBe(now);
  });

  it('runs an enqueued job in the background and retries it until it succeeds', async () => {
    const gate = deferred();
    const job = recordingJob('send-receipt', async (_payload, run) => {
      if (run === 1) await gate.promise;
      if (run < 3) throw new Error(`attempt ${run} failed`);
    });
    const r = start([job.definition]);
    await r.start();
    // enqueue returns before the job has finished: the caller's request is not held up.
    await r.enqueue('send-receipt', { paymentId: 'p-1' });
    expect(job.runs).toEqual([{ paymentId: 'p-1' }]);
    gate.resolve();
    await r.idle();
    expect(job.runs).toHaveLength(3);
  });

  it('gives up after the last attempt without throwing into anyone', async () => {
    const job = recordingJob('send-receipt', async () => {
      throw new Error('always fails');
    });
    const r = start([job.definition]);
    await r.enqueue('send-receipt', {});
    await r.idle();
    expect(job.runs).toHaveLength(retry.attempts);
  });

  it('runs a job id once however often it is enqueued', async () => {
    const job = recordingJob('send-receipt');
    const r = start([job.definition]);
    await r.enqueue('send-receipt', { n: 1 }, { jobId: 'receipt:p-1' });
    await r.enqueue('send-receipt', { n: 2 }, { jobId: 'receipt:p-1' });
    await r.idle();
    await r.enqueue('send-receipt', { n: 3 }, { jobId: 'receipt:p-1' });
    await r.enqueue('send-receipt', { n: 4 }, { jobId: 'receipt:p-2' });
    await r.idle();
    expect(job.runs).toEqual([{ n: 1 }, { n: 4 }]);
  });

  it('runs scheduled jobs when their cron pattern fires', async () => {
    const job = recordingJob('payment-reminders', async () => undefined, {
      schedule: { pattern: '* * * * * *' },
    });
    const r = start([job.definition]);
    await r.start();
    await job.started(2);
    expect(job.runs.length).toBeGreaterThanOrEqual(2);
  });

  it('runNow runs the job once and reports its failure', async () => {
    const job = recordingJob('expire-memberships', async () => {
      throw new Error('boom');
    });
    const r = start([job.definition]);
    await expect(r.runNow('expire-memberships')).rejects.toThrow('boom');
    expect(job.runs).toHaveLength(1);
  });

  it('stops cleanly: waits for the running job and cancels pending retries', async () => {
    const gate = deferred();
    let finished = false;
    const job = recordingJob('send-receipt', async (_p, run) => {
      if (run === 1) {
        await gate.promise;
        finished = true;
        throw new Error('retry me');
      }
    });
    const r = start([job.definition]);
    await r.enqueue('send-receipt', {});
    const stopped = r.stop();
    gate.resolve();
    await stopped;
    expect(finished).toBe(true);
    expect(job.runs).toHaveLength(1);
  });

  it('a stop lets a running job finish within the grace period, without cancelling it', async () => {
    const gate = deferred();
    let cancelled: boolean | undefined;
    const job = recordingJob('send-due-receipts', async (_p, _run, ctx) => {
      await gate.promise;
      cancelled = ctx.cancel?.aborted;
    });
    const r = start([job.definition], undefined, 60_000);
    await r.enqueue('send-due-receipts', {});
    await job.started(1);
    const stopped = r.stop();
    gate.resolve();
    await stopped;
    expect(cancelled).toBe(false);
  });

  it('a stop cancels what is still in flight after the grace period; a job that hands it back is not retried', async () => {
    let cancelledAtStop: boolean | undefined;
    const job = recordingJob('send-due-receipts', async (_p, _run, ctx) => {
      await aborted(ctx.signal);
      cancelledAtStop = ctx.cancel!.aborted;
      await aborted(ctx.cancel);
      throw new HandedBack('handed back');
    });
    const r = start([job.definition], undefined, 10);
    await r.enqueue('send-due-receipts', {});
    await job.started(1);
    await r.stop();
    expect(cancelledAtStop).toBe(false);
    expect(job.runs).toHaveLength(1);
  });
});
