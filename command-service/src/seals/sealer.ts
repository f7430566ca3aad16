import type { Knex } from 'knex';
import {
  BOOK_SEALS_STREAM,
  SEAL_AFTER_EVENT_TYPES,
  SEAL_INTERVAL_MS,
  comparePositions,
  eventSchemas,
  readDomainEvent,
  type BooksSealed,
  type EventStore,
  type EventType,
  type ExpectedRevision,
  type GlobalPosition,
  type RecordedEvent,
} from '@gym/contracts';
import type { Reactor } from '@gym/projection-service';
import { toNewEvent } from '../commands/toNewEvent';
import { deterministicUuid } from '../http/params';
import { GENESIS, chainOver } from './chain';

export const BOOK_SEALER = 'book-sealer';

interface HashedRow {
  commit_position: string;
  prepare_position: string;
  sequence: string;
  event_type: string;
  chain_head: Buffer;
}

/** The last seal in the log and the revision to append the next one at. */
export async function lastSeal(
  store: EventStore,
): Promise<{ seal: BooksSealed; revision: ExpectedRevision } | null> {
  const last = await store.readLastEvent(BOOK_SEALS_STREAM);
  if (!last) return null;
  const event = readDomainEvent(last.type, last.data, last.streamId);
  if (event.type !== 'BooksSealed') throw new Error(`${BOOK_SEALS_STREAM} holds ${event.type}`);
  return { seal: event.data, revision: last.revision };
}

const positionOf = (row: Pick<HashedRow, 'commit_position' | 'prepare_position'>) =>
  `${row.commit_position}/${row.prepare_position}`;

async function lastHashed(trx: Knex.Transaction): Promise<HashedRow | undefined> {
  return trx('book_event_hashes')
    .select('commit_position', 'prepare_position', 'sequence', 'event_type', 'chain_head')
    .orderBy([
      { column: 'commit_position', order: 'desc' },
      { column: 'prepare_position', order: 'desc' },
    ])
    .first<HashedRow | undefined>();
}

/**
 * Seals the books (docs/architecture.md "Seals"): a reactor that reads every event in commit
 * order, records its hash and the chain's head after it in `book_event_hashes` (in the
 * transaction of its checkpoint, so each event is hashed once, and after downtime it catches up
 * from there), and at the end of a batch appends `BooksSealed` when the last seal is an hour old
 * (`SEAL_INTERVAL_MS`) or the batch closed a day (`SEAL_AFTER_EVENT_TYPES`), if events other
 * than the last seal itself wait. A batch costs the same however long the log: one lookup of the
 * last hashed row, one of the last seal and one of the row it ends at. The seal's append cannot
 * join the transaction: after a crash between the two the batch comes again, finds its events
 * already sealed up to the seal's last position and appends only what is due after it; the
 * expected revision keeps a second sealer out, the deterministic event id a retried append.
 */
export function createBookSealer(deps: { clock: () => Date }): Reactor {
  async function seal(events: readonly RecordedEvent[], trx: Knex.Transaction, store: EventStore) {
    const previous = await lastHashed(trx);
    const after = previous
      ? { commit: BigInt(previous.commit_position), prepare: BigInt(previous.prepare_position) }
      : null;
    const fresh = after ? events.filter((e) => comparePositions(e.position, after) > 0) : events;
    let sequence = previous ? BigInt(previous.sequence) : 0n;
    if (fresh.length > 0) {
      const { hashes, heads } = chainOver(previous?.chain_head ?? GENESIS, fresh);
      const rows = fresh.map((event, i) => ({
        commit_position: event.position.commit.toString(),
        prepare_position: event.position.prepare.toString(),
        sequence: (sequence + BigInt(i + 1)).toString(),
        event_id: event.metadata.eventId,
        stream_id: event.streamId,
        event_type: event.type,
        event_hash: hashes[i]!,
        chain_head: heads[i]!,
      }));
      for (let i = 0; i < rows.length; i += 2000) {
        await trx('book_event_hashes').insert(rows.slice(i, i + 2000));
      }
      sequence += BigInt(fresh.length);
    }
    const closesDay = events.some((e) => SEAL_AFTER_EVENT_TYPES.includes(e.type));
    await sealIfDue(trx, store, closesDay);
  }

  async function sealIfDue(trx: Knex.Transaction, store: EventStore, closesDay: boolean) {
    const head = await lastHashed(trx);
    if (!head) return;
    const last = await lastSeal(store);
    const now = deps.clock();
    const old = !last || now.getTime() - Date.parse(last.seal.sealedAt) >= SEAL_INTERVAL_MS;
    if (!old && !closesDay) return;
    let sealedUpTo = 0n;
    let from: GlobalPosition | null = null;
    if (last) {
      const [commit, prepare] = last.seal.lastPosition.split('/');
      from = { commit: BigInt(commit!), prepare: BigInt(prepare!) };
      // A seal appended just before a crash, past where this batch (read again) ends: later.
      const headPosition = {
        commit: BigInt(head.commit_position),
        prepare: BigInt(head.prepare_position),
      };
      if (comparePositions(from, headPosition) > 0) return;
      const row = await trx('book_event_hashes')
        .where({ commit_position: commit, prepare_position: prepare })
        .first<{ sequence: string } | undefined>('sequence');
      if (!row) throw new Error(`seal ${last.seal.sealNumber} ends at an event never hashed`);
      sealedUpTo = BigInt(row.sequence);
    }
    const waiting = BigInt(head.sequence) - sealedUpTo;
    // Nothing but the last seal itself since it: no seal of a seal.
    if (waiting <= 0n || (waiting === 1n && head.event_type === 'BooksSealed')) return;
    const first = await trx('book_event_hashes')
      .where((q) =>
        from
          ? q.whereRaw('(commit_position, prepare_position) > (?, ?)', [
              from.commit.toString(),
              from.prepare.toString(),
            ])
          : q,
      )
      .orderBy(['commit_position', 'prepare_position'])
      .first<{ commit_position: string; prepare_position: string }>(
        'commit_position',
        'prepare_position',
      );
    const headDigest = head.chain_head.toString('hex');
    const data: BooksSealed = {
      sealNumber: (last?.seal.sealNumber ?? 0) + 1,
      firstPosition: positionOf(first),
      lastPosition: positionOf(head),
      eventCount: Number(waiting),
      headDigest,
      previousDigest: last?.seal.headDigest ?? null,
      sealedAt: now.toISOString(),
    };
    const event = toNewEvent(
      { type: 'BooksSealed', data },
      {
        actorUserId: null,
        correlationId: deterministicUuid(`book-seal:${data.sealNumber}`),
        now,
      },
    );
    event.metadata.eventId = deterministicUuid(`book-seal:${data.sealNumber}:${headDigest}`);
    await store.appendToStream(BOOK_SEALS_STREAM, [event], {
      expectedRevision: last?.revision ?? 'no_stream',
    });
  }

  return {
    kind: 'reactor',
    name: BOOK_SEALER,
    // Every type, for the health page's count of what waits; reactToLog gets every event anyway.
    handles: Object.keys(eventSchemas) as EventType[],
    react: () => Promise.reject(new Error('the book sealer reads the log as stored')),
    reactToLog: (events, { trx, store }) => seal(events, trx, store),
  };
}
