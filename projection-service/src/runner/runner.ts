import type { Knex } from 'knex';
import {
  comparePositions,
  encodePosition,
  type EventStore,
  type EventType,
  type GlobalPosition,
  type RecordedEvent,
} from '@gym/contracts';
import { connectionWatch, isConnectionLost, type Logger } from '@gym/platform';
import { applyBatch, lockProjector } from './applyBatch';
import {
  announceCheckpoint,
  loadCheckpoint,
  sameCheckpoint,
  saveCheckpoint,
  startCheckpoint,
  type Checkpoint,
} from './checkpoints';
import {
  BatchFailure,
  EventFailure,
  clearPassedFailure,
  describeError,
  recordFailure,
} from './failures';
import type { Projector } from './projector';
import {
  REACTOR_CHECKPOINT_VERSION,
  isReactor,
  reactTo,
  type Follower,
  type Reactor,
} from './reactor';
import { REBUILD_PAGE, rebuildProjector } from './rebuild';
import {
  MAX_RETRY_DELAY_MS,
  MAX_RECONNECT_DELAY_MS,
  RECONNECT_DELAY_MS,
  RETRY_DELAY_MS,
  backoff,
  sleep,
} from './retry';
import { createWakeSignal } from './wakeSignal';

export interface ProjectionRunner {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** What one projector's (or reactor's) loop remembers between steps. */
interface LoopState {
  /** After a failed batch: one handled event per transaction up to here, to find the one at fault. */
  pinUntil: GlobalPosition | null;
  /** A failure may be recorded (by this loop, or before it started): clear it once passed. */
  mayHaveFailure: boolean;
  /** Failed attempts in a row, for when the failure could not be recorded. */
  failures: number;
  /** Attempts in a row that found the database connection lost. */
  disconnected: number;
  /** The last read was a full page: far behind (after downtime), so read in rebuild-sized pages. */
  behind: boolean;
}

/**
 * Runs each projector and each reactor in its own loop: read a batch after its checkpoint, then
 * apply it (a reactor: react to it) and advance the checkpoint in one transaction. Sleeps until
 * the store says new events may be there. One that fails is recorded in projection_failures and
 * retried with a growing wait, while the other loops go on. A lost database connection is no
 * failure: it is not recorded, and retried within seconds until the database is back. Only a
 * projector is ever rebuilt (when its version changes); a reactor's checkpoint only moves on.
 */
