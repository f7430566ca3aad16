import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { reservationStream } from '../reservations/events';
import { recordPaymentRequest } from './requests';

const MEMBERSHIP = '6f1c1e9e-2c43-4b8e-9a43-2f5d4a1b7c10';

function receiptNumber(value: unknown) {
  const result = recordPaymentRequest.safeParse({
    membershipId: MEMBERSHIP,
    amount: '100',
    receiptNumber: value,
  });
  return result.success
    ? { value: result.data.receiptNumber }
    : { error: result.error.issues.find((i) => i.path[0] === 'receiptNumber')?.message };
}

describe('manual receipt numbers', () => {
  it.each(['BOOK-7/0042', 'MAN-X', 'A1', '2026_03.14', '7'])('takes %s as given', (value) => {
    expect(receiptNumber(value)).toEqual({ value });
  });

  it.each([undefined, null, '', '   '])('takes %j as no manual number', (value) => {
    expect(receiptNumber(value)).toEqual({ value: null });
  });

  it('reads fullwidth letters as ASCII (NFKC), so ＭＡＮ-X is MAN-X', () => {
    expect(receiptNumber('ＭＡＮ-X')).toEqual({ value: 'MAN-X' });
    expect(receiptNumber(' MAN-X ')).toEqual({ value: 'MAN-X' });
  });

  it.each([
    ['a zero-width space before an automatic number', '\u200bRCP/2026-27/000001'],
    ['a zero-width space inside', 'MAN-\u200bX'],
    ['a left-to-right override', '\u202dMAN-X'],
    ['a right-to-left override', 'MAN-X\u202e'],
    ['a zero-width joiner', 'MAN\u200d-X'],
    ['a byte order mark', '\ufeffMAN-X'],
    ['a soft hyphen', 'MAN\u00ad-X'],
  ])('refuses %s as invisible', (_label, value) => {
    expect(receiptNumber(value)).toEqual({ error: messages.textInvisible });
  });

  it.each([
    ['a division slash (U+2215)', 'RCP∕2026-27∕000001'],
    ['a non-breaking hyphen (U+2011)', 'MAN‑X'],
    ['an en dash', 'MAN–X'],
    ['a Cyrillic letter', 'МAN-X'],
    ['a space', 'MAN X'],
    ['a control character', 'MAN\u0000X'],
    ['a leading separator', '/MAN-X'],
    ['a trailing separator', 'MAN-X.'],
  ])('refuses %s as outside the alphabet', (_label, value) => {
    expect(receiptNumber(value)).toEqual({ error: messages.receiptNumberCharacters });
  });

  it.each([
    'RCP/2026-27/000001',
    'rcp/2026-27/000001',
    'Rcp/2026-27/000001',
    'ＲＣＰ/2026-27/000001',
    'RCP/whatever',
    'RCP-3F2A1C',
  ])('refuses %s: the shape of an automatic number', (value) => {
    expect(receiptNumber(value)).toEqual({ error: messages.receiptNumberReserved });
  });

  it.each(['KRM/2026-27/000001', 'pnq/2026-27/000123', 'ＫＲＭ/2026-27/000001'])(
    "refuses %s: the shape of a branch's automatic number",
    (value) => {
      expect(receiptNumber(value)).toEqual({ error: messages.receiptNumberAutomatic });
    },
  );

  it.each(['KRM/17', 'KRM-2026-27-000001', 'BOOK/2026-27/17'])('takes %s as given', (value) => {
    expect(receiptNumber(value)).toEqual({ value });
  });

  it('refuses more than 50 characters', () => {
    expect(receiptNumber('A'.repeat(51))).toEqual({ error: messages.maxChars(50) });
  });

  it('reserves one number whatever its case or width', () => {
    const key = reservationStream('receipt-number', 'MAN-X');
    expect(reservationStream('receipt-number', 'man-x')).toBe(key);
    expect(reservationStream('receipt-number', 'ＭＡＮ-Ｘ')).toBe(key);
    expect(key).toBe('receipt-number-man-x');
  });
});
