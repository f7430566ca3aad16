import { Readable } from 'node:stream';
import { csvLine } from '@gym/contracts';
import type { AppContext } from './context';

/**
 * Answers a CSV download streamed a batch of lines at a time (each batch read as the client
 * takes the last): bounded memory, any length. The byte order mark lets spreadsheets read ₹ and
 * names in any script.
 */
export function sendCsv(
  ctx: AppContext,
  fileName: string,
  header: readonly string[],
  batches: AsyncIterable<readonly string[]>,
): void {
  async function* chunks() {
    yield `\ufeff${csvLine(header)}\r\n`;
    for await (const lines of batches)
      if (lines.length > 0) yield lines.map((line) => `${line}\r\n`).join('');
  }
  ctx.set('Content-Type', 'text/csv; charset=utf-8');
  ctx.set('Content-Disposition', `attachment; filename="${fileName}"`);
  ctx.body = Readable.from(chunks());
}

/** Each batch of `rows` as CSV lines. */
export async function* csvLinesOf<T>(
  rows: AsyncIterable<readonly T[]>,
  line: (row: T) => string,
): AsyncGenerator<string[]> {
  for await (const batch of rows) yield batch.map(line);
}
