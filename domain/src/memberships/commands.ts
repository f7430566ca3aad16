import type { PaymentMethod } from '@gym/contracts';
import type { BranchFacts, MemberFacts, MembershipFacts, PlanFacts, SaleGstFacts } from '../facts';

export interface CreateMembership {
  type: 'CreateMembership';
  membershipId: string;
  /** The member and the plan as their own streams tell now (null: none). */
  member: MemberFacts | null;
  plan: PlanFacts | null;
  /** The branch that sells it (its books take it). */
  branch: BranchFacts | null;
  /** The GST added on top of the price at the selling branch now (null: none). */
  gstOnTop: SaleGstFacts | null;
  startDate: string;
  renewsMembershipId: string | null;
  nextPaymentDueDate: string | null;
}

/**
 * Renews `current` (the caller reads it from its own stream) into this stream, the renewal's own:
 * from its end date, on `plan` as it is now, for its member as they are now.
 */
export interface RenewMembership {
  type: 'RenewMembership';
  membershipId: string;
  current: MembershipFacts | null;
  member: MemberFacts | null;
  plan: PlanFacts | null;
  branch: BranchFacts | null;
  /** As on CreateMembership. */
  gstOnTop: SaleGstFacts | null;
}

export interface RecordPayment {
  type: 'RecordPayment';
  paymentId: string;
  /** The branch where the money is received. */
  branch: BranchFacts | null;
  amountPaise: number;
  method: PaymentMethod;
  paidAt: string;
  paymentDay: string;
  manualReceiptNumber: string | null;
  notes: string | null;
  nextPaymentDueDate: string | null;
  receivedByUserId: string | null;
  /** The UPI or bank transfer's own id (absent: none). */
  reference?: string | null;
  idempotencyKey: string | null;
}

export interface VoidPayment {
  type: 'VoidPayment';
  paymentId: string;
  reason: string;
  /** The day whose drawer at the receiving branch gives the money back (today, or the next open day). */
  drawerDay?: string;
}

export interface RefundPayment {
  type: 'RefundPayment';
  paymentId: string;
  amountPaise: number | null;
  reason: string;
  refundDay: string;
  /** As on VoidPayment. */
  drawerDay?: string;
}

export interface CancelMembership {
  type: 'CancelMembership';
  reason: string;
}

export interface FreezeMembership {
  type: 'FreezeMembership';
  from: string;
  days: number;
  reason: string;
  /** The plan's limit per membership as the plan is now (null: none). */
  maxFreezeDays: number | null;
}

export interface UnfreezeMembership {
  type: 'UnfreezeMembership';
  on: string;
}

export interface ExpireMembership {
  type: 'ExpireMembership';
  today: string;
}

export type MembershipCommand =
  | CreateMembership
  | RenewMembership
  | RecordPayment
  | VoidPayment
  | RefundPayment
  | CancelMembership
  | FreezeMembership
  | UnfreezeMembership
  | ExpireMembership;

/** What a payment was recorded with: the same payment id again with these is a retry. */
export const paymentFingerprint = (
  p: Pick<
    RecordPayment,
    'amountPaise' | 'method' | 'manualReceiptNumber' | 'notes' | 'reference' | 'paymentDay'
  >,
) =>
  JSON.stringify([
    p.amountPaise,
    p.method,
    p.manualReceiptNumber,
    p.notes,
    p.reference ?? null,
    p.paymentDay,
  ]);
