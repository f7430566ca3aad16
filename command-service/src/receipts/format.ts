import { receiverName, type PaymentDto } from '@gym/contracts';

/** The person who took a payment, by full name (the username when the account has none). */
export function receivedByOf(payment: Pick<PaymentDto, 'receivedByUser'>): string {
  return receiverName(payment) ?? 'Admin';
}
