import {
  DAY_CLOSE_LINES,
  DomainError,
  MAX_PAISE,
  formatCalendarDate,
  formatRupeesExact,
  messages,
  type DayCloseEvent,
  type DayCloseLine,
} from '@gym/contracts';
import type { StreamDecider } from '../decider';

/** A branch's day (stream `day-close-{branchId}-{day}`): closed or open. */
export interface DayCloseState {
  closed: boolean;
  /** The float the last close left (kept while reopened, for the record). */
  floatLeftPaise: number | null;
}

export interface CloseDay {
  type: 'CloseDay';
  branchId: string;
  day: string;
  /** Today in the gym's time zone, when the command is made. */
  today: string;
  openingFloatPaise: number;
  /** What the books expect of each line (cash: float + in − out), worked out from the read side. */
  expectedPaise: Record<DayCloseLine, number>;
  countedPaise: Record<DayCloseLine, number>;
  reasons: Record<DayCloseLine, string | null>;
  denominations: Record<string, number> | null;
  bankedPaise: number;
  floatLeftPaise: number;
}

export interface ReopenDay {
  type: 'ReopenDay';
  branchId: string;
  day: string;
  reason: string;
}

export type DayCloseCommand = CloseDay | ReopenDay;

const isCount = (paise: number) => Number.isSafeInteger(paise) && paise >= 0;

function decideClose(command: CloseDay, state: DayCloseState): DayCloseEvent[] {
  if (command.day > command.today) {
    throw new DomainError('invalid', messages.dayCloseFutureDay, {
      day: messages.dayCloseFutureDay,
    });
  }
  if (state.closed) {
    const message = messages.dayCloseAlreadyClosed(formatCalendarDate(command.day));
    throw new DomainError('conflict', message);
  }
  const fieldErrors: Record<string, string> = {};
  const counts = {
    ...Object.fromEntries(DAY_CLOSE_LINES.map((l) => [`${l}Counted`, command.countedPaise[l]])),
    banked: command.bankedPaise,
    floatLeft: command.floatLeftPaise,
  };
  for (const [field, paise] of Object.entries(counts)) {
    if (!isCount(paise)) fieldErrors[field] = messages.dayCloseCountInvalid;
  }
  const lines = Object.fromEntries(
    DAY_CLOSE_LINES.map((l) => {
      const expectedPaise = command.expectedPaise[l];
      const countedPaise = command.countedPaise[l];
      const differencePaise = countedPaise - expectedPaise;
      const reason = command.reasons[l]?.trim() || null;
      // A count so far from the books (counted near the maximum against a negative expectation)
      // that the difference would not fit is refused as too large.
      if (Math.abs(differencePaise) > MAX_PAISE)
        fieldErrors[`${l}Counted`] = messages.amountTooLarge;
      if (differencePaise !== 0 && !reason) {
        fieldErrors[`${l}Reason`] = messages.dayCloseReasonRequired;
      }
      return [l, { expectedPaise, countedPaise, differencePaise, reason }];
    }),
  ) as Record<
    DayCloseLine,
    { expectedPaise: number; countedPaise: number; differencePaise: number; reason: string | null }
  >;
  // Every rupee counted is banked or left as the float: none goes unrecorded.
  if (
    !fieldErrors.floatLeft &&
    command.bankedPaise + command.floatLeftPaise !== command.countedPaise.cash
  )
    fieldErrors.floatLeft = messages.dayCloseCashNotAccounted(
      formatRupeesExact(command.countedPaise.cash),
    );
  const firstError = Object.values(fieldErrors)[0];
  if (firstError) throw new DomainError('invalid', firstError, fieldErrors);
  return [
    {
      type: 'DayClosed',
      data: {
        branchId: command.branchId,
        day: command.day,
        openingFloatPaise: command.openingFloatPaise,
        ...lines,
        denominations: command.denominations,
        bankedPaise: command.bankedPaise,
        floatLeftPaise: command.floatLeftPaise,
      },
    },
  ];
}

function decideReopen(command: ReopenDay, state: DayCloseState): DayCloseEvent[] {
  if (!state.closed) throw new DomainError('conflict', messages.dayCloseNotClosed);
  const reason = command.reason.trim();
  if (!reason) {
    throw new DomainError('invalid', messages.reasonRequired, { reason: messages.reasonRequired });
  }
  return [{ type: 'DayReopened', data: { branchId: command.branchId, day: command.day, reason } }];
}

/**
 * A branch's day close: closed once (again only after a reopen), never a day not begun, every
 * difference explained. Payments dated in a closed day are refused by the payment's handler
 * (isDayClosed); voids and refunds of its payments land in the next open day.
 */
export const dayCloseDecider: StreamDecider<DayCloseCommand, DayCloseEvent, DayCloseState> = {
  snapshot: { kind: 'day-close', version: 1 },
  initialState: () => ({ closed: false, floatLeftPaise: null }),

  evolve(state, event) {
    switch (event.type) {
      case 'DayClosed':
        return { closed: true, floatLeftPaise: event.data.floatLeftPaise };
      case 'DayReopened':
        return { ...state, closed: false };
      default: {
        const unknown: never = event;
        throw new Error(`day close cannot evolve ${(unknown as { type: string }).type}`);
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'CloseDay':
        return decideClose(command, state);
      case 'ReopenDay':
        return decideReopen(command, state);
      default: {
        const unknown: never = command;
        throw new Error(`unknown day close command ${(unknown as { type: string }).type}`);
      }
    }
  },
};