export function createProjectionRunner(deps: {
  db: Knex;
  store: EventStore;
  projectors: readonly Projector[];
  /** What acts after a write (receipt numbers, receipt e-mails); none unless given. */
  reactors?: readonly Reactor[];
  logger: Logger;
  batchSize?: number;
  /** Events per read while a projector is far behind (a full page came back): 5,000. */
  catchUpBatchSize?: number;
  /** The wait after the first failure at an event (1 s); it doubles with each attempt. */
  retryDelayMs?: number;
  /** The longest wait between attempts (5 minutes). */
  maxRetryDelayMs?: number;
  /** Waits between attempts; ends early when the signal aborts. Tests pass one they control. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}): ProjectionRunner {
  const batchSize = deps.batchSize ?? 500;
  // Catching up after downtime takes the rebuild's path: large pages, each applied in a few
  // statements by the projectors' applyBatch.
  const catchUpSize = Math.max(batchSize, deps.catchUpBatchSize ?? REBUILD_PAGE);
  const log = deps.logger.child({ component: 'projection-runner' });
  const followers: readonly Follower[] = [...deps.projectors, ...(deps.reactors ?? [])];
  const signals = followers.map(() => createWakeSignal());
  const delayFor = backoff(
    deps.retryDelayMs ?? RETRY_DELAY_MS,
    deps.maxRetryDelayMs ?? MAX_RETRY_DELAY_MS,
  );
  const reconnectDelayFor = backoff(RECONNECT_DELAY_MS, MAX_RECONNECT_DELAY_MS);
  // One line for all the loops when the database goes, one when a loop gets through again.
  const connection = connectionWatch(log, 'projection runner');
  const wait = deps.sleep ?? sleep;
  const stopping = new AbortController();
  let stopped = false;
  let loops: Promise<void>[] = [];
  let unwatch: (() => Promise<void>) | undefined;

  // The loops wake together and mostly stand at the same checkpoint: one read serves them all.
  // Only reads begun since the last wake-up are shared, or a loop woken for a new event could
  // join a read that started before the event was there, and sleep past it.
  let wakes = 0;
  const reading = new Map<string, Promise<RecordedEvent[]>>();
  function readAfter(position: GlobalPosition, limit: number): Promise<RecordedEvent[]> {
    const key = `${wakes} ${encodePosition(position)} ${limit}`;
    let read = reading.get(key);
    if (!read) {
      read = deps.store.readAll({ after: position, limit });
      reading.set(key, read);
      const forget = () => reading.delete(key);
      read.then(forget, forget);
    }
    return read;
  }

  /**
   * Where each loop stands, and the checkpoint it last saved (batches with nothing for it move it
   * on in memory only). Read from the table when unknown or overtaken.
   */
  const known = new Map<string, { checkpoint: Checkpoint; saved: Checkpoint | null }>();

  const versionOf = (follower: Follower) =>
    isReactor(follower) ? REACTOR_CHECKPOINT_VERSION : follower.version;

  async function where(follower: Follower) {
    const mine = known.get(follower.name);
    if (mine) return mine;
    const saved = await loadCheckpoint(deps.db, follower.name);
    return { checkpoint: saved ?? startCheckpoint(versionOf(follower)), saved };
  }

  const handles = (follower: Follower, event: RecordedEvent) =>
    (isReactor(follower) && follower.reactToLog !== undefined) ||
    follower.handles.includes(event.type as EventType);

  async function step(follower: Follower, state: LoopState): Promise<boolean> {
    const { checkpoint, saved } = await where(follower);
    // A reactor's checkpoint version means nothing: it is never rebuilt.
    if (!isReactor(follower) && checkpoint.version !== follower.version) {
      log.info(
        { projector: follower.name, from: checkpoint.version, to: follower.version },
        'read model version changed: rebuilding',
      );
      known.delete(follower.name);
      await rebuildProjector({ ...deps, projector: follower });
      return true;
    }
    if (state.pinUntil && comparePositions(checkpoint.position, state.pinUntil) >= 0) {
      state.pinUntil = null;
    }
    const limit = state.behind && !state.pinUntil ? catchUpSize : batchSize;
    let events = await readAfter(checkpoint.position, limit);
    state.behind = events.length >= limit;
    if (state.pinUntil) {
      const first = events.findIndex((e) => handles(follower, e));
      if (first >= 0) events = events.slice(0, first + 1);
    }
    if (events.length === 0) {
      // Idle: save a position so far only announced, for readers that start listening later.
      if (!sameCheckpoint(checkpoint, saved)) await commit(follower, [], checkpoint, saved);
      else known.set(follower.name, { checkpoint, saved });
      return false;
    }
    const next = { position: events[events.length - 1]!.position, version: versionOf(follower) };
    if (!events.some((e) => handles(follower, e))) {
      // Nothing to apply: tell waiting readers, and save the checkpoint when there is.
      await announceCheckpoint(deps.db, follower.name, next);
      known.set(follower.name, { checkpoint: next, saved });
      return true;
    }
    await commit(follower, events, next, saved);
    return true;
  }

  /**
   * Applies (or reacts to) `events` and saves `next` in one transaction, unless another writer
   * moved on. A failure names its event when the transaction had one event to apply.
   */
  async function commit(
    follower: Follower,
    events: readonly RecordedEvent[],
    next: Checkpoint,
    saved: Checkpoint | null,
  ) {
    // Until this commits, only the table says where the loop is (after a failure, say).
    known.delete(follower.name);
    let applied: boolean;
    try {
      applied = await deps.db.transaction(async (trx) => {
        await lockProjector(trx, follower);
        const current = await loadCheckpoint(trx, follower.name);
        // Another replica (or a rebuild) moved on meanwhile: start over from its checkpoint.
        if (!sameCheckpoint(current, saved)) return false;
        if (isReactor(follower)) await reactTo({ trx, store: deps.store }, follower, events);
        else await applyBatch(trx, follower, events);
        await saveCheckpoint(trx, follower.name, next);
        return true;
      });
    } catch (error) {
      if (isConnectionLost(error)) throw error;
      const handled = events.filter((e) => handles(follower, e));
      if (handled.length === 1) throw new EventFailure(handled[0]!, error);
      if (handled.length > 1) throw new BatchFailure(next.position, error);
      throw error;
    }
    if (applied) known.set(follower.name, { checkpoint: next, saved: next });
  }

  /** Records the failure and waits before the next attempt: only time or stop ends the wait. */
  async function failed(follower: Follower, state: LoopState, error: unknown) {
    const kind = isReactor(follower) ? 'reactor' : 'projector';
    if (isConnectionLost(error)) {
      // A restart or failover, not a fault of the events: nothing to record (the database is
      // away anyway); try again soon, and keep the retry of a real failure where it was.
      state.disconnected += 1;
      connection.lost(error);
      await wait(reconnectDelayFor(state.disconnected), stopping.signal);
      return;
    }
    if (error instanceof BatchFailure) {
      // Find the event at fault straight away: the events before it are applied one by one.
      state.pinUntil = error.batchEnd;
      log.warn(
        { err: error, projector: follower.name, kind },
        `${kind === 'reactor' ? 'reaction' : 'projection'} batch failed: retrying event by event`,
      );
      return;
    }
    const event = error instanceof EventFailure ? error.event : null;
    // Retry that event alone, so each attempt is at it and the events before it are not held up.
    if (event) state.pinUntil = event.position;
    state.failures += 1;
    let attempts = state.failures;
    let delayMs = delayFor(attempts);
    try {
      ({ attempts, delayMs } = await recordFailure(
        deps.db,
        follower.name,
        { event, error: describeError(error) },
        delayFor,
      ));
      state.mayHaveFailure = true;
    } catch (recordError) {
      log.error({ err: recordError, projector: follower.name }, 'could not record the failure');
    }
    log.error(
      {
        err: error,
        projector: follower.name,
        kind,
        position: event && encodePosition(event.position),
        eventType: event?.type,
        streamId: event?.streamId,
        attempts,
        retryInMs: delayMs,
      },
      `${kind} failed`,
    );
    await wait(delayMs, stopping.signal);
  }

  async function loop(follower: Follower, signal: ReturnType<typeof createWakeSignal>) {
    const state: LoopState = {
      pinUntil: null,
      mayHaveFailure: true,
      failures: 0,
      disconnected: 0,
      behind: true,
    };
    while (!stopped) {
      signal.reset();
      let advanced: boolean;
      try {
        advanced = await step(follower, state);
        if (state.mayHaveFailure) {
          state.mayHaveFailure = await clearPassedFailure(deps.db, follower.name);
        }
        state.failures = 0;
        if (state.disconnected > 0) connection.restored();
        state.disconnected = 0;
      } catch (error) {
        if (stopped) break;
        await failed(follower, state, error);
        continue;
      }
      if (!advanced) await signal.wait();
    }
  }

  return {
    async start() {
      unwatch = await deps.store.watch(() => {
        wakes += 1;
        signals.forEach((s) => s.wake());
      });
      loops = followers.map((f, i) => loop(f, signals[i]!));
      log.info(
        {
          projectors: deps.projectors.map((p) => p.name),
          reactors: (deps.reactors ?? []).map((r) => r.name),
        },
        'projection runner started',
      );
    },
    async stop() {
      stopped = true;
      stopping.abort();
      signals.forEach((s) => s.wake());
      await unwatch?.();
      await Promise.all(loops);
      log.info('projection runner stopped');
    },
  };
}
