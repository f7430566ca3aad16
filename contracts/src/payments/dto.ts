import type { CalendarDate } from '../dates';
import type { MemberDto } from '../members/dto';
import type { MembershipDto, MembershipPlanDto } from '../memberships/dto';
import type { ReceiptTaxDto } from '../settings/receiptTax';
import type { PaymentMethod } from './requests';

export type PaymentState = 'recorded' | 'voided' | 'refunded';

export interface PaymentDto {
  id: string;
  membershipId: string;
  memberId: string;
  /** The member's name as it reads now (null only if the member record is missing). */
  member: { firstName: string; lastName: string } | null;
  amount: string;
  paymentMethod: PaymentMethod;
  /** When it was recorded (an instant). */
  paymentDate: string;
  /** The day the money came in, in the gym's time zone (the desk may date it earlier). */
  paymentDay: CalendarDate;
  /** The UPI or bank transfer's own id (null for cash, card, or none given). */
  reference: string | null;
  receivedBy: string | null;
  receivedByUser: { firstName: string | null; lastName: string | null; username: string } | null;
  notes: string | null;
  /** Null only for a moment after recording, until the number is assigned. */
  receiptNumber: string | null;
  nextPaymentDueDate: CalendarDate | null;
  state: PaymentState;
  /** Refunded part ("0.00" unless refunded). */
  refundedAmount: string;
  /**
   * The refund's day (gym calendar), on which the books take it back; null unless refunded (and,
   * as `correctedAt`, on a receipt's lines as issued).
   */
  refundDay: CalendarDate | null;
  correctionReason: string | null;
  /** When the payment was voided or refunded (null while recorded). */
  correctedAt: string | null;
  /** Who voided or refunded it, by name ("Gym Owner"), else the username. */
  correctedByName: string | null;
  /** The branch where it was received. */
  branchId: string;
  createdAt: string;
  updatedAt: string;
}

/** The member as a receipt names them: their details when it was issued. */
export type ReceiptMemberDto = Pick<
  MemberDto,
  'id' | 'firstName' | 'lastName' | 'email' | 'phone' | 'whatsapp' | 'joinDate'
>;

/** The membership as it stood when the receipt was issued (its period and books then). */
export type ReceiptMembershipDto = Pick<
  MembershipDto,
  | 'id'
  | 'memberId'
  | 'planId'
  | 'plan'
  | 'startDate'
  | 'endDate'
  | 'totalAmount'
  | 'paidAmount'
  | 'remainingAmount'
  | 'nextPaymentDueDate'
>;

/** A void or refund recorded after the receipt was issued: noted on it, its figures unchanged. */
export interface ReceiptCorrectionDto {
  kind: 'voided' | 'refunded';
  paymentId: string;
  /** The corrected payment's receipt number (this receipt's own, or another of the membership). */
  receiptNumber: string | null;
  amount: string;
  reason: string;
  /** The instant it was recorded; `day` its gym calendar date (a refund's own day when given). */
  at: string;
  day: CalendarDate | null;
  byName: string | null;
}

/**
 * GET /api/payments/receipt/{paymentId}: the receipt as issued, when its payment was recorded.
 * Its figures never change; later voids and refunds of the membership's payments are `corrections`.
 */
export interface ReceiptDto {
  /** The payment as recorded; its state says whether it was voided or refunded since. */
  payment: PaymentDto;
  member: ReceiptMemberDto;
  plan: MembershipPlanDto;
  membership: ReceiptMembershipDto;
  /** The membership's last payments up to and including this one, oldest first, as they stood then. */
  allPayments: PaymentDto[];
  /** The payments before `allPayments` (the receipt shows them as one line), net as they stood then. */
  earlierPayments: { count: number; amount: string };
  /** Paid up to and including this payment, net of voids and refunds then, in rupees. */
  cumulativePaid: number;
  remainingBalance: number;
  /** When the receipt was issued (its payment recorded). */
  issuedAt: string;
  /** Corrections recorded after it was issued, oldest first (the latest 20). */
  corrections: ReceiptCorrectionDto[];
}

/**
 * The gym a receipt is from, as its PDF heads it: the issuing branch's details over the Gym
 * Settings in force when the payment was recorded, else GYM_NAME, GYM_ADDRESS, GYM_PHONE.
 */
export interface ReceiptGymDto {
  name: string;
  address: string;
  phone: string | null;
  /** The issuing branch's name, under the gym's: absent on the first branch's receipts (as before branches). */
  branch?: string;
}

/** What a receipt carries beyond the books: its GST lines as issued, and a way to pay the rest. */
export interface ReceiptExtrasDto {
  /** Present when the gym had a GSTIN when the payment was recorded (a tax receipt). */
  tax: ReceiptTaxDto | null;
  /** upi://pay… for what the membership owed when it was issued, when the gym had a UPI ID. */
  upiPayLink: string | null;
  /** The link's amount ("377.60"): the balance, with GST on top when prices exclude it. */
  upiPayAmount: string | null;
  /**
   * The receipt's verification code and the public page that checks it (`/verify/{code}`); null
   * until the receipt has its number. `url` is null where the server's address is not known.
   */
  verification?: ReceiptVerificationDto | null;
}

export interface ReceiptVerificationDto {
  /** 10 characters of Crockford base32, grouped: "7QK2M-X9D4P". */
  code: string;
  url: string | null;
}

/** GET /api/payments/receipt/{paymentId}: the receipt and the gym, so the screen matches the PDF. */
export interface ReceiptPageDto extends ReceiptDto, ReceiptExtrasDto {
  gym: ReceiptGymDto;
}

/** GET /api/notifications/payments: a membership that still owes money and has a due date. */
export interface PaymentReminderDto {
  id: string;
  member: { id: string; firstName: string; lastName: string; email: string; phone: string };
  plan: { id: string; name: string };
  remainingAmount: string;
  nextPaymentDueDate: CalendarDate;
}

/** A reminder as the dashboard sends it: its text, a UPI link and the member's WhatsApp link. */
export interface PaymentReminderPageDto extends PaymentReminderDto {
  /** What the member is asked to pay: the balance, GST on top when prices exclude it. */
  amountDue: string;
  message: string;
  upiPayLink: string | null;
  /** The member's WhatsApp number (else phone), international digits: "919876543210". */
  whatsAppNumber: string | null;
  /** https://wa.me/… to that number, the message filled in. */
  whatsAppLink: string | null;
}
