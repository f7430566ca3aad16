import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, type EventStore, type PaymentDto } from '@gym/contracts';
import { createDb, createLogger, createPostgresEventStore, type Db } from '@gym/platform';
import { createTestDatabase } from '../../../scripts/test/db';
import { createNotifier } from '../notifications/createNotifier';
import { startTestSmtpServer } from '../notifications/testing';
import { receiptFileName } from '../receipts/fileName';
import { createReceiptRenderer, type ReceiptRenderer } from '../receipts/receiptRenderer';
import { renderReceiptPdf } from '../receipts/renderReceiptPdf';
import { countingReceiptRenderer } from '../receipts/testing';
import { loadIssuedReceipt } from '../receipts/issuedReceipt';
import type { RunningService } from '../server';
import { createClient, type TestClient } from '../testing/httpClient';
import { createMember, createMembership, createPlan, pay } from '../testing/fixtures';
import { startTestServer } from '../testing/startTestServer';
import { createJobs } from './definitions';

const logger = createLogger({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
const gym = { name: 'Test Gym', address: '1 MG Road, Bengaluru' };

/** The base64 body of the MIME part that attaches `filename`, decoded. */
function attachmentOf(raw: string, filename: string): Buffer | undefined {
  const header = raw.indexOf(`Content-Disposition: attachment; filename=${filename}`);
  if (header < 0) return undefined;
  const bodyStart = raw.indexOf('\r\n\r\n', header) + 4;
  const bodyEnd = raw.indexOf('\r\n--', bodyStart);
  return Buffer.from(raw.slice(bodyStart, bodyEnd).replace(/\s+/g, ''), 'base64');
}

describe('send-receipt renders the PDF only for a notifier that delivers it', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: RunningService;
  let db: Db;
  let store: EventStore;
  let admin: TestClient;
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  let pool: ReceiptRenderer;

  beforeAll(async () => {
    database = await createTestDatabase();
    // The server's own runner is off: the tests run the job.
    server = await startTestServer({
      databaseUrl: database.url,
      jobs: { off: true, worker: true, mailFrom: 'gym@example.com' },
    });
    db = createDb(database.url, { poolMax: 4 });
    store = createPostgresEventStore({ connectionString: database.url, poolMax: 4 });
    smtp = await startTestSmtpServer();
    pool = createReceiptRenderer({ maxThreads: 1 });
    admin = createClient(server.url);
    await admin.login('admin', 'admin123');
  });

  afterAll(async () => {
    await pool?.close();
    await smtp?.close();
    await store?.close();
    await db?.destroy();
    await server?.close();
    await database?.drop();
  });

  /** The send-receipt job on `smtpUrl` (the outbox without it), counting what it renders. */
  function sendReceiptJob(smtpUrl?: string) {
    const notifier = createNotifier({ db, logger, smtpUrl, from: 'Gym <gym@example.com>' });
    const counting = countingReceiptRenderer(pool);
    const job = createJobs({
      db,
      store,
      notifier,
      receiptRenderer: counting.renderer,
      logger,
      timeZone: DEFAULT_TIME_ZONE,
      gym,
    }).find((d) => d.name === 'send-receipt')!;
    return {
      run: (paymentId: string) => job.run({ paymentId }, { logger, now: new Date() }),
      renders: counting.renders,
      close: () => notifier.close(),
    };
  }

  async function newPayment(): Promise<PaymentDto & { receiptNumber: string }> {
    const plan = await createPlan(admin, { price: '2000', duration: 30 });
    const membership = await createMembership(admin, (await createMember(admin)).id, plan.id);
    const payment = await pay(admin, membership.id, '750', { paymentMethod: 'upi' });
    expect(payment.receiptNumber).toMatch(/^RCP\/\d{4}-\d{2}\/\d{6}$/);
    return { ...payment, receiptNumber: payment.receiptNumber! };
  }

  it('keeps the receipt in the outbox, naming the PDF but never rendering it', async () => {
    const payment = await newPayment();
    const job = sendReceiptJob();
    try {
      await job.run(payment.id);
      await job.run(payment.id);
      expect(job.renders()).toBe(0);
    } finally {
      job.close();
    }
    const rows = await db('notifications').where({ related_id: payment.id });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'outbox', kind: 'receipt' });
    expect(rows[0].body).toContain(`Attached: ${receiptFileName(payment.receiptNumber)}`);
  });

  it('over SMTP renders the PDF once, attaches it, and not again for the same payment', async () => {
    const payment = await newPayment();
    const job = sendReceiptJob(smtp.url);
    try {
      await job.run(payment.id);
      await job.run(payment.id);
      expect(job.renders()).toBe(1);
    } finally {
      job.close();
    }
    const filename = receiptFileName(payment.receiptNumber);
    const mails = smtp.received.filter((m) => m.raw.includes(filename));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toContain(`Content-Type: application/pdf; name=${filename}`);
    const receipt = await loadIssuedReceipt(db, payment.id, gym);
    const expected = await renderReceiptPdf(receipt!, gym, { timeZone: DEFAULT_TIME_ZONE });
    expect(attachmentOf(mails[0]!.raw, filename)?.equals(expected)).toBe(true);
  });
});
