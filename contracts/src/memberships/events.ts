import { z } from 'zod';
import { eventDate, eventInstant } from '../dates';
import { MAX_PAISE } from '../money';
import {
  NOTES_MAX,
  PAYMENT_METHODS,
  PAYMENT_REFERENCE_MAX,
  RECEIPT_NUMBER_MAX,
} from '../payments/requests';
import { MAX_DURATION_DAYS } from '../plans/requests';
import { MAX_GST_RATE_BP } from '../settings/settings';
import { eventText } from '../text';
import { MAX_FREEZE_DAYS, REASON_MAX } from './requests';

const paise = z.number().int().min(0).max(MAX_PAISE);
const reason = eventText(REASON_MAX, { multiline: true });

export const membershipEventSchemas = {
  MembershipCreated: z.object({
    membershipId: z.uuid(),
    memberId: z.uuid(),
    plan: z.object({
      planId: z.uuid(),
      name: eventText(100),
      pricePaise: paise,
      durationDays: z.number().int().min(1).max(MAX_DURATION_DAYS),
    }),
    startDate: eventDate,
    endDate: eventDate,
    /** The price, plus the GST in `gstAdded` when there is any. */
    totalPaise: paise,
    /**
     * The GST added on top of the price when it was sold (prices excluding GST at a branch that
     * charges GST): its rate and amount, part of `totalPaise`. Null: none added (prices including
     * GST, or no GSTIN). Memberships sold before it was recorded added none (legacyEvents.ts).
     */
    gstAdded: z
      .object({
        rateBasisPoints: z.number().int().min(0).max(MAX_GST_RATE_BP),
        taxPaise: paise,
      })
      .nullable(),
    renewsMembershipId: z.uuid().nullable(),
    nextPaymentDueDate: eventDate.nullable(),
    /** The branch that sold it, whose books take it (before branches: the first). */
    branchId: z.uuid(),
  }),
  PaymentRecorded: z.object({
    paymentId: z.uuid(),
    membershipId: z.uuid(),
    memberId: z.uuid(),
    /** The branch where the money was received (before branches: the first). */
    branchId: z.uuid(),
    amountPaise: paise.positive(),
    method: z.enum(PAYMENT_METHODS),
    /**
     * The instant it was recorded, and the day the money came in: the gym's calendar date of
     * `paidAt` unless the desk gave an earlier payment date.
     */
    paidAt: eventInstant,
    paymentDay: eventDate,
    manualReceiptNumber: eventText(RECEIPT_NUMBER_MAX).nullable(),
    notes: eventText(NOTES_MAX, { multiline: true }).nullable(),
    nextPaymentDueDate: eventDate.nullable(),
    receivedByUserId: z.uuid().nullable(),
    /**
     * The amount holds its GST: a receipt takes the GST out of it (`paymentGst`), whatever the
     * settings say of prices. False on payments recorded before it was (legacyEvents.ts): their
     * receipts read as the settings then said, the GST on top of the amount under prices
     * excluding GST.
     */
    gstInAmount: z.boolean(),
    /** The UPI or bank transfer's own id; absent on payments recorded before it was asked for. */
    reference: eventText(PAYMENT_REFERENCE_MAX).nullable().optional(),
    idempotencyKey: z
      .string()
      .regex(/^[\x21-\x7e]{1,200}$/)
      .nullable(),
  }),
  /** `membershipId` since schema version 2; older ones get it from their stream (legacyEvents.ts). */
  PaymentVoided: z.object({
    membershipId: z.uuid(),
    paymentId: z.uuid(),
    amountPaise: paise.positive(),
    reason,
    /**
     * The day whose drawer (at the receiving branch) gives the money back: the gym's date the void
     * was made, or the next open day when that one is already closed. Absent on older events: the
     * gym's date of the event's instant. Optional, so no upcaster and no schema version.
     */
    drawerDay: eventDate.optional(),
  }),
  /** `membershipId` since schema version 2, as on PaymentVoided. */
  PaymentRefunded: z.object({
    membershipId: z.uuid(),
    paymentId: z.uuid(),
    amountPaise: paise.positive(),
    reason,
    refundDay: eventDate,
    /** As on PaymentVoided; absent on older events: `refundDay`. */
    drawerDay: eventDate.optional(),
  }),
  MembershipCancelled: z.object({ membershipId: z.uuid(), reason }),
  MembershipExpired: z.object({ membershipId: z.uuid(), expiredOn: eventDate }),
  /** Frozen `days` from `from`; the end date moves to `endDate` (by those days). */
  MembershipFrozen: z.object({
    membershipId: z.uuid(),
    from: eventDate,
    days: z.number().int().min(1).max(MAX_FREEZE_DAYS),
    reason,
    endDate: eventDate,
  }),
  /** The freeze from `from` ended early: back `on`, `returnedDays` given back, the end date now `endDate`. */
  MembershipUnfrozen: z.object({
    membershipId: z.uuid(),
    from: eventDate,
    on: eventDate,
    returnedDays: z.number().int().min(0).max(MAX_FREEZE_DAYS),
    endDate: eventDate,
  }),
} as const;

type Schemas = typeof membershipEventSchemas;
export type MembershipEvent = {
  [K in keyof Schemas]: { type: K; data: z.infer<Schemas[K]> };
}[keyof Schemas];

export const MEMBERSHIP_STREAM_PREFIX = 'membership-';
export const membershipStream = (membershipId: string) =>
  `${MEMBERSHIP_STREAM_PREFIX}${membershipId}`;
