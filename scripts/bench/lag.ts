import { randomUUID } from 'node:crypto';
import {
  DEFAULT_TIME_ZONE,
  SCHEMA_VERSION,
  calendarDateIn,
  membershipStream,
  type DomainEvent,
  type NewEvent,
} from '@gym/contracts';
import { createDb, createPostgresEventStore } from '@gym/platform';
import { allProjectors, createProjectionProgress } from '@gym/projection-service';
import type { MembershipRef } from './fixtures';
import { progress as log } from './log';
import { summarize, type Summary } from './stats';
import { MAIN_BRANCH_ID } from '@gym/contracts';

type PaymentRecorded = Extract<DomainEvent, { type: 'PaymentRecorded' }>;

/** A PaymentRecorded event as the membership decider writes it (contract-typed). */
export function paymentRecorded(target: MembershipRef, now = new Date()): NewEvent {
  const data: PaymentRecorded['data'] = {
    paymentId: randomUUID(),
    membershipId: target.membershipId,
    memberId: target.memberId,
    branchId: MAIN_BRANCH_ID,
    amountPaise: 100,
    method: 'cash',
    paidAt: now.toISOString(),
    paymentDay: calendarDateIn(DEFAULT_TIME_ZONE, now),
    manualReceiptNumber: null,
    notes: 'bench lag',
    nextPaymentDueDate: null,
    receivedByUserId: null,
    idempotencyKey: null,
    gstInAmount: true,
  };
  return {
    type: 'PaymentRecorded',
    data,
    metadata: {
      eventId: randomUUID(),
      occurredAt: now.toISOString(),
      actorUserId: null,
      correlationId: randomUUID(),
      causationId: null,
      schemaVersion: SCHEMA_VERSION,
    },
  };
}

export interface LagResult {
  ratePerSecond: number;
  seconds: number;
  appended: number;
  /** Not sent because every membership still had an append in flight (the load fell behind). */
  skipped: number;
  /** Appended but not seen in every read model within the timeout. */
  timedOut: number;
  lag: Summary;
  windowSeconds: number;
  first: Summary;
  last: Summary;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * Commit-to-read-model lag under a steady open-loop load of payment events: each event's commit
 * is when its append returned; it is in the read models when every projector's checkpoint (read
 * on the runner's NOTIFY, not by polling) has passed its position.
 */
export async function measureProjectionLag(
  url: string,
  targets: readonly MembershipRef[],
  options: { ratePerSecond: number; durationMs: number; windowMs: number; timeoutMs?: number },
): Promise<LagResult> {
  const store = createPostgresEventStore({ connectionString: url, poolMax: 8 });
  const db = createDb(url, { poolMax: 2 });
  const progress = createProjectionProgress({
    db,
    connectionString: url,
    projectorNames: allProjectors.map((p) => p.name),
  });
  const interval = 1000 / options.ratePerSecond;
  const busy = new Set<string>();
  const samples: { at: number; lag: number }[] = [];
  const pending: Promise<void>[] = [];
  let appended = 0;
  let skipped = 0;
  let timedOut = 0;
  let issued = 0;
  let cursor = 0;

  async function one(target: MembershipRef) {
    busy.add(target.membershipId);
    try {
      const result = await store.appendToStream(
        membershipStream(target.membershipId),
        [paymentRecorded(target)],
        { expectedRevision: 'any' },
      );
      const committed = performance.now();
      appended += 1;
      busy.delete(target.membershipId);
      const seen = await progress.waitFor(result.position, options.timeoutMs ?? 60_000);
      if (seen) samples.push({ at: committed - started, lag: performance.now() - committed });
      else timedOut += 1;
    } finally {
      busy.delete(target.membershipId);
    }
  }

  const started = performance.now();
  const end = started + options.durationMs;
  let nextReport = started + 10_000;
  try {
    while (performance.now() < end) {
      const due = Math.floor((performance.now() - started) / interval) + 1;
      for (; issued < due; issued++) {
        const free = targets.length
          ? [...Array(targets.length).keys()]
              .map((k) => targets[(cursor + k) % targets.length]!)
              .find((t) => !busy.has(t.membershipId))
          : undefined;
        if (!free) {
          skipped += 1;
          continue;
        }
        cursor = (targets.indexOf(free) + 1) % targets.length;
        pending.push(one(free));
      }
      if (performance.now() >= nextReport) {
        log(
          `lag: ${samples.length} seen, p50 ${summarize(samples.map((s) => s.lag)).p50.toFixed(1)} ms`,
        );
        nextReport += 10_000;
      }
      await sleep(started + issued * interval - performance.now());
    }
    const settled = await Promise.allSettled(pending);
    const failed = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
  } finally {
    await progress.close();
    await store.close();
    await db.destroy();
  }
  const seconds = options.durationMs / 1000;
  const window = Math.min(options.windowMs, options.durationMs / 3);
  return {
    ratePerSecond: options.ratePerSecond,
    seconds,
    appended,
    skipped,
    timedOut,
    lag: summarize(samples.map((s) => s.lag)),
    windowSeconds: window / 1000,
    first: summarize(samples.filter((s) => s.at < window).map((s) => s.lag)),
    last: summarize(samples.filter((s) => s.at >= options.durationMs - window).map((s) => s.lag)),
  };
}
