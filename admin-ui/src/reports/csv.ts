import { csvText } from '@gym/contracts';

/** RFC 4180 text of a header line and rows, ending in a line break. */
export function toCsv(header: string[], rows: (string | number)[][]): string {
  return `${csvText([header, ...rows])}\r\n`;
}

/** Saves the text as a file through a temporary link. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
