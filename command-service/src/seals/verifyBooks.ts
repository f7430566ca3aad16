import pg from 'pg';
import {
  BOOK_SEALS_STREAM,
  readDomainEvent,
  type BooksSealed,
  type BooksVerificationDto,
  type EventStore,
} from '@gym/contracts';
import type { Db } from '@gym/platform';
import { checkReadModels } from '@gym/projection-service';
import {
  postgresDeletedHashes,
  postgresLogHashes,
  storeLogHashes,
  storedHashes,
  type Pages,
  type StoredRow,
} from './logSources';
import { verifyChain } from './verify';

/** Every seal in the log, in order (one stream: a few thousand a year). */
export async function readSeals(store: EventStore): Promise<BooksSealed[]> {
  const events = await store.readStream(BOOK_SEALS_STREAM);
  return events.map((e) => {
    const event = readDomainEvent(e.type, e.data, e.streamId);
    if (event.type !== 'BooksSealed') throw new Error(`${BOOK_SEALS_STREAM} holds ${event.type}`);
    return event.data;
  });
}

/** Starts reading now (its snapshot is taken before anything read after this resolves). */
async function startedNow<T>(pages: Pages<T>): Promise<Pages<T>> {
  const iterator = pages[Symbol.asyncIterator]();
  const first = await iterator.next();
  return {
    async *[Symbol.asyncIterator]() {
      if (first.done) return;
      yield first.value;
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        yield next.value;
      }
    },
  };
}

async function lastHashedPosition(connectionString: string): Promise<string | null> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const { rows } = await client.query<{ position: string }>(
      `select commit_position || '/' || prepare_position as position from book_event_hashes
       order by commit_position desc, prepare_position desc limit 1`,
    );
    return rows[0]?.position ?? null;
  } finally {
    await client.end();
  }
}

async function describeOnPostgres(connectionString: string, positions: string[]) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const { rows } = await client.query<{
      position: string;
      event_id: string;
      stream_id: string;
      event_type: string;
    }>(
      `select transaction_id::text || '/' || global_position as position, event_id::text,
         stream_id, event_type
       from events where global_position = any($1::bigint[])`,
      [positions.map((p) => p.split('/')[1])],
    );
    return new Map<string, Pick<StoredRow, 'eventId' | 'streamId' | 'eventType'>>(
      rows.map((r) => [
        r.position,
        { eventId: r.event_id, streamId: r.stream_id, eventType: r.event_type },
      ]),
    );
  } finally {
    await client.end();
  }
}

async function verifySeals(deps: {
  databaseUrl: string;
  store: EventStore;
  logOnPostgres: boolean;
  digest?: string;
}): Promise<BooksVerificationDto> {
  if (deps.logOnPostgres) {
    // The database compares each event with its recorded hash; here only the chain is made.
    const seals = await readSeals(deps.store);
    return verifyChain({
      stored: postgresDeletedHashes(deps.databaseUrl),
      seals,
      lastHashed: await lastHashedPosition(deps.databaseUrl),
      log: postgresLogHashes(deps.databaseUrl),
      digest: deps.digest,
      describe: (positions) => describeOnPostgres(deps.databaseUrl, positions),
    });
  }
  const stored = await startedNow(storedHashes(deps.databaseUrl));
  const seals = await readSeals(deps.store);
  return verifyChain({ stored, seals, log: storeLogHashes(deps.store), digest: deps.digest });
}

/**
 * `npm run verify-books` and the System Status page's check: the whole log against what the
 * sealer recorded and every seal (docs/architecture.md "Seals"). On PostgreSQL the database
 * hashes the canonical bytes (two backends side by side); on EventStoreDB this process does.
 * With `readModels`, then the money read models against a replay of the log
 * (`checkReadModels`); `matches` is then both.
 */
export async function verifyBooks(deps: {
  databaseUrl: string;
  store: EventStore;
  /** The log is the `events` table of `databaseUrl` (not EventStoreDB). */
  logOnPostgres: boolean;
  digest?: string;
  /** The read models' database; null: the seals only. */
  readModels: Db | null;
}): Promise<BooksVerificationDto> {
  const seals = await verifySeals(deps);
  if (!deps.readModels) return seals;
  const readModels = await checkReadModels({ db: deps.readModels, store: deps.store });
  return { ...seals, matches: seals.matches && readModels.matches, readModels };
}
