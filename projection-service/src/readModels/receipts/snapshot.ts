import type {
  BranchDetails,
  CalendarDate,
  GymSettingsChanged,
  MembershipEvent,
  PaymentMethod,
  PaymentState,
  ReceiptMemberDto,
} from '@gym/contracts';

type PlanSold = Extract<MembershipEvent, { type: 'MembershipCreated' }>['data']['plan'];
export type GymSettingsData = GymSettingsChanged['data'];
export type ReceiptMember = ReceiptMemberDto;
/** A branch's details as a receipt states them (null ones fall back to the gym's settings). */
export type ReceiptBranch = BranchDetails & { branchId: string };

/** A payment as a receipt lists it, as it stood then. */
export interface HistoryEntry {
  id: string;
  amountPaise: number;
  method: PaymentMethod;
  paidAt: string;
  /** The day the money came in (the desk may date it before `paidAt`). */
  paymentDay: CalendarDate;
  reference: string | null;
  receivedBy: string | null;
  notes: string | null;
  nextPaymentDueDate: CalendarDate | null;
  state: PaymentState;
  refundedPaise: number;
  createdAt: string;
  /** Where it was received (left out by receipts written before the receipts projector's 2). */
  branchId?: string;
}

/** The receipts projector's own view of a membership (kept from the log, in order). */
export interface MembershipState {
  memberId: string;
  plan: PlanSold;
  startDate: CalendarDate;
  endDate: CalendarDate;
  totalPaise: number;
  nextPaymentDueDate: CalendarDate | null;
  /** Payments and corrections so far: orders a membership's receipts and their later notes. */
  seq: number;
  paidPaise: number;
  count: number;
  /** The last RECEIPT_HISTORY_SIZE payments, oldest first. */
  recent: HistoryEntry[];
}

/** A receipt as issued: everything it states, fixed when its payment was recorded. */
export interface ReceiptSnapshot {
  issuedAt: string;
  member: ReceiptMember;
  membershipId: string;
  membership: {
    memberId: string;
    plan: PlanSold;
    startDate: CalendarDate;
    endDate: CalendarDate;
    totalPaise: number;
    paidPaise: number;
    nextPaymentDueDate: CalendarDate | null;
  };
  /** The last payments up to and including this one (the last entry), oldest first. */
  history: HistoryEntry[];
  earlier: { count: number; paise: number };
  /**
   * The payment holds its GST (PaymentRecorded's `gstInAmount`); absent on receipts projected
   * before it was recorded, which read as issued (false).
   */
  gstInAmount?: boolean;
  /** The gym's settings in force (null: never set, the defaults). */
  settings: GymSettingsData | null;
  /**
   * The issuing branch's details in force; null or absent when it had not opened yet (a payment
   * before branches, at the first branch): the settings alone, as before branches.
   */
  branch?: ReceiptBranch | null;
}
