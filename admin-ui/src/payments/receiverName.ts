import type { PaymentDto } from '@gym/contracts';

/** Who took a payment, by full name ("Gym Owner"), else the username. */
export function receiverName(payment: Pick<PaymentDto, 'receivedByUser'>): string | null {
  const user = payment.receivedByUser;
  if (!user) return null;
  const name = [user.firstName, user.lastName].filter((part) => part?.trim()).join(' ');
  return name || user.username;
}
