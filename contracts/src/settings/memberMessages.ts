import { formatRupeesExact } from '../display/money';
import { formatCalendarDate } from '../display/dates';
import type { CalendarDate } from '../dates';
import { parseMoney, type Paise } from '../money';

/**
 * The payment reminder a member gets, by e-mail or WhatsApp: the amount and the date as the gym
 * shows them everywhere ("₹300 is due on 9 May 2024").
 */
export function paymentReminderText(r: {
  firstName: string;
  amountPaise: Paise;
  dueDate: CalendarDate;
  planName: string;
  gymName: string;
  upiPayLink: string | null;
}): string {
  const upi = r.upiPayLink ? `\nPay by UPI: ${r.upiPayLink}\n` : '';
  return `Dear ${r.firstName},\n\n${formatRupeesExact(r.amountPaise)} is due on ${formatCalendarDate(r.dueDate)} for your ${r.planName} membership at ${r.gymName}.\n${upi}`;
}

/** Which reminder a due date calls for: 3 days before, on the day, overdue. */
export type PaymentReminderStage = 'due-soon' | 'due-today' | 'overdue';

const STAGE_SUBJECT: Record<PaymentReminderStage, string> = {
  'due-soon': 'Payment due soon',
  'due-today': 'Payment due today',
  overdue: 'Payment overdue',
};

/**
 * A payment reminder's subject ("Payment due soon: ₹590 for Gold"): the same amount as its text,
 * the balance the member pays (holding the GST a sale under prices excluding GST added).
 */
export function paymentReminderSubject(r: {
  stage: PaymentReminderStage;
  amountPaise: Paise;
  planName: string;
}): string {
  return `${STAGE_SUBJECT[r.stage]}: ${formatRupeesExact(r.amountPaise)} for ${r.planName}`;
}

/** A receipt's message to the member (WhatsApp): the payment, and what is left with a UPI link. */
export function receiptMessageText(r: {
  firstName: string;
  amount: string;
  receiptNumber: string;
  gymName: string;
  remaining: string;
  upiPayLink: string | null;
}): string {
  const remaining = parseMoney(r.remaining) ?? 0;
  const balance =
    remaining > 0
      ? `\nBalance due: ${formatRupeesExact(remaining)}${r.upiPayLink ? `\nPay by UPI: ${r.upiPayLink}` : ''}\n`
      : '';
  return `Dear ${r.firstName},\n\nThank you for your payment of ${formatRupeesExact(parseMoney(r.amount) ?? 0)} to ${r.gymName}. Receipt ${r.receiptNumber}.\n${balance}`;
}
