import { z } from 'zod';
import { eventText, identifierKey } from '../text';

/** A value that must be unique across aggregates (a member e-mail, a manual receipt number). */
export const RESERVATION_KINDS = [
  'member-email',
  'receipt-number',
  'branch-code',
  'expense-category',
] as const;
export type ReservationKind = (typeof RESERVATION_KINDS)[number];

const reservation = { kind: z.enum(RESERVATION_KINDS), value: eventText(1000), ownerId: z.uuid() };

export const reservationEventSchemas = {
  ValueReserved: z.object(reservation),
  ValueReleased: z.object(reservation),
} as const;

type Schemas = typeof reservationEventSchemas;
export type ReservationEvent = {
  [K in keyof Schemas]: { type: K; data: z.infer<Schemas[K]> };
}[keyof Schemas];

/**
 * Case-insensitive: "A@B.com" and "a@b.com" are one reservation. A receipt number's key is also
 * NFKC-normalised (`identifierKey`), the same for the ASCII numbers the edge takes today.
 */
export const reservationStream = (kind: ReservationKind, value: string) =>
  `${kind}-${kind === 'receipt-number' ? identifierKey(value) : value.trim().toLowerCase()}`;
