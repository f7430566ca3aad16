import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, type Db } from '@gym/platform';
import type { NotificationMessage } from './notifier';
import { createNotifier } from './createNotifier';
import { listNotifications } from './queries';
import { DeliveryInProgressError, insertNotification } from './store';
import { createNotificationsTestDb, startTestSmtpServer } from './testing';

const logger = createLogger({ level: 'silent' });
const pdf = Buffer.from('%PDF-1.7 a receipt');
/** How many times an attachment was made, by dedupe key. */
const renders = new Map<string, number>();

function message(dedupeKey: string, overrides: Partial<NotificationMessage> = {}) {
  const render = async () => {
    renders.set(dedupeKey, (renders.get(dedupeKey) ?? 0) + 1);
    return pdf;
  };
  return {
    to: 'anjali@example.com',
    subject: 'Your receipt RCP-0001',
    text: 'Thank you for your payment.',
    attachments: [{ filename: 'RCP-0001.pdf', contentType: 'application/pdf', render }],
    dedupeKey,
    kind: 'receipt',
    relatedId: 'payment-1',
    ...overrides,
  } satisfies NotificationMessage;
}

async function rowOf(db: Db, dedupeKey: string) {
  return db('notifications').where({ dedupe_key: dedupeKey }).first();
}

describe('notifiers', () => {
  let db: Db;
  let closeDb: () => Promise<void>;
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  let notifier: ReturnType<typeof createNotifier>;

  beforeAll(async () => {
    ({ db, close: closeDb } = await createNotificationsTestDb());
    smtp = await startTestSmtpServer();
    notifier = createNotifier({ db, logger, smtpUrl: smtp.url, from: 'Gym <gym@example.com>' });
  });
  afterAll(async () => {
    notifier?.close();
    await smtp?.close();
    await closeDb?.();
  });

  const deliveredTo = (key: string) => smtp.received.filter((m) => m.raw.includes(key));

  it('e-mails through SMTP with the attachment, once per dedupe key', async () => {
    const key = 'receipt:payment-1';
    const sent = message(key, { text: `Thank you for your payment. (${key})` });
    expect(await notifier.send(sent)).toBe('sent');
    expect(await notifier.send(sent)).toBe('duplicate');

    const mails = deliveredTo(key);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.user).toBe('gym');
    expect(mail!.to).toEqual(['anjali@example.com']);
    expect(mail!.from).toBe('gym@example.com');
    expect(mail!.raw).toMatch(/^Subject: Your receipt RCP-0001\r?$/m);
    expect(mail!.raw).toMatch(/Content-Type: application\/pdf; name=RCP-0001\.pdf/);
    expect(mail!.raw).toMatch(/Content-Disposition: attachment; filename=RCP-0001\.pdf/);
    expect(mail!.raw.replace(/\r?\n/g, '')).toContain(pdf.toString('base64'));
    // Made for the delivery, not for the duplicate.
    expect(renders.get(key)).toBe(1);

    const row = await rowOf(db, key);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, kind: 'receipt', last_error: null });
    expect(row.sent_at).toBeInstanceOf(Date);
  });

  it('delivers a row an earlier, crashed attempt left pending, and only once', async () => {
    const key = 'receipt:payment-crashed';
    const sent = message(key, { text: `Receipt (${key})` });
    // The earlier attempt recorded the row, then died before sending.
    await insertNotification(db, sent, 'pending');
    expect(await notifier.send(sent)).toBe('sent');
    expect(await notifier.send(sent)).toBe('duplicate');
    expect(deliveredTo(key)).toHaveLength(1);
  });

  it('delivers once when the same key is sent concurrently', async () => {
    const key = 'reminder:membership-1:due:2026-07-01';
    const sent = message(key, { text: `Reminder (${key})`, attachments: undefined });
    const results = await Promise.allSettled([1, 2, 3, 4].map(() => notifier.send(sent)));
    const sentOnce = results.filter((r) => r.status === 'fulfilled' && r.value === 'sent');
    expect(sentOnce).toHaveLength(1);
    // The others found it delivered, or were told to come back (their job retries).
    for (const r of results) {
      if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(DeliveryInProgressError);
      else expect(['sent', 'duplicate']).toContain(r.value);
    }
    expect(await notifier.send(sent)).toBe('duplicate');
    expect(deliveredTo(key)).toHaveLength(1);
  });

  it('keeps a refused message pending with the error, and delivers it on retry', async () => {
    const key = 'receipt:payment-refused';
    const sent = message(key, { text: `Receipt (${key})` });
    smtp.rejectNextRecipient();
    await expect(notifier.send(sent)).rejects.toThrow(/Mailbox unavailable/);
    expect(await rowOf(db, key)).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await rowOf(db, key)).last_error).toMatch(/Mailbox unavailable/);

    expect(await notifier.send(sent)).toBe('sent');
    expect(await rowOf(db, key)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(deliveredTo(key)).toHaveLength(1);
  });

  it('keeps a message whose attachment fails to render pending, with the error', async () => {
    const key = 'receipt:payment-unrenderable';
    const failing = message(key, {
      attachments: [
        {
          filename: 'RCP-0002.pdf',
          contentType: 'application/pdf',
          render: () => Promise.reject(new Error('no fonts')),
        },
      ],
    });
    await expect(notifier.send(failing)).rejects.toThrow(/no fonts/);
    expect(await rowOf(db, key)).toMatchObject({ status: 'pending', last_error: 'no fonts' });
    expect(deliveredTo(key)).toHaveLength(0);
  });

  it('without SMTP keeps each message once in the outbox, newest first in the list', async () => {
    const outbox = createNotifier({ db, logger, from: 'Gym <gym@example.com>' });
    const before = smtp.received.length;
    expect(await outbox.send(message('outbox:1', { subject: 'First' }))).toBe('sent');
    expect(await outbox.send(message('outbox:1', { subject: 'First' }))).toBe('duplicate');
    expect(await outbox.send(message('outbox:2', { subject: 'Second', kind: 'reminder' }))).toBe(
      'sent',
    );
    expect(smtp.received.length).toBe(before);
    // The outbox names the attachment but never makes it.
    expect(renders.has('outbox:1') || renders.has('outbox:2')).toBe(false);

    const listed = await listNotifications(db, { limit: 2 });
    expect(listed.map((n) => [n.dedupeKey, n.subject, n.status])).toEqual([
      ['outbox:2', 'Second', 'outbox'],
      ['outbox:1', 'First', 'outbox'],
    ]);
    expect(listed[1]).toMatchObject({
      kind: 'receipt',
      recipient: 'anjali@example.com',
      body: 'Thank you for your payment.\n\nAttached: RCP-0001.pdf\n',
      relatedId: 'payment-1',
      attempts: 0,
      lastError: null,
    });
    expect(listed[1]!.sentAt).not.toBeNull();
    expect(await listNotifications(db, { limit: 10, kind: 'reminder' })).toHaveLength(1);
  });
});
