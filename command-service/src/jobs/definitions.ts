import { randomUUID } from 'node:crypto';
import {
  calendarDateIn,
  daysBetween,
  formatCalendarDate,
  membershipStream,
  parseMoney,
  paymentReminderSubject,
  type EventStore,
  type PaymentReminderStage,
} from '@gym/contracts';
import type { Db, Logger } from '@gym/platform';
import {
  getGymSettings,
  listDueForExpiry,
  listExpiring,
  listPaymentReminders,
  everyPage,
} from '@gym/projection-service';
import { membershipDecider } from '@gym/domain';
import { createCommandHandler } from '../commands/handleCommand';
import { createSnapshotStore } from '../commands/snapshots';
import type { NotificationAttachment, Notifier } from '../notifications/notifier';
import type { ReceiptRenderer } from '../receipts/receiptRenderer';
import type { GymDetails } from '../receipts/renderReceiptPdf';
import { gymHeading } from '../receipts/issuedReceipt';
import { createReceiptDelivery } from '../receiptEmails/delivery';
import { markReceiptDue } from '../receiptEmails/dueStore';
import { createReceiptSender } from '../receiptEmails/sendReceipt';
import { reminderMessages } from '../notifications/reminders';
import { remindUnclosedDays } from '../dayClose/reminder';
import { recordDueRecurringExpenses } from '../expenses/recurringJob';
import { HandedBack, type JobContext, type JobDefinition } from './types';
import { lastSeal } from '../seals/sealer';
import { booksDigestMessage } from '../seals/morningDigest';

/** What the jobs act through: read-model queries (db), the deciders (store), the notifier. */
export interface JobDeps {
  db: Db;
  store: EventStore;
  notifier: Notifier;
  /** Receipt PDFs, made only when the notifier really delivers one. */
  receiptRenderer: ReceiptRenderer;
  logger: Logger;
  timeZone: string;
  gym: GymDetails;
  /** Where members reach the product: the verification link on e-mailed receipts. */
  publicUrl?: () => string | undefined;
  /** WhatsApp Business Cloud API (WHATSAPP_TOKEN, WHATSAPP_PHONE_ID): reminders go there too. */
  whatsApp?: Notifier;
  /** The gym-time hour the owners get the books' digest (BOOKS_DIGEST_HOUR, 7 by default). */
  booksDigestHour?: number;
  /** How long due receipts a sender took stay claimed when it dies (2 minutes). */
  claimLeaseSeconds?: number;
}

/** Which reminder a due date calls for today, if any: 3 days before, on the day, overdue. */
export function reminderStage(dueDate: string, today: string): PaymentReminderStage | null {
  const days = daysBetween(today, dueDate);
  if (days < 0) return 'overdue';
  if (days === 0) return 'due-today';
  return days <= 3 ? 'due-soon' : null;
}

/** The UPI QR code of a reminder's pay link, as a PNG made only when the e-mail is really sent. */
export function upiQrAttachment(link: string | null): NotificationAttachment[] {
  if (!link) return [];
  return [
    {
      filename: 'upi-qr.png',
      contentType: 'image/png',
      render: async () =>
        (await import('qrcode')).default.toBuffer(link, { errorCorrectionLevel: 'M', width: 240 }),
    },
  ];
}

