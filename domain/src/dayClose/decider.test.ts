import { describe, it } from 'vitest';
import { messages, type DayCloseEvent } from '@gym/contracts';
import { specFor } from '../../../scripts/test/givenWhenThen';
import { dayCloseDecider, type CloseDay } from './decider';

const branchId = '3c5e7a91-2b4d-4f60-8a1c-0d2e4f6a8b10';
const day = '2026-11-25';

const close: CloseDay = {
  type: 'CloseDay',
  branchId,
  day,
  today: '2026-11-26',
  openingFloatPaise: 200_000,
  expectedPaise: { cash: 1_200_000, card: 300_000, upi: 0, bankTransfer: 0 },
  countedPaise: { cash: 1_150_000, card: 300_000, upi: 0, bankTransfer: 0 },
  reasons: { cash: 'Change given twice', card: null, upi: null, bankTransfer: null },
  denominations: { '50000': 23 },
  bankedPaise: 950_000,
  floatLeftPaise: 200_000,
};
const line = (expectedPaise: number, countedPaise: number, reason: string | null = null) => ({
  expectedPaise,
  countedPaise,
  differencePaise: countedPaise - expectedPaise,
  reason,
});
const closed: DayCloseEvent = {
  type: 'DayClosed',
  data: {
    branchId,
    day,
    openingFloatPaise: 200_000,
    cash: line(1_200_000, 1_150_000, 'Change given twice'),
    card: line(300_000, 300_000),
    upi: line(0, 0),
    bankTransfer: line(0, 0),
    denominations: { '50000': 23 },
    bankedPaise: 950_000,
    floatLeftPaise: 200_000,
  },
};
const reopened: DayCloseEvent = {
  type: 'DayReopened',
  data: { branchId, day, reason: 'A card payment was missed' },
};

const given = specFor(dayCloseDecider);

describe('day close decider', () => {
  it('closes a day with each line, its difference (counted less expected) and reason', () => {
    given([]).when(close).then([closed]);
  });

  it('closes today (the day has begun)', () => {
    given([])
      .when({ ...close, today: day })
      .then([closed]);
  });

  it('refuses a day closed already (409), and closes it again after a reopen', () => {
    given([closed])
      .when(close)
      .thenRefuses('conflict', messages.dayCloseAlreadyClosed('25 Nov 2026'));
    given([closed, reopened]).when(close).then([closed]);
  });

  it('refuses a future day, naming `day`', () => {
    given([])
      .when({ ...close, today: '2026-11-24' })
      .thenRefuses('invalid', messages.dayCloseFutureDay, { day: messages.dayCloseFutureDay });
  });

  it("refuses a difference without a reason, naming that line's reason field", () => {
    given([])
      .when({
        ...close,
        countedPaise: { ...close.countedPaise, upi: 5_000 },
        reasons: { ...close.reasons, cash: '  ' },
      })
      .thenRefuses('invalid', messages.dayCloseReasonRequired, {
        cashReason: messages.dayCloseReasonRequired,
        upiReason: messages.dayCloseReasonRequired,
      });
  });

  it('needs no reason where counted equals expected', () => {
    given([])
      .when({
        ...close,
        countedPaise: { ...close.countedPaise, cash: 1_200_000 },
        reasons: { ...close.reasons, cash: null },
        floatLeftPaise: 250_000,
      })
      .then([
        {
          ...closed,
          data: { ...closed.data, cash: line(1_200_000, 1_200_000), floatLeftPaise: 250_000 },
        },
      ]);
  });

  it('refuses a negative count, naming the field', () => {
    given([])
      .when({ ...close, countedPaise: { ...close.countedPaise, card: -1 }, floatLeftPaise: -5 })
      .thenRefuses('invalid', messages.dayCloseCountInvalid, {
        cardCounted: messages.dayCloseCountInvalid,
        cardReason: messages.dayCloseReasonRequired,
        floatLeft: messages.dayCloseCountInvalid,
      });
  });

  it('refuses a close whose banked cash and float do not add up to the cash counted', () => {
    for (const [bankedPaise, floatLeftPaise] of [
      [10_000, 10_000],
      [950_000, 200_001],
      [0, 0],
    ] as const)
      given([])
        .when({ ...close, bankedPaise, floatLeftPaise })
        .thenRefuses('invalid', messages.dayCloseCashNotAccounted('₹11,500'), {
          floatLeft: messages.dayCloseCashNotAccounted('₹11,500'),
        });
  });

  it('reopens a closed day with a reason; not an open one', () => {
    given([closed])
      .when({ type: 'ReopenDay', branchId, day, reason: 'A card payment was missed' })
      .then([reopened]);
    given([])
      .when({ type: 'ReopenDay', branchId, day, reason: 'A card payment was missed' })
      .thenRefuses('conflict', messages.dayCloseNotClosed);
    given([closed, reopened])
      .when({ type: 'ReopenDay', branchId, day, reason: 'Again' })
      .thenRefuses('conflict', messages.dayCloseNotClosed);
    given([closed])
      .when({ type: 'ReopenDay', branchId, day, reason: ' ' })
      .thenRefuses('invalid', messages.reasonRequired, { reason: messages.reasonRequired });
  });
});
