import fs from 'node:fs';
import { once } from 'node:events';
import pg from 'pg';
import { START, canonicalEvent, type EventStore, type GlobalPosition } from '@gym/contracts';
import { eventHash } from './chain';

/** One event of the log as verify-books reads it: where, and the hash of its canonical bytes. */
export interface LogRow {
  commit: number;
  prepare: number;
  hash: Buffer;
  bytes: number;
  /**
   * Compared with book_event_hashes where the log is read (PostgreSQL joins them): then the
   * `stored` stream holds only sealed events missing from the log.
   */
  sealed?: 'same' | 'changed' | 'never';
}

/** One row of book_event_hashes: what the sealer hashed. */
export interface StoredRow {
  commit: number;
  prepare: number;
  hash: Buffer;
  eventId: string;
  streamId: string;
  eventType: string;
}

export type Pages<T> = AsyncIterable<T[]>;

/**
 * The canonical bytes of each event as PostgreSQL prints them: the jsonb text of the envelope
 * (contracts/src/seals/canonical.ts builds the same in JS), concatenated in key order, which is
 * cheaper than building the object. `canonical.test.ts` checks the two agree.
 */
export const CANONICAL_SQL = `'{"data": ' || data::text || ', "type": ' || to_json(event_type)::text
  || ', "metadata": ' || metadata::text || ', "position": "' || transaction_id::text || '/'
  || global_position || '", "revision": ' || stream_revision || ', "streamId": '
  || to_json(stream_id)::text || '}'`;

const PAGE = 20_000;

/**
 * Runs `sql` under a cursor on a connection of its own and yields its rows a page at a time,
 * fetching the next page while the caller works on this one.
 */
export async function* cursorPages<T>(
  connectionString: string,
  sql: string,
  params: unknown[] = [],
  pageSize = PAGE,
): AsyncGenerator<T[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    await client.query(`declare books no scroll cursor for ${sql}`, params);
    const fetch = () => client.query({ text: `fetch ${pageSize} from books`, rowMode: 'array' });
    let next = fetch();
    for (;;) {
      const { rows } = await next;
      if (rows.length === 0) break;
      next = fetch();
      yield rows as T[];
    }
    await client.query('commit');
  } finally {
    await client.end();
  }
}

/** Merges pages of rows each sorted by (commit, prepare) into one sorted stream of pages. */
async function* mergeSorted<T extends { commit: number; prepare: number }>(
  sources: Pages<T>[],
): AsyncGenerator<T[]> {
  const iterators = sources.map((s) => s[Symbol.asyncIterator]());
  const pages: (T[] | null)[] = await Promise.all(
    iterators.map(async (it) => ((await it.next()).value as T[] | undefined) ?? null),
  );
  const at = sources.map(() => 0);
  const pending = pages.map(() => null as Promise<IteratorResult<T[]>> | null);
  // Each source's next page is asked for as soon as its current one is taken.
  pending.forEach((_, i) => {
    if (pages[i]) pending[i] = iterators[i]!.next();
  });
  for (;;) {
    const out: T[] = [];
    let exhausted = -1;
    while (exhausted < 0) {
      let best = -1;
      for (let i = 0; i < pages.length; i += 1) {
        const page = pages[i];
        if (!page) continue;
        const row = page[at[i]!]!;
        const b = best >= 0 ? pages[best]![at[best]!]! : null;
        if (!b || row.commit < b.commit || (row.commit === b.commit && row.prepare < b.prepare)) {
          best = i;
        }
      }
      if (best < 0) break;
      out.push(pages[best]![at[best]!]!);
      at[best]! += 1;
      if (at[best]! >= pages[best]!.length) exhausted = best;
    }
    if (out.length) yield out;
    if (exhausted < 0) return;
    const result = await pending[exhausted]!;
    pages[exhausted] = result.done ? null : result.value;
    at[exhausted] = 0;
    pending[exhausted] = result.done ? null : iterators[exhausted]!.next();
  }
}

/**
 * The PostgreSQL log's hashes, computed by the database (sha256 of the canonical text) in
 * `parallel` backends, each taking every n-th event by global_position, merged in commit order;
 * each compared there with what the sealer recorded (`sealed`).
 */
