import { describe, expect, it } from 'vitest';
import { toCsv, type CsvColumn } from './csv';

interface Row {
  name: string;
  amount: string;
  note?: string | null;
}

const columns: CsvColumn<Row>[] = [
  { label: 'Name', value: (r) => r.name },
  { label: 'Amount (₹)', value: (r) => r.amount },
  { label: 'Note', value: (r) => r.note },
];

describe('toCsv', () => {
  it('writes a heading and one line per row', () => {
    expect(toCsv([{ name: 'Asha Rao', amount: '1500.00' }], columns)).toBe(
      'Name,Amount (₹),Note\r\nAsha Rao,1500.00,',
    );
  });

  it('quotes commas, quotes and line breaks', () => {
    const csv = toCsv([{ name: 'Rao, Asha', amount: '1.00', note: 'said "hi"\nbye' }], columns);
    expect(csv.split('\r\n')[1]).toBe('"Rao, Asha",1.00,"said ""hi""\nbye"');
  });

  it('keeps a spreadsheet from running a cell as a formula (a phone number too), but not a number', () => {
    const csv = toCsv(
      [
        { name: '=HYPERLINK("x")', amount: '-5', note: '+91 98765 43210' },
        { name: '@SUM(A1)', amount: '0', note: '+cmd|calc' },
      ],
      columns,
    );
    const [, first, second] = csv.split('\r\n');
    expect(first).toBe(`"'=HYPERLINK(""x"")",-5,'+91 98765 43210`);
    expect(second).toBe(`'@SUM(A1),0,'+cmd|calc`);
  });

  it('writes only the heading for no rows', () => {
    expect(toCsv([], columns)).toBe('Name,Amount (₹),Note');
  });
});
