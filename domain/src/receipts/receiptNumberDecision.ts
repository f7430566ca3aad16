import {
  comparePositions,
  decodePosition,
  encodePosition,
  financialYearOf,
  formatReceiptNumber,
  type GlobalPosition,
  type ReceiptEvent,
} from '@gym/contracts';

/**
 * Receipt numbering's rule, pure (it imports only contracts): one series per financial year,
 * numbering recorded payments in log order, consecutive and gap-free. The reactor
 * (`receiptNumbering.ts`) reads the series' last number and the payments from the log and appends
 * what this decides.
 */

/** A financial year's series as its last number left it: all a new number depends on. */
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

export interface NumberReceipts {
  type: 'NumberReceipts';
  financialYear: string;
  /** In log order. */
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
 * last numbered position (it has its number already, so numbering it again records nothing).
 */
export function numberForPayment(
  state: ReceiptCounterState,
  financialYear: string,
  payment: PaymentToNumber,
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
      receiptNumber: formatReceiptNumber(financialYear, sequence),
      paymentId: payment.paymentId,
      membershipId: payment.membershipId,
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
      const numbered = numberForPayment(series, command.financialYear, payment);
      if (!numbered) continue;
      events.push(numbered);
      series = evolveReceiptCounter(series, numbered);
    }
    return events;
  },
};
