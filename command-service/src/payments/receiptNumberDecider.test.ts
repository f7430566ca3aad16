import { describe, expect, it } from 'vitest';
import {
  financialYearOf,
  formatReceiptNumber,
  receiptCounterStream,
  type ReceiptEvent,
} from '@gym/contracts';
import { receiptNumberDecider, type AssignReceiptNumber } from './receiptNumberDecider';

const membershipId = '2a7c9e14-5b3d-4f61-8e02-9c4a6b1d3f70';
const payments = [
  '9f0e1d2c-3b4a-4958-8776-655443322110',
  '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  '7c6b5a49-3827-4615-9403-f2e1d0c9b8a7',
] as const;

const assign = (paymentId: string, financialYear = '2026-27'): AssignReceiptNumber => ({
  type: 'AssignReceiptNumber',
  financialYear,
  paymentId,
  membershipId,
});

/** Runs the commands one after another, each on the state the earlier events left. */
function run(commands: AssignReceiptNumber[]): ReceiptEvent[] {
  const events: ReceiptEvent[] = [];
  for (const command of commands) {
    const state = events.reduce(receiptNumberDecider.evolve, receiptNumberDecider.initialState());
    events.push(...receiptNumberDecider.decide(command, state));
  }
  return events;
}

describe('receipt number decider', () => {
  it('numbers receipts 1, 2, 3 within a financial year, in the RCP/yyyy-yy/nnnnnn format', () => {
    const events = run(payments.map((p) => assign(p)));
    expect(events).toEqual(
      payments.map((paymentId, i) => ({
        type: 'ReceiptNumberAssigned',
        data: {
          financialYear: '2026-27',
          sequence: i + 1,
          receiptNumber: `RCP/2026-27/00000${i + 1}`,
          paymentId,
          membershipId,
        },
      })),
    );
    expect(events[0]?.data.receiptNumber).toBe('RCP/2026-27/000001');
  });

  it('records nothing when the same payment is assigned twice', () => {
    const events = run([assign(payments[0]), assign(payments[0]), assign(payments[1])]);
    expect(events.map((e) => [e.data.paymentId, e.data.sequence])).toEqual([
      [payments[0], 1],
      [payments[1], 2],
    ]);
    const state = events.reduce(receiptNumberDecider.evolve, receiptNumberDecider.initialState());
    expect(receiptNumberDecider.decide(assign(payments[1]), state)).toEqual([]);
  });

  it('starts at 1 in each financial year (one counter stream per year)', () => {
    const [first] = run([assign(payments[0], '2027-28')]);
    expect(first?.data).toMatchObject({ sequence: 1, receiptNumber: 'RCP/2027-28/000001' });
    expect(receiptCounterStream('2026-27')).not.toBe(receiptCounterStream('2027-28'));
  });

  it('continues after the last number it was given', () => {
    const state = receiptNumberDecider.evolve(receiptNumberDecider.initialState(), {
      type: 'ReceiptNumberAssigned',
      data: {
        financialYear: '2026-27',
        sequence: 41,
        receiptNumber: 'RCP/2026-27/000041',
        paymentId: payments[0],
        membershipId,
      },
    });
    const [next] = receiptNumberDecider.decide(assign(payments[1]), state);
    expect(next?.data).toMatchObject({ sequence: 42, receiptNumber: 'RCP/2026-27/000042' });
  });

  it('pads to six digits', () => {
    expect(formatReceiptNumber('2026-27', 1)).toBe('RCP/2026-27/000001');
    expect(formatReceiptNumber('2026-27', 123_456)).toBe('RCP/2026-27/123456');
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
