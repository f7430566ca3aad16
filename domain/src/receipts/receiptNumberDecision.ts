import {
  MAIN_BRANCH_ID,
  MAIN_RECEIPT_PREFIX,
  comparePositions,
  decodePosition,
  encodePosition,
  financialYearOf,
  formatReceiptNumber,
  type GlobalPosition,
  type ReceiptEvent,
} from '@gym/contracts';

/**
 * Receipt numbering's rule, pure (it imports only contracts): one series per branch and financial
 * year, numbering recorded payments in log order, consecutive and gap-free. The reactor
 * (`receiptNumbering.ts`) reads the series' last number and the payments from the log and appends
 * what this decides.
 */

/** A series as its last number left it: all a new number depends on. */
export interface ReceiptCounterState {
  lastSequence: number;
  /** The log position of the last numbered payment; every payment up to it has its number. */
  lastPaymentPosition: GlobalPosition | null;
}

/** A recorded payment that takes an automatic number. */
export interface PaymentToNumber {
  paymentId: string;
  membershipId: string;
  position: GlobalPosition;
}

/** The branch whose series it is, and its numbers' prefix (RCP for the first branch). */
export interface SeriesBranch {
  branchId: string;
  prefix: string;
}

/** The first branch's series: the one the gym had before branches. */
export const MAIN_SERIES: SeriesBranch = { branchId: MAIN_BRANCH_ID, prefix: MAIN_RECEIPT_PREFIX };

export interface NumberReceipts {
  type: 'NumberReceipts';
  financialYear: string;
  /** Absent: the first branch's. */
  branch?: SeriesBranch;
  /** In log order, all of the series' branch. */
  payments: readonly PaymentToNumber[];
}

/**
 * The series (financial year) a recorded payment is numbered in; null when it carries a manual
 * receipt number (from a receipt book), which it keeps.
 */
export function seriesOf(payment: {
  paymentDay: string;
  manualReceiptNumber: string | null;
}): string | null {
  return payment.manualReceiptNumber ? null : financialYearOf(payment.paymentDay);
}

export const initialReceiptCounter = (): ReceiptCounterState => ({
  lastSequence: 0,
  lastPaymentPosition: null,
});

export function evolveReceiptCounter(
  state: ReceiptCounterState,
  event: ReceiptEvent,
): ReceiptCounterState {
  switch (event.type) {
    case 'ReceiptNumberAssigned': {
      const { sequence, paymentPosition } = event.data;
      return {
        lastSequence: sequence,
        lastPaymentPosition:
          (paymentPosition && decodePosition(paymentPosition)) || state.lastPaymentPosition,
      };
    }
    default: {
      const unknown: never = event.type;
      return unknown;
    }
  }
}

/**
 * The series from its last number alone (`recordedAt`: where that number is in the log). A number
 * given before numbering followed the log carries no payment position, and came after its payment
 * was recorded: every payment before the number's own position has its number.
 */
export function seriesAfter(last: ReceiptEvent, recordedAt: GlobalPosition): ReceiptCounterState {
  const state = evolveReceiptCounter(initialReceiptCounter(), last);
  return { ...state, lastPaymentPosition: state.lastPaymentPosition ?? recordedAt };
}

/**
 * The number a payment gets: the series' last plus one; none when the payment is at or before the
 * last numbered position (it has its number already, so numbering it again records nothing). The
 * first branch's numbers name no branch, as they did before branches.
 */
export function numberForPayment(
  state: ReceiptCounterState,
  financialYear: string,
  payment: PaymentToNumber,
  branch: SeriesBranch = MAIN_SERIES,
): ReceiptEvent | null {
  const { lastPaymentPosition } = state;
  if (lastPaymentPosition && comparePositions(payment.position, lastPaymentPosition) <= 0) {
    return null;
  }
  const sequence = state.lastSequence + 1;
  return {
    type: 'ReceiptNumberAssigned',
    data: {
      financialYear,
      sequence,
      receiptNumber: formatReceiptNumber(financialYear, sequence, branch.prefix),
      paymentId: payment.paymentId,
      membershipId: payment.membershipId,
      ...(branch.branchId !== MAIN_BRANCH_ID && { branchId: branch.branchId }),
      paymentPosition: encodePosition(payment.position),
    },
  };
}

/** The series as a decider (given its events, when payments are to be numbered, then numbers). */
export const receiptNumberDecider = {
  initialState: initialReceiptCounter,
  evolve: evolveReceiptCounter,
  decide(command: NumberReceipts, state: ReceiptCounterState): ReceiptEvent[] {
    const events: ReceiptEvent[] = [];
    let series = state;
    for (const payment of command.payments) {
      const numbered = numberForPayment(series, command.financialYear, payment, command.branch);
      if (!numbered) continue;
      events.push(numbered);
      series = evolveReceiptCounter(series, numbered);
    }
    return events;
  },
};
