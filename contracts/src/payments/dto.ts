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
  correctionReason: string | null;
  /** When the payment was voided or refunded (null while recorded). */
  correctedAt: string | null;
  /** Who voided or refunded it, by name ("Gym Owner"), else the username. */
  correctedByName: string | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/payments/receipt/{paymentId}. */
export interface ReceiptDto {
  payment: PaymentDto;
  member: MemberDto;
  plan: MembershipPlanDto;
  membership: MembershipDto;
  /** Every payment of the membership, oldest first. */
  allPayments: PaymentDto[];
  /** Paid up to and including this payment, net of voids and refunds, in rupees. */
  cumulativePaid: number;
  remainingBalance: number;
}

/**
 * The gym a receipt is from, as its PDF heads it: the Gym Settings in force when the payment was
 * recorded, else GYM_NAME, GYM_ADDRESS, GYM_PHONE.
 */
export interface ReceiptGymDto {
  name: string;
  address: string;
  phone: string | null;
}

/** What a receipt carries beyond the books: its GST lines as issued, and a way to pay the rest. */
export interface ReceiptExtrasDto {
  /** Present when the gym had a GSTIN when the payment was recorded (a tax receipt). */
  tax: ReceiptTaxDto | null;
  /** upi://pay… for what the membership still owes, when the gym has a UPI ID. */
  upiPayLink: string | null;
  /** The link's amount ("377.60"): the balance, with GST on top when prices exclude it. */
  upiPayAmount: string | null;
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
  message: string;
  upiPayLink: string | null;
  /** The member's WhatsApp number (else phone), international digits: "919876543210". */
  whatsAppNumber: string | null;
  /** https://wa.me/… to that number, the message filled in. */
  whatsAppLink: string | null;
}
