import { csvText } from '@gym/contracts';

/** One column of an export: its heading and how a row reads in it. */
export interface CsvColumn<T> {
  label: string;
  value: (row: T) => string | number | null | undefined;
}

/** The most rows an export asks for: the API's largest page. */
export const EXPORT_MAX_ROWS = 1000;

/** RFC 4180 CSV: a heading line, then a line per row, CRLF between lines. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  return csvText([
    columns.map((column) => column.label),
    ...rows.map((row) => columns.map((column) => column.value(row))),
  ]);
}
