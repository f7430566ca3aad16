import { describe, expect, it } from 'vitest';
import {
  financialYearOf,
  formatReceiptNumber,
  parseDomainEvent,
  receiptCounterStream,
  type GlobalPosition,
  type ReceiptEvent,
} from '@gym/contracts';
import { specFor } from '../../../scripts/test/givenWhenThen';
import {
  MAIN_SERIES,
  numberForPayment,
  receiptNumberDecider,
  seriesOf,
  type NumberReceipts,
  type PaymentToNumber,
} from './receiptNumberDecision';

const membershipId = '2a7c9e14-5b3d-4f61-8e02-9c4a6b1d3f70';
const payments = [
  '9f0e1d2c-3b4a-4958-8776-655443322110',
  '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  '7c6b5a49-3827-4615-9403-f2e1d0c9b8a7',
] as const;

const at = (commit: number, prepare = commit): GlobalPosition => ({
  commit: BigInt(commit),
  prepare: BigInt(prepare),
});

const numberReceipts = (
  list: { paymentId: string; position: GlobalPosition }[],
  financialYear = '2026-27',
): NumberReceipts => ({
  type: 'NumberReceipts',
  financialYear,
  payments: list.map((p) => ({ ...p, membershipId })),
});

const assigned = (
  sequence: number,
  paymentId: string,
  paymentPosition?: string,
  financialYear = '2026-27',
): ReceiptEvent => ({
  type: 'ReceiptNumberAssigned',
  data: {
    financialYear,
    sequence,
    receiptNumber: formatReceiptNumber(financialYear, sequence),
    paymentId,
    membershipId,
    ...(paymentPosition && { paymentPosition }),
  },
});

const given = specFor(receiptNumberDecider);

describe('receipt number decider', () => {
  it('numbers payments 1, 2, 3 in log order, in the RCP/yyyy-yy/nnnnnn format', () => {
    given([])
      .when(
        numberReceipts([
          { paymentId: payments[0], position: at(10, 1) },
          { paymentId: payments[1], position: at(10, 2) },
          { paymentId: payments[2], position: at(12, 3) },
        ]),
      )
      .then([
        assigned(1, payments[0], '10/1'),
        assigned(2, payments[1], '10/2'),
        assigned(3, payments[2], '12/3'),
      ]);
  });

  it('records nothing for payments at or before the last numbered one (numbering again)', () => {
    given([assigned(1, payments[0], '10/1'), assigned(2, payments[1], '11/2')])
      .when(
        numberReceipts([
          { paymentId: payments[0], position: at(10, 1) },
          { paymentId: payments[1], position: at(11, 2) },
          { paymentId: payments[2], position: at(12, 3) },
        ]),
      )
      .then([assigned(3, payments[2], '12/3')]);
    given([assigned(1, payments[0], '10/1')])
      .when(numberReceipts([{ paymentId: payments[0], position: at(10, 1) }]))
      .then([]);
  });

  it('continues after the last number, whatever the stream holds before it', () => {
    given([assigned(10_000, payments[0], '900/900')])
      .when(numberReceipts([{ paymentId: payments[1], position: at(901, 901) }]))
      .then([assigned(10_001, payments[1], '901/901')]);
  });

  it('continues after a number recorded before numbering followed the log', () => {
    const state = given([assigned(41, payments[0])]).state;
    expect(state).toEqual({ lastSequence: 41, lastPaymentPosition: null });
    given([assigned(41, payments[0])])
      .when(numberReceipts([{ paymentId: payments[1], position: at(5) }]))
      .then([assigned(42, payments[1], '5/5')]);
  });

  it('starts at 1 in each financial year (one counter stream per year)', () => {
    given([])
      .when(numberReceipts([{ paymentId: payments[0], position: at(3) }], '2027-28'))
      .then([assigned(1, payments[0], '3/3', '2027-28')]);
    expect(receiptCounterStream('2026-27')).not.toBe(receiptCounterStream('2027-28'));
  });

  it("numbers another branch's series with its prefix and branch, in its own counter stream", () => {
    const branchId = '5d1c2b3a-4e5f-4a6b-9c7d-8e9f0a1b2c3d';
    given([])
      .when({
        ...numberReceipts([{ paymentId: payments[0], position: at(4) }]),
        branch: { branchId, prefix: 'KRM' },
      })
      .then([
        {
          type: 'ReceiptNumberAssigned',
          data: {
            financialYear: '2026-27',
            sequence: 1,
            receiptNumber: 'KRM/2026-27/000001',
            paymentId: payments[0],
            membershipId,
            branchId,
            paymentPosition: '4/4',
          },
        },
      ]);
    // The first branch's numbers are as before branches: RCP, no branch named.
    given([])
      .when({
        ...numberReceipts([{ paymentId: payments[0], position: at(4) }]),
        branch: MAIN_SERIES,
      })
      .then([assigned(1, payments[0], '4/4')]);
    expect(receiptCounterStream('2026-27', 'KRM')).toBe('receipt-numbers-KRM-2026-27');
    expect(receiptCounterStream('2026-27', null)).toBe('receipt-numbers-2026-27');
    expect(() =>
      parseDomainEvent('ReceiptNumberAssigned', {
        financialYear: '2026-27',
        sequence: 1,
        receiptNumber: 'KRM/2026-27/000001',
        paymentId: payments[0],
        membershipId,
        branchId,
      }),
    ).not.toThrow();
  });

  it('pads to six digits', () => {
    expect(formatReceiptNumber('2026-27', 1)).toBe('RCP/2026-27/000001');
    expect(formatReceiptNumber('2026-27', 123_456)).toBe('RCP/2026-27/123456');
    expect(formatReceiptNumber('2026-27', 7, 'KRM')).toBe('KRM/2026-27/000007');
  });
});

