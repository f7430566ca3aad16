/**
 * The event store port. Its adapters (PostgreSQL, EventStoreDB) live in platform (`platform/src/eventStore/`).
 */

/** A place in the global log; ordered by commit, then prepare (as EventStoreDB's $all position). */
export interface GlobalPosition {
  commit: bigint;
  prepare: bigint;
}

export const START: GlobalPosition = { commit: 0n, prepare: 0n };

export function comparePositions(a: GlobalPosition, b: GlobalPosition): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

/** "commit/prepare": how a position travels in a session or a header. */
export function encodePosition(p: GlobalPosition): string {
  return `${p.commit}/${p.prepare}`;
}

export function decodePosition(text: string): GlobalPosition | null {
  const match = /^(\d{1,20})\/(\d{1,20})$/.exec(text);
  return match ? { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) } : null;
}

export interface EventMetadata {
  eventId: string;
  occurredAt: string;
  actorUserId: string | null;
  correlationId: string;
  causationId: string | null;
  schemaVersion: number;
}

export interface NewEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
  metadata: EventMetadata;
}

export interface RecordedEvent<Type extends string = string, Data = unknown> extends NewEvent<
  Type,
  Data
> {
  streamId: string;
  /** 0 for a stream's first event. */
  revision: bigint;
  position: GlobalPosition;
}

/** What the stream must look like for an append to go through. */
export type ExpectedRevision = 'no_stream' | 'stream_exists' | 'any' | bigint;

export interface AppendResult {
  /** Revision of the last event now in the stream. */
  nextExpectedRevision: bigint;
  /** Global position of the last appended event. */
  position: GlobalPosition;
}

export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | 'no_stream',
  ) {
    super(`stream ${streamId}: expected revision ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

/** One stream's part of a bulk append. */
export interface StreamAppend {
  streamId: string;
  events: readonly NewEvent[];
  expectedRevision: ExpectedRevision;
}

export interface EventStore {
  /**
   * For bulk loads: appends to several streams (each at most once) in the given order. On
   * PostgreSQL in one statement (all or nothing); on EventStoreDB one stream after another, so a
   * failure may leave the earlier streams appended.
   */
  appendToStreams(appends: readonly StreamAppend[]): Promise<AppendResult[]>;
  appendToStream(
    streamId: string,
    events: readonly NewEvent[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult>;
  /** Events of one stream in order (at most `limit`); [] when it does not exist. */
  readStream(
    streamId: string,
    options?: { fromRevision?: bigint; limit?: number },
  ): Promise<RecordedEvent[]>;
  /** A stream's newest event (one read, whatever the stream's length); null when it does not exist. */
  readLastEvent(streamId: string): Promise<RecordedEvent | null>;
  /** Events of every stream strictly after `after`, in global order; never skips one that commits late. */
  readAll(options: { after: GlobalPosition; limit: number }): Promise<RecordedEvent[]>;
  /** Calls `onWake` whenever new events may be readable; returns a function that stops watching. */
  watch(onWake: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