/** The background jobs. Cron patterns are read in the gym's time zone. */
export function createJobs(deps: JobDeps): JobDefinition[] {
  const handle = createCommandHandler({
    store: deps.store,
    snapshots: createSnapshotStore(deps.db),
  });
  const delivery = createReceiptDelivery({
    db: deps.db,
    sendReceipt: createReceiptSender(deps),
    logger: deps.logger,
    claimLeaseSeconds: deps.claimLeaseSeconds,
  });
  /** Sends the due receipts; a run a stop cut short is handed back (see HandedBack). */
  async function deliverDueReceipts(ctx: JobContext): Promise<void> {
    const { sent, handedBack } = await delivery.deliverDue(ctx);
    if (handedBack > 0) throw new HandedBack(`${handedBack} receipts handed back at the stop`);
    if (sent > 0) ctx.logger.info({ sent }, 'send-due-receipts done');
  }
  const system = (now: Date) => ({ actorUserId: null, correlationId: randomUUID(), now });
  /** The gym's name in e-mails: its legal name from the settings, else GYM_NAME. */
  const currentGymName = async () =>
    gymHeading((await getGymSettings(deps.db)).settings, deps.gym).name;

  return [
    {
      name: 'expire-memberships',
      schedule: { pattern: '5 0 * * *' },
      runAtStartup: true,
      async run(_payload, { logger, now }) {
        const today = calendarDateIn(deps.timeZone, now);
        const due = await listDueForExpiry(deps.db, today);
        for (const id of due) {
          await handle(
            membershipDecider,
            membershipStream(id),
            { type: 'ExpireMembership', today },
            system(now),
          );
        }
        logger.info({ expired: due.length, today }, 'expire-memberships done');
      },
    },
    {
      // Rent and salaries on their day (catching up on missed days; a rerun records nothing twice).
      name: 'record-recurring-expenses',
      schedule: { pattern: '15 0 * * *' },
      runAtStartup: true,
      async run(_payload, { logger, now }) {
        const today = calendarDateIn(deps.timeZone, now);
        const result = await recordDueRecurringExpenses(
          { db: deps.db, store: deps.store, handle },
          today,
          system(now),
        );
        logger.info({ ...result, today }, 'record-recurring-expenses done');
      },
    },
    {
      name: 'payment-reminders',
      schedule: { pattern: '0 9 * * *' },
      async run(_payload, { logger, now }) {
        const today = calendarDateIn(deps.timeZone, now);
        let sent = 0;
        const reminders = everyPage((range) => listPaymentReminders(deps.db, null, today, range));
        for await (const page of reminders) {
          const due = page.filter((r) => reminderStage(r.nextPaymentDueDate, today));
          for (const r of await reminderMessages(deps.db, deps.gym, due)) {
            const stage = reminderStage(r.nextPaymentDueDate, today);
            if (!stage) continue;
            const subject = paymentReminderSubject({
              stage,
              amountPaise: parseMoney(r.amountDue) ?? 0,
              planName: r.plan.name,
            });
            const result = await deps.notifier.send({
              to: r.member.email,
              subject,
              text: r.message,
              attachments: upiQrAttachment(r.upiPayLink),
              dedupeKey: `reminder:${r.id}:${stage}:${r.nextPaymentDueDate}`,
              kind: `payment-${stage}`,
              relatedId: r.id,
            });
            if (result === 'sent') sent += 1;
            if (deps.whatsApp && r.whatsAppNumber) {
              const chat = await deps.whatsApp.send({
                to: r.whatsAppNumber,
                subject,
                text: r.message,
                dedupeKey: `whatsapp:reminder:${r.id}:${stage}:${r.nextPaymentDueDate}`,
                kind: `whatsapp-payment-${stage}`,
                relatedId: r.id,
              });
              if (chat === 'sent') sent += 1;
            }
          }
        }
        const gymName = await currentGymName();
        const expiring = everyPage((range) => listExpiring(deps.db, null, today, range));
        for await (const page of expiring)
          for (const m of page) {
            const ends = formatCalendarDate(m.endDate);
            const result = await deps.notifier.send({
              to: m.member.email,
              subject: `Your ${m.plan.name} membership ends on ${ends}`,
              text: `Dear ${m.member.firstName},\n\nYour ${m.plan.name} membership at ${gymName} ends on ${ends}. Renew at the front desk to keep training.\n`,
              dedupeKey: `expiry:${m.id}:${m.endDate}`,
              kind: 'membership-expiring',
              relatedId: m.id,
            });
            if (result === 'sent') sent += 1;
          }
        logger.info({ sent, today }, 'payment-reminders done');
      },
    },
    {
      // A copy of the books' latest seal where the gym's server cannot change it: each admin's
      // inbox (and WhatsApp), once a day (the dedupe key is the gym day).
      name: 'books-digest',
      schedule: { pattern: `0 ${deps.booksDigestHour ?? 7} * * *` },
      async run(_payload, { logger, now }) {
        const last = await lastSeal(deps.store);
        if (!last) return;
        const today = calendarDateIn(deps.timeZone, now);
        const settings = (await getGymSettings(deps.db)).settings;
        const message = booksDigestMessage({
          gymName: await currentGymName(),
          seal: last.seal,
          timeZone: deps.timeZone,
          phone: settings.phone ?? deps.gym.phone ?? null,
        });
        const admins = await deps
          .db('users')
          .where({ role: 'admin', active: true })
          .whereNotNull('email')
          .orderBy('id')
          .select<{ id: string; email: string }[]>('id', 'email');
        let sent = 0;
        for (const admin of admins) {
          const result = await deps.notifier.send({
            to: admin.email,
            subject: message.subject,
            text: message.text,
            dedupeKey: `books-digest:${admin.id}:${today}`,
            kind: 'books-digest',
            relatedId: admin.id,
          });
          if (result === 'sent') sent += 1;
        }
        const phone = settings.phone ?? deps.gym.phone;
        if (deps.whatsApp && phone) {
          await deps.whatsApp.send({
            to: phone,
            subject: message.subject,
            text: message.text,
            dedupeKey: `whatsapp:books-digest:${today}`,
            kind: 'whatsapp-books-digest',
          });
        }
        logger.info({ sent, seal: last.seal.sealNumber, today }, 'books-digest done');
      },
    },
    {
      // Each morning: the desks that took money yesterday and did not close the day.
      name: 'day-close-reminder',
      schedule: { pattern: '30 7 * * *' },
      async run(_payload, { logger, now }) {
        const result = await remindUnclosedDays(deps, now);
        logger.info(result, 'day-close-reminder done');
      },
    },
    {
      name: 'send-due-receipts',
      // Also nudged when new receipts fall due; the minute's run catches what a nudge missed.
      schedule: { pattern: '* * * * *' },
      runAtStartup: true,
      quiet: true,
      run: (_payload, ctx) => deliverDueReceipts(ctx),
    },
    {
      // One payment's receipt by hand (npm run job), and jobs queued before receipts followed
      // the log: it marks the receipt due and sends what is due.
      name: 'send-receipt',
      async run(payload, ctx) {
        const { paymentId } = payload as { paymentId: string };
        await markReceiptDue(deps.db, paymentId);
        await deliverDueReceipts(ctx);
      },
    },
  ];
}
