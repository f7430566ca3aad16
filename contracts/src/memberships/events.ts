import { z } from 'zod';
import { PAYMENT_METHODS } from '../payments/requests';

const paise = z.number().int();

export const membershipEventSchemas = {
  MembershipCreated: z.object({
    membershipId: z.uuid(),
    memberId: z.uuid(),
    plan: z.object({
      planId: z.uuid(),
      name: z.string(),
      pricePaise: paise,
      durationDays: z.number().int(),
    }),
    startDate: z.string(),
    endDate: z.string(),
    totalPaise: paise,
    renewsMembershipId: z.uuid().nullable(),
    nextPaymentDueDate: z.string().nullable(),
  }),
  PaymentRecorded: z.object({
    paymentId: z.uuid(),
    membershipId: z.uuid(),
    memberId: z.uuid(),
    amountPaise: paise.positive(),
    method: z.enum(PAYMENT_METHODS),
    /** The instant it was recorded, and its calendar date in the gym's time zone. */
    paidAt: z.string(),
    paymentDay: z.string(),
    manualReceiptNumber: z.string().nullable(),
    notes: z.string().nullable(),
    nextPaymentDueDate: z.string().nullable(),
    receivedByUserId: z.uuid().nullable(),
    idempotencyKey: z.string().nullable(),
  }),
  PaymentVoided: z.object({
    paymentId: z.uuid(),
    amountPaise: paise.positive(),
    reason: z.string(),
  }),
  PaymentRefunded: z.object({
    paymentId: z.uuid(),
    amountPaise: paise.positive(),
    reason: z.string(),
    refundDay: z.string(),
  }),
  MembershipCancelled: z.object({ membershipId: z.uuid(), reason: z.string() }),
  MembershipExpired: z.object({ membershipId: z.uuid(), expiredOn: z.string() }),
} as const;

type Schemas = typeof membershipEventSchemas;
export type MembershipEvent = {
  [K in keyof Schemas]: { type: K; data: z.infer<Schemas[K]> };
}[keyof Schemas];

export const membershipStream = (membershipId: string) => `membership-${membershipId}`;
