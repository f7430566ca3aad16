import type { PaymentDto } from '../payments/dto';

/** An account's name parts, as the command service reads them from `users`. */
export interface AccountNameParts {
  firstName: string | null;
  lastName: string | null;
  username: string;
}

/**
 * An account as people read it: first and last name ("Gym Owner", or the part there is), else
 * the username; null when there is no account. Receivers, correctors and audit actors alike.
 */
export function accountName(account: AccountNameParts | null | undefined): string | null {
  if (!account) return null;
  const name = [account.firstName, account.lastName].filter((part) => part?.trim()).join(' ');
  return name || account.username;
}

/** The spec's receiver when a payment names no account (or one no longer there). */
export const NO_RECEIVER_NAME = 'Admin';

/**
 * Who received a payment, the same on the payments list, its CSV, the receipt screen and the
 * receipt PDF: the account's name, else "Admin".
 */
export function receiverName(payment: Pick<PaymentDto, 'receivedByUser'>): string {
  return accountName(payment.receivedByUser) ?? NO_RECEIVER_NAME;
}
