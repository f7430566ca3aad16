import { isRecord, jsonOf, type Answer, type BrowserClient } from './client';
import { runLoad, type LoadResult } from './load';
import { progress } from './log';

export interface ReadSpec {
  name: string;
  /** The path, or one per request number (to spread reads of single records over many ids). */
  path: string | ((n: number) => string);
  headers?: Record<string, string>;
  /** How the answer's size is limited by the request: a range, one record, or not at all. */
  bound: 'range' | 'record' | 'none';
}

export interface ReadResult {
  spec: ReadSpec;
  load: LoadResult;
  /** Largest number of items seen in one answer (array length; 1 for an object). */
  items: number;
  /** Largest answer seen, in bytes. */
  bytes: number;
  /** Content-Range total, for lists. */
  total?: number;
  flags: string[];
}

/** query-string's strict encoding, as ra-data-simple-rest builds its URLs. */
const encode = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * A react-admin getList request (ra-data-simple-rest): `?filter=…&range=…&sort=…` (keys sorted as
 * query-string does) and the `Range` header it adds.
 */
export function listRead(
  name: string,
  resource: string,
  options: { page: number; perPage: number; sort: [string, 'ASC' | 'DESC']; filter?: object },
): ReadSpec {
  const start = (options.page - 1) * options.perPage;
  const end = options.page * options.perPage - 1;
  const query = {
    filter: JSON.stringify(options.filter ?? {}),
    range: JSON.stringify([start, end]),
    sort: JSON.stringify(options.sort),
  };
  const search = Object.entries(query)
    .map(([k, v]) => `${k}=${encode(v)}`)
    .join('&');
  return {
    name,
    path: `/api/${resource}?${search}`,
    headers: { range: `${resource}=${start}-${end}` },
    bound: 'range',
  };
}

export const oneRead = (
  name: string,
  path: ReadSpec['path'],
  bound: ReadSpec['bound'] = 'record',
): ReadSpec => ({ name, path, bound });

/** The total from `Content-Range: members 0-9/100000`. */
export function totalOf(answer: Answer): number | undefined {
  const header = answer.headers['content-range'];
  const match = typeof header === 'string' ? /\/(\d+)$/.exec(header) : null;
  return match ? Number(match[1]) : undefined;
}

function itemsOf(answer: Answer): number {
  if (!answer.text) return answer.bytes > 0 ? 1 : 0;
  const body = jsonOf(answer);
  if (Array.isArray(body)) return body.length;
  return isRecord(body) ? 1 : 0;
}

/**
 * Each read in turn: `clients` signed-in browsers, `requests` each (after a short warm-up),
 * closed loop, within `maxMs` per read.
 */
export async function measureReads(
  clients: readonly BrowserClient[],
  specs: readonly ReadSpec[],
  options: { requests: number; warmup: number; maxMs: number },
): Promise<ReadResult[]> {
  const results: ReadResult[] = [];
  for (const spec of specs) {
    let items = 0;
    let bytes = 0;
    let total: number | undefined;
    const load = await runLoad({
      clients,
      durationMs: options.maxMs,
      maxOpsPerClient: options.requests,
      warmupOpsPerClient: options.warmup,
      op: async (client, c, i) => {
        const path =
          typeof spec.path === 'string' ? spec.path : spec.path(c * options.requests + i);
        const answer = await client.get(path, spec.headers);
        if (answer.bytes > bytes) {
          bytes = answer.bytes;
          items = Math.max(items, itemsOf(answer));
          total = totalOf(answer) ?? total;
        }
      },
    });
    const flags: string[] = [];
    if (items > 1000) flags.push(`${items} items (> 1,000)`);
    if (spec.bound === 'none') flags.push('no bound');
    if (load.errors) flags.push(`${load.errors} errors: ${load.firstError ?? ''}`);
    progress(
      `read ${spec.name}: ${load.ops} × p50 ${load.latency.p50.toFixed(1)} ms, p99 ${load.latency.p99.toFixed(1)} ms`,
    );
    results.push({ spec, load, items, bytes, total, flags });
  }
  return results;
}
