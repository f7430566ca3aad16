import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, csvText } from './csv';

describe('CSV cells', () => {
  it('quote commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('Rao, Asha')).toBe('"Rao, Asha"');
    expect(csvCell('said "hi"')).toBe('"said ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(42)).toBe('42');
  });

  it('never start with what a spreadsheet runs as a formula: = + - @ tab CR', () => {
    expect(csvCell('=HYPERLINK("http://x","click")')).toBe(`"'=HYPERLINK(""http://x"",""click"")"`);
    expect(csvCell('+cmd|calc')).toBe("'+cmd|calc");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1+1')).toBe("'\t=1+1");
    expect(csvCell('\r=1+1')).toBe(`"'\r=1+1"`);
    // A phone number a spreadsheet would sum (or fail on) is kept as the text it is.
    expect(csvCell('+91-98765-43210')).toBe("'+91-98765-43210");
    expect(csvCell('+91 98765 43210')).toBe("'+91 98765 43210");
    expect(csvCell('-1-1')).toBe("'-1-1");
  });

  it('keep a plain number, negative amounts included, as a number', () => {
    expect(csvCell('-500.00')).toBe('-500.00');
    expect(csvCell('1500.50')).toBe('1500.50');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell('98765 43210')).toBe('98765 43210');
  });

  it('make lines and whole text with CRLF between lines', () => {
    expect(csvLine(['a', 1, null, '=x'])).toBe("a,1,,'=x");
    expect(
      csvText([
        ['Name', 'Amount'],
        ['Asha', '1.00'],
      ]),
    ).toBe('Name,Amount\r\nAsha,1.00');
    expect(csvText([])).toBe('');
  });
});
