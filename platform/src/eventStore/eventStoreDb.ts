import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  NO_STREAM,
  START as ESDB_START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  type AppendExpectedRevision,
  type JSONType,
  type Position,
  type ResolvedEvent,
} from '@eventstore/db-client';
import {
  WrongExpectedRevisionError,
  comparePositions,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type GlobalPosition,
  type NewEvent,
  type RecordedEvent,
} from '@gym/contracts';

/** How many $all records one readAll round trip asks for at least (system events are filtered here). */
const MIN_PAGE = 64;
/** Wait before re-subscribing after the $all subscription of `watch` fails or ends. */
const RESUBSCRIBE_DELAY_MS = 1_000;
/** `watch` resolves once the server confirms the subscription, or after this long regardless. */
const CONFIRMATION_TIMEOUT_MS = 10_000;

type EsdbRecorded =
  NonNullable<ResolvedEvent['event']> | NonNullable<AllStreamResolvedEvent['event']>;

export interface EventStoreDbOptions {
  /** Told when the `watch` subscription fails (it re-subscribes by itself). */
  onWatchError?: (error: unknown) => void;
}

/**
 * This client (6.x) takes only esdb:// and esdb+discover://; KurrentDB's own schemes mean the same.
 */
export function toEsdbConnectionString(connectionString: string): string {
  return connectionString.replace(/^(?:kurrentdb|kurrent|kdb)(\+discover)?:\/\//i, 'esdb$1://');
}

/** System events (`$`-typed) and system streams (`$`-prefixed, including `$$` metadata streams). */
function isSystem(event: { type: string; streamId: string }): boolean {
  return event.type.startsWith('$') || event.streamId.startsWith('$');
}

function isStart(position: GlobalPosition): boolean {
  return position.commit === 0n && position.prepare === 0n;
}

function toEsdbExpected(expected: ExpectedRevision): AppendExpectedRevision {
  switch (expected) {
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    case 'any':
      return ANY;
    default:
      return expected;
  }
}

function decodeJson(value: unknown): unknown {
  if (value instanceof Uint8Array) {
    const text = Buffer.from(value).toString('utf8');
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return value;
}

function positionOf(event: EsdbRecorded, commitPosition: bigint | undefined): GlobalPosition {
  if (event.position) return { commit: event.position.commit, prepare: event.position.prepare };
  // Servers before 22.6 send no position with stream reads; the commit position is the best we have.
  if (commitPosition !== undefined) return { commit: commitPosition, prepare: commitPosition };
  throw new Error(`EventStoreDB sent event ${event.id} of ${event.streamId} without a position`);
}

function toRecorded(event: EsdbRecorded, position: GlobalPosition): RecordedEvent {
  return {
    streamId: event.streamId,
    revision: event.revision,
    position,
    type: event.type,
    data: decodeJson(event.data),
    metadata: decodeJson(event.metadata) as EventMetadata,
  };
}

/**
 * The event store on EventStoreDB (KurrentDB) through its gRPC client.
 *
 * - A stream here is an ESDB stream of the same name; `metadata.eventId` is the ESDB event id, so a
 *   retried append with the same ids is recorded once (ESDB's own check, plus `alreadyAppended`).
 * - The whole `metadata` object is the ESDB event metadata (JSON), `data` the JSON body.
 * - Positions are ESDB `$all` positions ({ commit, prepare }).
 * - Reading `$all` needs the right to read it (any user on an insecure node; `$ops`/`$admins`
 *   otherwise).
 */
export function createEventStoreDbEventStore(
  connectionString: string,
  options: EventStoreDbOptions = {},
): EventStore {
  const client = EventStoreDBClient.connectionString(toEsdbConnectionString(connectionString));
  const watchers = new Set<() => Promise<void>>();

  /** A stream's events with their ESDB ids; [] when the stream does not exist. */
  async function readStreamRecords(
    streamId: string,
    readOptions: { fromRevision?: bigint | typeof END; maxCount?: number; backwards?: boolean },
  ): Promise<{ id: string; event: RecordedEvent }[]> {
    const records: { id: string; event: RecordedEvent }[] = [];
    try {
      const read = client.readStream(streamId, {
        fromRevision: readOptions.fromRevision ?? (readOptions.backwards ? END : ESDB_START),
        ...(readOptions.maxCount !== undefined ? { maxCount: readOptions.maxCount } : {}),
        ...(readOptions.backwards ? { direction: BACKWARDS } : {}),
      });
      for await (const resolved of read) {
        const event = resolved.event;
        if (!event) continue;
        records.push({
          id: event.id,
          event: toRecorded(event, positionOf(event, resolved.commitPosition)),
        });
      }
    } catch (error) {
      // The client raises this while iterating a read of a stream that does not exist.
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return records;
  }

  /**
   * ESDB answers an append with the position of the write's transaction, which for a batch of
   * several events is the first event's. The port promises the last one's, so look it up then
   * (and when ESDB sends no position, as it may for an idempotent retry).
   */
  async function positionOfRevision(streamId: string, revision: bigint): Promise<GlobalPosition> {
    const [record] = await readStreamRecords(streamId, { fromRevision: revision, maxCount: 1 });
    if (!record || record.event.revision !== revision) {
      throw new Error(
        `EventStoreDB: event ${revision} of ${streamId} not found after appending it`,
      );
    }
    return record.event.position;
  }

  /**
   * ESDB itself recognises a retried append when the retry expects `no_stream` or an older
   * revision (it compares the ids of the events that follow), and, best effort, with `any`. It
   * writes the events again when the retry expects the revision the first attempt produced (the
   * state was re-read in between). So, like the PostgreSQL store, look first whether exactly these
   * events already end the stream at that revision (or at its end, for `any`/`stream_exists`).
   */
  async function alreadyAppended(
    streamId: string,
    events: readonly NewEvent[],
    expected: ExpectedRevision,
  ): Promise<AppendResult | null> {
    if (expected === 'no_stream') return null;
    const count = events.length;
    if (typeof expected === 'bigint' && expected < BigInt(count - 1)) return null;
    const newestFirst = await readStreamRecords(streamId, {
      fromRevision: typeof expected === 'bigint' ? expected : END,
      maxCount: count,
      backwards: true,
    });
    const newest = newestFirst[0]?.event;
    if (!newest || newestFirst.length !== count) return null;
    if (typeof expected === 'bigint' && newest.revision !== expected) return null;
    const ids = newestFirst.map((r) => r.id.toLowerCase()).reverse();
    const same = ids.every((id, i) => id === events[i]!.metadata.eventId.toLowerCase());
    return same ? { nextExpectedRevision: newest.revision, position: newest.position } : null;
  }

  async function stopWatchers() {
    const stops = [...watchers];
    watchers.clear();
    await Promise.allSettled(stops.map((stop) => stop()));
  }

  const store: EventStore = {
    async appendToStreams(appends) {
      const results: AppendResult[] = [];
      for (const a of appends) {
        results.push(
          await store.appendToStream(a.streamId, a.events, {
            expectedRevision: a.expectedRevision,
          }),
        );
      }
      return results;
    },
    async appendToStream(streamId, events, { expectedRevision }): Promise<AppendResult> {
      if (events.length === 0) throw new Error('append needs at least one event');
      const retried = await alreadyAppended(streamId, events, expectedRevision);
      if (retried) return retried;
      const esdbEvents = events.map((event) =>
        jsonEvent({
          id: event.metadata.eventId,
          type: event.type,
          // The port's data is whatever JSON value the event schema says; ESDB's type is narrower.
          data: event.data as JSONType,
          metadata: event.metadata as unknown as JSONType,
        }),
      );
      let result;
      try {
        result = await client.appendToStream(streamId, esdbEvents, {
          expectedRevision: toEsdbExpected(expectedRevision),
        });
      } catch (error) {
        if (error instanceof WrongExpectedVersionError) {
          const actual = error.actualVersion;
          throw new WrongExpectedRevisionError(
            streamId,
            expectedRevision,
            typeof actual === 'bigint' && actual >= 0n ? actual : 'no_stream',
          );
        }
        throw error;
      }
      const nextExpectedRevision = result.nextExpectedRevision;
      const position =
        events.length === 1 && result.position
          ? { commit: result.position.commit, prepare: result.position.prepare }
          : await positionOfRevision(streamId, nextExpectedRevision);
      return { nextExpectedRevision, position };
    },

    async readStream(streamId, readOptions = {}) {
      const records = await readStreamRecords(streamId, {
        ...(readOptions.fromRevision !== undefined && { fromRevision: readOptions.fromRevision }),
        ...(readOptions.limit !== undefined && { maxCount: readOptions.limit }),
      });
      return records.map((r) => r.event);
    },

    async readLastEvent(streamId) {
      const [newest] = await readStreamRecords(streamId, { maxCount: 1, backwards: true });
      return newest?.event ?? null;
    },
    async readAll({ after, limit }) {
      const out: RecordedEvent[] = [];
      if (limit <= 0) return out;
      // ESDB reads $all from a position inclusively (the event at `after` comes back first), so
      // everything at or before the cursor is skipped: the answer is strictly after `after`.
      let cursor: Position | null = isStart(after) ? null : after;
      while (out.length < limit) {
        const pageSize = Math.max(limit - out.length + 1, MIN_PAGE);
        const cursorBefore = cursor;
        let seen = 0;
        const read = client.readAll({ fromPosition: cursor ?? ESDB_START, maxCount: pageSize });
        for await (const resolved of read) {
          seen += 1;
          const event = resolved.event;
          if (!event) continue;
          const position = positionOf(event, resolved.commitPosition);
          if (cursor && comparePositions(position, cursor) <= 0) continue;
          cursor = position;
          // Read the page to its end rather than abandoning the gRPC call half way.
          if (out.length >= limit || isSystem(event)) continue;
          out.push(toRecorded(event, position));
        }
        if (seen < pageSize) break; // the end of $all
        if (cursor === cursorBefore) {
          throw new Error('EventStoreDB readAll made no progress past ' + String(cursor?.commit));
        }
      }
      return out;
    },

    async watch(onWake) {
      let stopped = false;
      let subscription: AllStreamSubscription | undefined;
      let retryTimer: NodeJS.Timeout | undefined;
      /** Settles the promise `watch` returns: the first subscription's confirmation or failure. */
      let settleStart: ((error?: unknown) => void) | undefined;

      const retrySoon = (error?: unknown) => {
        if (stopped || retryTimer) return;
        if (settleStart) {
          settleStart(error ?? new Error('EventStoreDB $all subscription ended before it started'));
          return;
        }
        if (error !== undefined) options.onWatchError?.(error);
        const failed = subscription;
        subscription = undefined;
        void failed?.unsubscribe().catch(() => undefined);
        retryTimer = setTimeout(() => {
          retryTimer = undefined;
          subscribe();
        }, RESUBSCRIBE_DELAY_MS);
      };

      const subscribe = () => {
        if (stopped) return;
        // From END: only what is appended from now on. Events appended while it was down are
        // found by the caller's next readAll, which the wake on confirmation triggers.
        const sub = client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
        subscription = sub;
        sub.on('confirmation', () => {
          settleStart?.();
          if (!stopped && subscription === sub) onWake();
        });
        sub.on('data', (resolved: AllStreamResolvedEvent) => {
          if (stopped || subscription !== sub) return;
          if (resolved.event && isSystem(resolved.event)) return;
          onWake();
        });
        sub.on('error', (error: Error) => {
          if (subscription === sub) retrySoon(error);
        });
        sub.on('end', () => {
          if (subscription === sub) retrySoon();
        });
      };

      const stop = async () => {
        stopped = true;
        clearTimeout(retryTimer);
        const current = subscription;
        subscription = undefined;
        watchers.delete(stop);
        await current?.unsubscribe().catch(() => undefined);
      };
      watchers.add(stop);

      try {
        await new Promise<void>((resolve, reject) => {
          // Should the server never confirm, the subscription still delivers events: go on.
          const timer = setTimeout(() => settleStart?.(), CONFIRMATION_TIMEOUT_MS);
          settleStart = (error?: unknown) => {
            clearTimeout(timer);
            settleStart = undefined;
            if (error === undefined) resolve();
            else reject(error instanceof Error ? error : new Error(String(error)));
          };
          subscribe();
        });
      } catch (error) {
        await stop();
        throw error;
      }
      return stop;
    },

    async close() {
      await stopWatchers();
      await client.dispose();
    },
  };
  return store;
}
