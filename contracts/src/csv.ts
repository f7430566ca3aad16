// A cell a spreadsheet would run as a formula starts with one of these; a phone number
// ("+91 98765 43210") or a plain number keeps its sign.
const FORMULA_START = /^[=@\t\r]|^[+-](?![\d\s().-]*$)/;

/** One RFC 4180 cell, never a formula. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line of cells, without its line break. */
export const csvLine = (cells: readonly (string | number | null | undefined)[]) =>
  cells.map(csvCell).join(',');
