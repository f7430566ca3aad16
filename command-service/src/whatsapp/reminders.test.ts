import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, type PaymentReminderPageDto } from '@gym/contracts';
import { createDb, createLogger, createPostgresEventStore, type Db } from '@gym/platform';
import { createTestDatabase } from '../../../scripts/test/db';
import { createJobs, upiQrAttachment } from '../jobs/definitions';
import { createNotifier } from '../notifications/createNotifier';
import { createInProcessReceiptRenderer } from '../receipts/receiptRenderer';
import type { RunningService } from '../server';
import { createClient, type TestClient } from '../testing/httpClient';
import { createMember, createMembership, createPlan, pay } from '../testing/fixtures';
import { startTestServer } from '../testing/startTestServer';
import { createWhatsAppNotifier } from './whatsAppNotifier';
import { createWhatsAppSender } from './whatsAppSender';

const logger = createLogger({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
/** 10:00 on 1 June 2026 in Kolkata. */
const NOW = new Date('2026-06-01T04:30:00Z');

describe('payment reminders with UPI and WhatsApp', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: RunningService;
  let db: Db;
  let admin: TestClient;
  let graph: Server;
  const chats: { to: string; body: string }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTestServer({
      databaseUrl: database.url,
      clock: () => NOW,
      jobs: { off: true, worker: true, mailFrom: 'gym@example.com' },
    });
    db = createDb(database.url, { poolMax: 2 });
    admin = createClient(server.url);
    await admin.login('admin', 'admin123');
    // A stand-in for graph.facebook.com.
    graph = createServer((req, res) => {
      let data = '';
      req.on('data', (chunk: Buffer) => (data += chunk.toString()));
      req.on('end', () => {
        const message = JSON.parse(data) as { to: string; text: { body: string } };
        chats.push({ to: message.to, body: message.text.body });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ messages: [{ id: `wamid.${chats.length}` }] }));
      });
    });
    await new Promise<void>((resolve) => graph.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => graph?.close(() => resolve()));
    await db?.destroy();
    await server?.close();
    await database?.drop();
  });

  /** The jobs as the worker runs them, with e-mail to the outbox and WhatsApp to the stand-in. */
  function jobsWithWhatsApp() {
    const store = createPostgresEventStore({ connectionString: database.url, poolMax: 2 });
    const notifier = createNotifier({ db, logger, from: 'gym@example.com' });
    const port = (graph.address() as AddressInfo).port;
    const jobs = createJobs({
      db,
      store,
      notifier,
      receiptRenderer: createInProcessReceiptRenderer(),
      logger,
      timeZone: DEFAULT_TIME_ZONE,
      gym: { name: 'Test Gym', address: '' },
      whatsApp: createWhatsAppNotifier({
        db,
        logger,
        sender: createWhatsAppSender({
          token: 'token',
          phoneId: '1234567890',
          baseUrl: `http://127.0.0.1:${port}`,
        }),
      }),
    });
    const close = async () => {
      notifier.close();
      await store.close();
    };
    return { jobs, close };
  }

  it('carry a UPI link for what is due, by e-mail, on the dashboard and on WhatsApp (once)', async () => {
    const settings = await admin.put('/api/settings/gym', {
      legalName: 'Iron Temple Fitness',
      upiId: 'irontemple@okhdfcbank',
    });
    expect(settings.status, settings.text).toBe(200);
    const plan = await createPlan(admin, { name: 'Gold', price: '1500' });
    const member = await createMember(admin, { firstName: 'Asha', whatsapp: '+91 99887 76655' });
    const membership = await createMembership(admin, member.id, plan.id, {
      startDate: '2026-06-01',
    });
    await pay(admin, membership.id, '1000', { nextPaymentDueDate: '2026-06-02' });

    const upi =
      'upi://pay?pa=irontemple%40okhdfcbank&pn=Iron%20Temple%20Fitness&am=500.00&cu=INR&tn=Gold%20membership';
    const panel = await admin.get('/api/notifications/payments');
    expect(panel.status).toBe(200);
    const reminder = (panel.body as PaymentReminderPageDto[]).find((r) => r.id === membership.id);
    expect(reminder).toMatchObject({
      amountDue: '500.00',
      upiPayLink: upi,
      whatsAppNumber: '919988776655',
    });
    expect(reminder!.message).toBe(
      `Dear Asha,\n\n₹500 is due on 2 Jun 2026 for your Gold membership at Iron Temple Fitness.\n\nPay by UPI: ${upi}\n`,
    );
    expect(reminder!.whatsAppLink).toBe(
      `https://wa.me/919988776655?text=${encodeURIComponent(reminder!.message)}`,
    );

    const { jobs, close } = jobsWithWhatsApp();
    const reminders = jobs.find((j) => j.name === 'payment-reminders')!;
    try {
      await reminders.run(undefined, { logger, now: NOW });
      await reminders.run(undefined, { logger, now: NOW });
    } finally {
      await close();
    }
    expect(chats).toEqual([{ to: '919988776655', body: reminder!.message }]);
    const mail = await db('notifications').where({
      related_id: membership.id,
      kind: 'payment-due-soon',
    });
    expect(mail).toHaveLength(1);
    expect(mail[0].body).toContain(`Pay by UPI: ${upi}`);
    // The QR code goes with the e-mail as a picture (the outbox names it).
    expect(mail[0].body).toContain('Attached: upi-qr.png');
    const sent = await db('notifications').where({
      related_id: membership.id,
      kind: 'whatsapp-payment-due-soon',
    });
    expect(sent).toMatchObject([{ status: 'sent', recipient: '919988776655' }]);
  });

  it("name the balance the member pays in the e-mail's subject and body and on WhatsApp: its GST in it when prices exclude it", async () => {
    const gst = {
      legalName: 'Iron Temple Fitness',
      gstin: '29abcde1234f1zw',
      stateCode: '29',
      sacCode: '999723',
      gstRate: '18',
      upiId: 'irontemple@okhdfcbank',
    };
    /** A ₹1,500 plan with ₹999.50 paid, due tomorrow, sold and reminded under the given settings. */
    async function remind(firstName: string, whatsapp: string, pricesIncludeGst: boolean) {
      const saved = await admin.put('/api/settings/gym', { ...gst, pricesIncludeGst });
      expect(saved.status, saved.text).toBe(200);
      const plan = await createPlan(admin, { name: `Silver ${firstName}`, price: '1500' });
      const member = await createMember(admin, { firstName, whatsapp });
      const membership = await createMembership(admin, member.id, plan.id, {
        startDate: '2026-06-01',
      });
      await pay(admin, membership.id, '999.50', { nextPaymentDueDate: '2026-06-02' });
      const { jobs, close } = jobsWithWhatsApp();
      try {
        await jobs
          .find((j) => j.name === 'payment-reminders')!
          .run(undefined, { logger, now: NOW });
      } finally {
        await close();
      }
      const [mail] = await db('notifications').where({
        related_id: membership.id,
        kind: 'payment-due-soon',
      });
      const chat = chats.find((c) => c.body.startsWith(`Dear ${firstName},`));
      return { subject: mail.subject as string, body: mail.body as string, chat: chat?.body, plan };
    }

    // ₹1,500 + 18% GST = ₹1,770 owed, ₹770.50 left: that everywhere the member reads an amount.
    const excluding = await remind('Bina', '+91 99887 76656', false);
    expect(excluding.subject).toBe(`Payment due soon: ₹770.50 for ${excluding.plan.name}`);
    expect(excluding.body).toContain(
      `₹770.50 is due on 2 Jun 2026 for your ${excluding.plan.name}`,
    );
    expect(excluding.body).toContain('&am=770.50&');
    expect(excluding.chat).toContain(`₹770.50 is due on 2 Jun 2026`);
    expect(excluding.chat).not.toContain('₹909.19');

    // Prices including GST: the balance itself, as before.
    const including = await remind('Chitra', '+91 99887 76657', true);
    expect(including.subject).toBe(`Payment due soon: ₹500.50 for ${including.plan.name}`);
    expect(including.body).toContain(
      `₹500.50 is due on 2 Jun 2026 for your ${including.plan.name}`,
    );
    expect(including.chat).toContain(`₹500.50 is due on 2 Jun 2026`);
  });
});

describe('the reminder e-mail UPI QR attachment', () => {
  it('is a PNG of the pay link, and absent without one', async () => {
    expect(upiQrAttachment(null)).toEqual([]);
    const [qr] = upiQrAttachment('upi://pay?pa=gym%40okicici&pn=Gym&am=500.00&cu=INR&tn=Gold');
    expect(qr).toMatchObject({ filename: 'upi-qr.png', contentType: 'image/png' });
    const png = await qr!.render();
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  });
});
