import {
  formatMoney,
  membershipPaymentNote,
  parseMoney,
  paymentReminderText,
  whatsAppLink,
  whatsAppNumber,
  type PaymentReminderDto,
  type PaymentReminderPageDto,
} from '@gym/contracts';
import type { Db } from '@gym/platform';
import { getGymSettings, getWhatsAppNumbers } from '@gym/projection-service';
import { gymHeading, payLinkFor } from '../receipts/issuedReceipt';
import type { GymDetails } from '../receipts/renderReceiptPdf';

/**
 * Each reminder with the text the member gets (e-mail, WhatsApp), a UPI link for what is due
 * when the gym has a UPI ID, and a click-to-chat link to the member's WhatsApp number or phone.
 */
export async function reminderMessages(
  db: Db,
  fallback: GymDetails,
  reminders: readonly PaymentReminderDto[],
): Promise<PaymentReminderPageDto[]> {
  const [{ settings }, whatsApps] = await Promise.all([
    getGymSettings(db),
    getWhatsAppNumbers(
      db,
      reminders.map((r) => r.member.id),
    ),
  ]);
  const gymName = gymHeading(settings, fallback).name;
  return reminders.map((r) => {
    // The one amount every reminder text names (body here, subject in the job): the balance,
    // which holds the GST when prices exclude it (the sale added it to the total).
    const amountPaise = parseMoney(r.remainingAmount) ?? 0;
    const upiPayLink = payLinkFor(
      settings,
      gymName,
      amountPaise,
      membershipPaymentNote(r.plan.name),
    );
    const message = paymentReminderText({
      firstName: r.member.firstName,
      amountPaise,
      dueDate: r.nextPaymentDueDate,
      planName: r.plan.name,
      gymName,
      upiPayLink,
    });
    const phone = whatsApps.get(r.member.id) || r.member.phone;
    return {
      ...r,
      amountDue: formatMoney(amountPaise),
      message,
      upiPayLink,
      whatsAppNumber: whatsAppNumber(phone),
      whatsAppLink: whatsAppLink(phone, message),
    };
  });
}
