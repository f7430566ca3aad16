import { formatMoney, type Paise } from '../money';

/** A UPI virtual payment address: handle@provider ("gym.owner@okhdfcbank"). */
export const UPI_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{1,255}@[A-Za-z][A-Za-z0-9.-]{1,63}$/;

/** What a UPI payment for a membership says it is for. */
export const membershipPaymentNote = (planName: string) => `${planName} membership`;

/**
 * The UPI deep link any UPI app opens: `upi://pay?pa=…&pn=…&am=…&cu=INR&tn=…`, each value
 * percent-encoded, the amount in rupees with two decimals.
 */
export function upiPayLink(input: {
  upiId: string;
  payeeName: string;
  amountPaise: Paise;
  note: string;
}): string {
  const params: [string, string][] = [
    ['pa', input.upiId],
    ['pn', input.payeeName],
    ['am', formatMoney(input.amountPaise)],
    ['cu', 'INR'],
    ['tn', input.note.slice(0, 80)],
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}
