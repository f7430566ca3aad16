import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDb, type Db } from '@gym/platform';
import { createTestDatabase } from '../../../scripts/test/db';
import { withTimeout } from '../jobs/withTimeout';
import { startTestSmtpServer } from '../notifications/testing';
import type { CommandServiceOptions, RunningService } from '../server';
import { createClient, type TestClient } from '../testing/httpClient';
import { startTestServer } from '../testing/startTestServer';
import {
  LONG_LEASE_SECONDS,
  WAIT,
  dueReceipts,
  expectEveryReceiptOnce,
  paymentsWithDueReceipts,
  receiptNotifications,
} from './testing';

/** Longer than a stop with nothing left in flight takes, far shorter than the lease. */
const STOP_BOUND_MS = 20_000;

describe('embedded mode: a graceful stop hands back the receipt e-mails in flight, and the next start sends them at once', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Db;
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  let server: RunningService | undefined;
  let stopping: Promise<void> | undefined;
  let admin: TestClient;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDb(database.url, { poolMax: 2 });
  });

  afterEach(async () => {
    // A stop that hung (today's code) lets go once the mail server answers.
    smtp?.stopHolding();
    await stopping?.catch(() => undefined);
    await server?.close();
    server = undefined;
    stopping = undefined;
    await smtp?.close();
  });

  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  async function start(jobs: Partial<CommandServiceOptions['jobs']>) {
    server = await startTestServer({
      databaseUrl: database.url,
      jobs: {
        worker: true,
        mailFrom: 'gym@example.com',
        smtpUrl: smtp.url,
        claimLeaseSeconds: LONG_LEASE_SECONDS,
        ...jobs,
      },
    });
    admin = createClient(server.url);
    await admin.login('admin', 'admin123');
  }

  /** SIGTERM's stop (service.close), bounded: it must not wait for the mail server. */
  function stopGracefully(): Promise<void> {
    stopping = server!.close();
    server = undefined;
    return withTimeout(stopping, STOP_BOUND_MS, 'the graceful stop');
  }

  /** Receipts due while nothing sent them; then a start whose first send the mail server holds. */
  async function startWithASendInFlight(count: number, stopGraceMs: number) {
    smtp = await startTestSmtpServer();
    await start({ off: true });
    const payments = await paymentsWithDueReceipts(admin, db, count);
    await server!.close();
    smtp.hold();
    await start({ stopGraceMs });
    await smtp.whenHeld(1);
    // One batch took them all, under the long lease.
    const taken = await dueReceipts(db, payments);
    expect(taken.every((r) => r.heldForSeconds > LONG_LEASE_SECONDS - 60)).toBe(true);
    expect((await receiptNotifications(db, payments)).map((n) => n.status)).toEqual(['sending']);
    return payments;
  }

  it('a send still in flight when the grace is over is given up; it and the rest of its batch are released at once and sent right after the restart', async () => {
    const payments = await startWithASendInFlight(5, 200);

    await stopGracefully();

    expect(smtp.received).toHaveLength(0);
    // Released, uncounted: due now, not when the lease ends.
    const released = await dueReceipts(db, payments);
    expect(released).toHaveLength(5);
    for (const row of released) {
      expect(row).toMatchObject({ attempts: 0, lastError: null });
      expect(row.heldForSeconds).toBeLessThanOrEqual(0);
    }
    expect(await receiptNotifications(db, payments)).toMatchObject([
      { status: 'pending', attempts: 0, claimed_at: null },
    ]);
    // The abandoned send closed its connection: that message can never arrive late.
    await vi.waitFor(() => expect(smtp.heldCount()).toBe(0), WAIT);

    smtp.stopHolding();
    await start({});
    await expectEveryReceiptOnce(db, smtp.received, payments);
  });

  it('a send that finishes within the grace is sent once; the stop takes no more of its batch and releases the rest', async () => {
    const payments = await startWithASendInFlight(3, 60_000);

    const stopped = stopGracefully();
    // The stop is under way: the mail server answers the send in flight; any next one waits.
    smtp.releaseHeld();
    await stopped;

    expect(smtp.received).toHaveLength(1);
    expect(smtp.heldCount()).toBe(0);
    const [sent] = await receiptNotifications(db, payments);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
    const released = await dueReceipts(db, payments);
    expect(released.map((r) => r.paymentId).sort()).toEqual(
      payments
        .map((p) => p.id)
        .filter((id) => id !== sent!.related_id)
        .sort(),
    );
    expect(released.every((r) => r.heldForSeconds <= 0 && r.attempts === 0)).toBe(true);

    smtp.stopHolding();
    await start({});
    await expectEveryReceiptOnce(db, smtp.received, payments);
  });
});
