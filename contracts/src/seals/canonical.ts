import { encodePosition, type RecordedEvent } from '../eventStore';

/**
 * The canonical JSON the books' chain hashes: PostgreSQL's text form of `jsonb` (so the store can
 * produce it itself, docs/architecture.md "Seals"). Object keys shorter first, then by their
 * UTF-8 bytes; ", " and ": " between; strings escaped as JSON.stringify does (as PostgreSQL
 * does); numbers in plain decimal (no exponent), as `numeric` prints them.
 */
export function canonicalJson(value: unknown): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      return plainNumber(value);
    case 'bigint':
      return value.toString();
    case 'object': {
      if (Array.isArray(value)) return `[${value.map(canonicalJson).join(', ')}]`;
      const entries = Object.entries(value as Record<string, unknown>).filter(
        ([, v]) => v !== undefined,
      );
      entries.sort(([a], [b]) => compareKeys(a, b));
      return `{${entries.map(([k, v]) => `${JSON.stringify(k)}: ${canonicalJson(v)}`).join(', ')}}`;
    }
    default:
      throw new Error(`not JSON: ${typeof value}`);
  }
}

const encoder = new TextEncoder();

function compareKeys(a: string, b: string): number {
  const x = encoder.encode(a);
  const y = encoder.encode(b);
  if (x.length !== y.length) return x.length - y.length;
  for (let i = 0; i < x.length; i += 1) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return 0;
}

/** A JSON number as `numeric` prints it: 1e21 → "1000000000000000000000", 1.5e-7 → "0.00000015". */
export function plainNumber(n: number): string {
  if (!Number.isFinite(n)) throw new Error(`not a JSON number: ${n}`);
  const text = String(n === 0 ? 0 : n);
  const match = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, sign, lead, fraction = '', exponentText] = match;
  const digits = lead! + fraction;
  const point = 1 + Number(exponentText);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/**
 * One event's canonical bytes: the jsonb text of {position, streamId, revision, type, data,
 * metadata}, whose keys so sort as data, type, metadata, position, revision, streamId.
 */
export function canonicalEvent(event: RecordedEvent): string {
  return (
    `{"data": ${canonicalJson(event.data)}, "type": ${JSON.stringify(event.type)}, ` +
    `"metadata": ${canonicalJson(event.metadata)}, "position": "${encodePosition(event.position)}", ` +
    `"revision": ${event.revision.toString()}, "streamId": ${JSON.stringify(event.streamId)}}`
  );
}