export function postgresLogHashes(connectionString: string, parallel = 2): Pages<LogRow> {
  const SEALED = ['same', 'changed', 'never'] as const;
  const part = (k: number): Pages<LogRow> => ({
    async *[Symbol.asyncIterator]() {
      const sql = `select events.transaction_id::text, events.global_position, c.hash, c.bytes,
          case when h.event_hash is null then 2 when h.event_hash = c.hash then 0 else 1 end
        from events
        cross join lateral (
          select sha256(b) as hash, length(b) as bytes
          from (select convert_to(${CANONICAL_SQL}, 'UTF8') as b offset 0) canonical
        ) c
        left join book_event_hashes h
          on h.commit_position = transaction_id::text::bigint and h.prepare_position = global_position
        where global_position % ${parallel} = ${k}
        order by events.transaction_id, events.global_position`;
      for await (const rows of cursorPages<[string, string, Buffer, number, number]>(
        connectionString,
        sql,
      )) {
        yield rows.map(([commit, prepare, hash, bytes, sealed]) => ({
          commit: Number(commit),
          prepare: Number(prepare),
          hash,
          bytes,
          sealed: SEALED[sealed]!,
        }));
      }
    },
  });
  return mergeSorted(Array.from({ length: parallel }, (_, k) => part(k)));
}

/** Sealed events no longer in the PostgreSQL log, in commit order (none, as a rule). */
export function postgresDeletedHashes(connectionString: string): Pages<StoredRow> {
  return {
    async *[Symbol.asyncIterator]() {
      for await (const rows of cursorPages<[string, string, Buffer, string, string, string]>(
        connectionString,
        `select commit_position, prepare_position, event_hash, event_id, stream_id, event_type
         from book_event_hashes h
         where not exists (select 1 from events e where e.global_position = h.prepare_position
           and e.transaction_id::text::bigint = h.commit_position)
         order by commit_position, prepare_position`,
      )) {
        yield rows.map(([commit, prepare, hash, eventId, streamId, eventType]) => ({
          commit: Number(commit),
          prepare: Number(prepare),
          hash,
          eventId,
          streamId,
          eventType,
        }));
      }
    },
  };
}

/** Any store's log (EventStoreDB's), read page by page and hashed here. */
export function storeLogHashes(store: EventStore, pageSize = 5000): Pages<LogRow> {
  return {
    async *[Symbol.asyncIterator]() {
      let after: GlobalPosition = START;
      for (;;) {
        const events = await store.readAll({ after, limit: pageSize });
        if (events.length === 0) return;
        after = events[events.length - 1]!.position;
        yield events.map((event) => {
          const canonical = Buffer.from(canonicalEvent(event));
          return {
            commit: Number(event.position.commit),
            prepare: Number(event.position.prepare),
            hash: eventHash(canonical),
            bytes: canonical.length,
          };
        });
      }
    },
  };
}

/** What the sealer recorded, in commit order. */
export function storedHashes(connectionString: string): Pages<StoredRow> {
  return {
    async *[Symbol.asyncIterator]() {
      for await (const rows of cursorPages<[string, string, Buffer, string, string, string]>(
        connectionString,
        `select commit_position, prepare_position, event_hash, event_id, stream_id, event_type
         from book_event_hashes order by commit_position, prepare_position`,
      )) {
        yield rows.map(([commit, prepare, hash, eventId, streamId, eventType]) => ({
          commit: Number(commit),
          prepare: Number(prepare),
          hash,
          eventId,
          streamId,
          eventType,
        }));
      }
    },
  };
}

/**
 * Writes every event's canonical bytes, one event a line, in commit order (the bytes
 * verify-books hashes, for a plain `sha256sum` beside it); returns the events and bytes written.
 */
export async function writeCanonicalLog(
  connectionString: string,
  file: string,
): Promise<{ events: number; bytes: number }> {
  const out = fs.createWriteStream(file);
  let events = 0;
  let bytes = 0;
  for await (const rows of cursorPages<[string]>(
    connectionString,
    `select ${CANONICAL_SQL} from events order by transaction_id, global_position`,
  )) {
    const text = rows.map((r) => r[0]).join('\n') + '\n';
    const chunk = Buffer.from(text);
    events += rows.length;
    bytes += chunk.length - rows.length;
    if (!out.write(chunk)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return { events, bytes };
}
