import type { ReadModelColumnDifferenceDto, ReadModelDifferenceDto } from '@gym/contracts';
import type { JsonRow, TableShape } from './compareTable';

/** Longer values are cut (a receipt's JSON is a few kilobytes). */
const VALUE_CHARS = 200;
/** Columns named in a row's message; the rest are in its `columns`. */
const COLUMNS_IN_MESSAGE = 3;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The first place two JSON values differ, as a path under `path`; null when equal. */
function firstDifference(
  a: unknown,
  b: unknown,
  path: string,
): { path: string; a: unknown; b: unknown } | null {
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
      const found = firstDifference(a[i], b[i], `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (isObject(a) && isObject(b)) {
    for (const key of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
      const found = firstDifference(a[key], b[key], `${path}.${key}`);
      if (found) return found;
    }
    return null;
  }
  return a === b ? null : { path, a, b };
}

/** A value as text: strings as they are, anything else as JSON; undefined (not there) as null. */
function text(value: unknown): string | null {
  if (value === undefined) return null;
  const whole = typeof value === 'string' ? value : JSON.stringify(value);
  return whole.length > VALUE_CHARS ? `${whole.slice(0, VALUE_CHARS)}…` : whole;
}

const keyText = (key: Record<string, string>) =>
  Object.entries(key)
    .map(([column, value]) => `${column} ${value}`)
    .join(', ');

/** Names what differs in one row: its key, and each differing column with both values. */
export function describeDifference(
  shape: TableShape,
  stored: JsonRow | null,
  fromLog: JsonRow | null,
): ReadModelDifferenceDto {
  const either = (stored ?? fromLog)!;
  const key = Object.fromEntries(shape.key.map((k) => [k, String(either[k])]));
  const row = `${shape.table} (${keyText(key)})`;
  if (!stored || !fromLog) {
    return {
      table: shape.table,
      key,
      kind: stored ? 'extra' : 'missing',
      columns: [],
      message: stored
        ? `${row} is in the read model, but the log gives no such row`
        : `${row} is missing from the read model`,
    };
  }
  const columns: ReadModelColumnDifferenceDto[] = [];
  for (const column of shape.columns) {
    const found = firstDifference(stored[column], fromLog[column], column);
    if (found) columns.push({ column: found.path, stored: text(found.a), fromLog: text(found.b) });
  }
  const named = columns
    .slice(0, COLUMNS_IN_MESSAGE)
    .map(
      (c) =>
        `${c.column} is ${c.stored ?? 'not there'} in the read model, ${c.fromLog ?? 'not there'} from the log`,
    );
  const more = columns.length - named.length;
  return {
    table: shape.table,
    key,
    kind: 'changed',
    columns,
    message: named.length
      ? `${row}: ${named.join('; ')}${more > 0 ? `; and ${more} more columns` : ''}`
      : `${row} differs from what the log gives`,
  };
}
