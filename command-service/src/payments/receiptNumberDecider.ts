import { formatReceiptNumber, type ReceiptEvent } from '@gym/contracts';
import type { Decider } from '../commands/decider';

export interface ReceiptCounterState {
  lastSequence: number;
  byPayment: Record<string, string>;
}

export interface AssignReceiptNumber {
  type: 'AssignReceiptNumber';
  financialYear: string;
  paymentId: string;
  membershipId: string;
}

/** One counter per financial year: the next number is always the last plus one, never reused. */
export const receiptNumberDecider: Decider<AssignReceiptNumber, ReceiptEvent, ReceiptCounterState> =
  {
    initialState: () => ({ lastSequence: 0, byPayment: {} }),

    evolve(state, event) {
      switch (event.type) {
        case 'ReceiptNumberAssigned':
          return {
            lastSequence: event.data.sequence,
            byPayment: { ...state.byPayment, [event.data.paymentId]: event.data.receiptNumber },
          };
        default: {
          const unknown: never = event.type;
          return unknown;
        }
      }
    },

    decide(command, state) {
      if (state.byPayment[command.paymentId]) return [];
      const sequence = state.lastSequence + 1;
      return [
        {
          type: 'ReceiptNumberAssigned',
          data: {
            financialYear: command.financialYear,
            sequence,
            receiptNumber: formatReceiptNumber(command.financialYear, sequence),
            paymentId: command.paymentId,
            membershipId: command.membershipId,
          },
        },
      ];
    },
  };
