import { describe, expect, it } from 'vitest';
import { describeDifference } from './rowDifference';

const receipts = {
  table: 'receipts',
  columns: ['payment_id', 'seq', 'receipt'],
  key: ['payment_id'],
};

describe('a differing row, named', () => {
  it('names the path inside a JSON column where the two first differ', () => {
    const stored = {
      payment_id: 'p1',
      seq: 2,
      receipt: {
        membership: { paidPaise: 150000, totalPaise: 150000 },
        history: [{ amountPaise: 1 }],
      },
    };
    const fromLog = {
      payment_id: 'p1',
      seq: 2,
      receipt: {
        membership: { paidPaise: 50000, totalPaise: 150000 },
        history: [{ amountPaise: 2 }],
      },
    };
    expect(describeDifference(receipts, stored, fromLog)).toEqual({
      table: 'receipts',
      key: { payment_id: 'p1' },
      kind: 'changed',
      columns: [{ column: 'receipt.history[0].amountPaise', stored: '1', fromLog: '2' }],
      message:
        'receipts (payment_id p1): receipt.history[0].amountPaise is 1 in the read model, 2 from the log',
    });
  });

  it('says what one side lacks, and cuts long values short', () => {
    const long = 'x'.repeat(500);
    const difference = describeDifference(
      receipts,
      { payment_id: 'p1', seq: 1, receipt: { note: long } },
      { payment_id: 'p1', seq: 1, receipt: {} },
    );
    expect(difference.columns).toEqual([
      { column: 'receipt.note', stored: `${'x'.repeat(200)}…`, fromLog: null },
    ]);
    expect(difference.message).toBe(
      `receipts (payment_id p1): receipt.note is ${'x'.repeat(200)}… in the read model, not there from the log`,
    );
  });

  it('names a row one side does not have', () => {
    const row = { payment_id: 'p9', seq: 1, receipt: {} };
    expect(describeDifference(receipts, null, row)).toMatchObject({
      kind: 'missing',
      key: { payment_id: 'p9' },
      message: 'receipts (payment_id p9) is missing from the read model',
    });
    expect(describeDifference(receipts, row, null)).toMatchObject({
      kind: 'extra',
      message: 'receipts (payment_id p9) is in the read model, but the log gives no such row',
    });
  });
});
