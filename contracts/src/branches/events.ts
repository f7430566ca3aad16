import { z } from 'zod';
import { eventText } from '../text';

/**
 * The first branch: every event written before branches existed reads as this one
 * (legacyEvents.ts), and start-up opens it on a gym that has no branch yet.
 */
export const MAIN_BRANCH_ID = '00000000-0000-4000-8000-0000000b0001';
/** The first branch keeps the receipt series the gym had before branches. */
export const MAIN_RECEIPT_PREFIX = 'RCP';
/** The first branch's code (no request can give it: BRANCH_CODE has no I). */
export const MAIN_BRANCH_CODE = 'MAIN';

/**
 * A branch's short code: 2 to 5 capital letters without I and O (no look-alikes of 1 and 0). It
 * is fixed when the branch opens, as it prefixes the branch's receipt numbers.
 */
export const BRANCH_CODE = /^[A-HJ-NP-Z]{2,5}$/;

const gstin = z
  .string()
  .regex(/^\d{2}[A-Z0-9]{13}$/)
  .nullable();
const details = {
  name: eventText(100),
  address: eventText(500, { multiline: true }).nullable(),
  phone: eventText(30).nullable(),
  /** The GST state the branch is in (two digits); its GSTIN, when set, names the same state. */
  stateCode: z
    .string()
    .regex(/^\d{2}$/)
    .nullable(),
  /** Null: the business's GSTIN and UPI ID (gym settings) apply. */
  gstin,
  upiId: eventText(320).nullable(),
};
export const branchDetailsSchema = z.object(details);
export type BranchDetails = z.infer<typeof branchDetailsSchema>;

export const branchEventSchemas = {
  BranchOpened: z.object({
    branchId: z.uuid(),
    // Any capitals: the first branch is "MAIN"; the look-alike rule (BRANCH_CODE) is the request's.
    code: z.string().regex(/^[A-Z]{2,5}$/),
    /** The receipt series' prefix: the code, or "RCP" for the first branch. */
    receiptPrefix: z.string().regex(/^[A-Z]{2,5}$/),
    ...details,
  }),
  BranchDetailsChanged: z.object({ branchId: z.uuid(), ...details }),
  BranchClosed: z.object({ branchId: z.uuid(), reason: eventText(500, { multiline: true }) }),
  BranchReopened: z.object({ branchId: z.uuid() }),
} as const;

type Schemas = typeof branchEventSchemas;
export type BranchEvent = {
  [K in keyof Schemas]: { type: K; data: z.infer<Schemas[K]> };
}[keyof Schemas];

export const BRANCH_STREAM_PREFIX = 'branch-';
export const branchStream = (branchId: string) => `${BRANCH_STREAM_PREFIX}${branchId}`;

/** Where a plan's memberships admit: the member's home branch, every branch, or those listed. */
export const planAdmitsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('home') }),
  z.object({ kind: z.literal('all') }),
  z.object({ kind: z.literal('branches'), branchIds: z.array(z.uuid()).min(1).max(500) }),
]);
export type PlanAdmits = z.infer<typeof planAdmitsSchema>;