describe('the number one recorded payment gets', () => {
  const payment = (paymentId: string, position: GlobalPosition): PaymentToNumber => ({
    paymentId,
    membershipId,
    position,
  });
  const when = (history: ReceiptEvent[], recorded: PaymentToNumber) =>
    numberForPayment(given(history).state, '2026-27', recorded);

  it('is 1 in a series with no number yet', () => {
    expect(when([], payment(payments[0], at(7)))).toEqual(assigned(1, payments[0], '7/7'));
  });

  it("is the series' last plus one, carrying the payment's position", () => {
    expect(
      when(
        [assigned(1, payments[0], '10/1'), assigned(2, payments[1], '11/1')],
        payment(payments[2], at(12, 4)),
      ),
    ).toEqual(assigned(3, payments[2], '12/4'));
  });

  it("is in its payment day's financial year, and none for a manual receipt number", () => {
    expect(seriesOf({ paymentDay: '2027-03-31', manualReceiptNumber: null })).toBe('2026-27');
    expect(seriesOf({ paymentDay: '2027-04-01', manualReceiptNumber: null })).toBe('2027-28');
    expect(seriesOf({ paymentDay: '2027-04-01', manualReceiptNumber: 'BOOK-17' })).toBeNull();
  });

  it('is none for a payment at or before the last numbered one (it has its number)', () => {
    const history = [assigned(1, payments[0], '10/1'), assigned(2, payments[1], '11/2')];
    expect(when(history, payment(payments[1], at(11, 2)))).toBeNull();
    expect(when(history, payment(payments[0], at(10, 1)))).toBeNull();
  });
});

describe('financialYearOf', () => {
  it('runs from April to March', () => {
    expect(financialYearOf('2026-03-31')).toBe('2025-26');
    expect(financialYearOf('2026-04-01')).toBe('2026-27');
    expect(financialYearOf('2026-12-31')).toBe('2026-27');
    expect(financialYearOf('2027-01-01')).toBe('2026-27');
  });

  it('writes the second year with two digits across a century', () => {
    expect(financialYearOf('2099-04-01')).toBe('2099-00');
    expect(financialYearOf('2100-03-31')).toBe('2099-00');
    expect(financialYearOf('2009-05-01')).toBe('2009-10');
  });
});
