import type { z } from 'zod';
import { accountEventSchemas, type AccountEvent } from './accounts/events';
import { upcastLegacyData } from './legacyEvents';
import { memberEventSchemas, type MemberEvent } from './members/events';
import { membershipEventSchemas, type MembershipEvent } from './memberships/events';
import { receiptEventSchemas, type ReceiptEvent } from './payments/events';
import { planEventSchemas, type PlanEvent } from './plans/events';
import { reservationEventSchemas, type ReservationEvent } from './reservations/events';
import { gymSettingsEventSchemas, type GymSettingsEvent } from './settings/events';
import { branchEventSchemas, type BranchEvent } from './branches/events';
import { dayCloseEventSchemas, type DayCloseEvent } from './dayClose/events';
import { expenseEventSchemas, type ExpenseEvent } from './expenses/events';
import { sealEventSchemas, type SealEvent } from './seals/events';

/** Every domain event's data schema, by type. Bump SCHEMA_VERSION with an upcaster when a shape changes. */
export const eventSchemas = {
  ...planEventSchemas,
  ...memberEventSchemas,
  ...membershipEventSchemas,
  ...receiptEventSchemas,
  ...reservationEventSchemas,
  ...accountEventSchemas,
  ...gymSettingsEventSchemas,
  ...branchEventSchemas,
  ...expenseEventSchemas,
  ...dayCloseEventSchemas,
  ...sealEventSchemas,
} as const;
/**
 * The version new events are appended with (their metadata's `schemaVersion`). 2: PaymentVoided
 * and PaymentRefunded carry their `membershipId` (version 1 ones are upcast, legacyEvents.ts).
 * 3: branches: members, memberships, payments and visits name their branch, plans where they admit
 * (older ones read as the first branch's, legacyEvents.ts). 4: a sale records the GST added to its
 * total (`gstAdded`), a payment that its amount holds its GST (`gstInAmount`); older ones read as
 * none added and as their receipts were issued.
 */
export const SCHEMA_VERSION = 4;

export type DomainEvent =
  | PlanEvent
  | MemberEvent
  | MembershipEvent
  | ReceiptEvent
  | ReservationEvent
  | AccountEvent
  | GymSettingsEvent
  | BranchEvent
  | ExpenseEvent
  | DayCloseEvent
  | SealEvent;
export type EventType = DomainEvent['type'];

export function isEventType(type: string): type is EventType {
  return Object.hasOwn(eventSchemas, type);
}

/** Validates a stored or new event's data; throws a ZodError when it does not match. */
export function parseDomainEvent(type: string, data: unknown): DomainEvent {
  if (!isEventType(type)) throw new Error(`unknown event type: ${type}`);
  const schema: z.ZodType = eventSchemas[type];
  return { type, data: schema.parse(data) } as DomainEvent;
}

/**
 * Reads a stored event's data: as parseDomainEvent, but data an older version appended within
 * looser bounds, or without a field today's version has, is read as today's schemas allow
 * (legacyEvents.ts; `streamId` is the stream the event was read from). New events never need this.
 */
export function readDomainEvent(type: string, data: unknown, streamId: string): DomainEvent {
  try {
    return parseDomainEvent(type, data);
  } catch (error) {
    if (!isEventType(type)) throw error;
    const schema: z.ZodType = eventSchemas[type];
    const upcast = schema.safeParse(upcastLegacyData(type, data, streamId));
    if (!upcast.success) throw error;
    return { type, data: upcast.data } as DomainEvent;
  }
}
