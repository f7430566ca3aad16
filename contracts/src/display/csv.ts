// A cell a spreadsheet could run as a formula starts with one of these (OWASP's list). A plain
// number ("-500.00") keeps its sign; anything else, a phone number ("+91-98765-43210" would be
// summed) included, is kept as text behind a quote.
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** One RFC 4180 cell, never a formula. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line of cells, without its line break. */
export const csvLine = (cells: readonly (string | number | null | undefined)[]) =>
  cells.map(csvCell).join(',');

/** Whole CSV text: a line a row, CRLF between lines (RFC 4180). */
export const csvText = (rows: readonly (readonly (string | number | null | undefined)[])[]) =>
  rows.map(csvLine).join('\r\n');
