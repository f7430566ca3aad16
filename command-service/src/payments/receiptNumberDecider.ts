import {
  comparePositions,
  decodePosition,
  encodePosition,
  formatReceiptNumber,
  type GlobalPosition,
  type ReceiptEvent,
} from '@gym/contracts';
import type { Decider } from '@gym/domain';

/** A financial year's counter as its last number left it: all a new number depends on. */
export interface ReceiptCounterState {
  lastSequence: number;
  /** The log position of the last numbered payment; every payment up to it has its number. */
  lastPaymentPosition: GlobalPosition | null;
}

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
 * One counter per financial year, numbering payments in log order: the next number is the last
 * plus one, and a payment at or before the last numbered position already has its number (so
 * numbering the same payments again records nothing).
 */
export const receiptNumberDecider: Decider<NumberReceipts, ReceiptEvent, ReceiptCounterState> = {
  initialState: () => ({ lastSequence: 0, lastPaymentPosition: null }),

  evolve(state, event) {
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
  },

  decide(command, state) {
    const events: ReceiptEvent[] = [];
    let { lastSequence, lastPaymentPosition } = state;
    for (const payment of command.payments) {
      if (lastPaymentPosition && comparePositions(payment.position, lastPaymentPosition) <= 0) {
        continue;
      }
      lastSequence += 1;
      lastPaymentPosition = payment.position;
      events.push({
        type: 'ReceiptNumberAssigned',
        data: {
          financialYear: command.financialYear,
          sequence: lastSequence,
          receiptNumber: formatReceiptNumber(command.financialYear, lastSequence),
          paymentId: payment.paymentId,
          membershipId: payment.membershipId,
          paymentPosition: encodePosition(payment.position),
        },
      });
    }
    return events;
  },
};
