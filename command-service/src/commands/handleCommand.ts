import {
  DomainError,
  WrongExpectedRevisionError,
  decodePosition,
  encodePosition,
  messages,
  readDomainEvent,
  type DomainEvent,
  type EventStore,
  type GlobalPosition,
} from '@gym/contracts';
import type { StreamDecider } from '@gym/domain';
import type { SnapshotStore, StreamView } from './snapshots';
import { toNewEvent, type CommandContext } from './toNewEvent';

export type { CommandContext };

export interface CommandResult<Event, State> {
  events: Event[];
  state: State;
  /** Position of the stream's last event (appended now, or already there); null for no stream. */
  position: GlobalPosition | null;
  /** When the stream began and when it last changed (this command's time if it appended). */
  createdAt: Date;
  updatedAt: Date;
}

const DEFAULT_ATTEMPTS = 10;
/** A command that read this many events past the snapshot leaves a new one. */
export const SNAPSHOT_EVERY = 20;

/** A short random pause before deciding again, so racing writers spread out. */
const backoff = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));

/**
 * Loads one aggregate, appends what its decider decides with the revision it decided on, and
 * keeps snapshots so that no command reads more as a stream grows: a load reads the snapshot and
 * at most about SNAPSHOT_EVERY events after it.
 */
export function createCommandHandler(deps: { store: EventStore; snapshots: SnapshotStore }) {
  const { store, snapshots } = deps;

  async function loadView<Command, Event extends DomainEvent, State>(
    decider: StreamDecider<Command, Event, State>,
    streamId: string,
  ): Promise<{ view: StreamView<State>; tail: number }> {
    const snapshot = (await snapshots.load(streamId, decider.snapshot)) as StreamView<State> | null;
    const view: StreamView<State> = snapshot ?? {
      state: decider.initialState(),
      revision: null,
      position: null,
      createdAt: null,
      updatedAt: null,
    };
    const recorded = await store.readStream(streamId, {
      fromRevision: view.revision === null ? 0n : view.revision + 1n,
    });
    const last = recorded.at(-1);
    if (!last) return { view, tail: 0 };
    return {
      view: {
        state: recorded
          .map((e) => readDomainEvent(e.type, e.data, e.streamId) as Event)
          .reduce(decider.evolve, view.state),
        revision: last.revision,
        position: encodePosition(last.position),
        createdAt: view.createdAt ?? recorded[0]!.metadata.occurredAt,
        updatedAt: last.metadata.occurredAt,
      },
      tail: recorded.length,
    };
  }

  async function keep<State>(
    streamId: string,
    snapshot: { kind: string; version: number },
    view: StreamView<State>,
    readPastSnapshot: number,
  ) {
    if (readPastSnapshot < SNAPSHOT_EVERY) return;
    // A snapshot is only a cache: the command has been recorded whether or not it is saved.
    await snapshots.save(streamId, snapshot, view).catch(() => undefined);
  }

  async function decideAndAppend<Command, Event extends DomainEvent, State>(
    decider: StreamDecider<Command, Event, State>,
    streamId: string,
    command: Command,
    context: CommandContext,
    options: { maxAttempts?: number },
  ): Promise<CommandResult<Event, State>> {
    const maxAttempts = options.maxAttempts ?? DEFAULT_ATTEMPTS;
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      if (attempt > 1) await backoff(attempt);
      const { view, tail } = await loadView(decider, streamId);
      const events = decider.decide(command, view.state);
      const now = context.now.toISOString();
      if (events.length === 0) {
        await keep(streamId, decider.snapshot, view, tail);
        return {
          events,
          state: view.state,
          position: view.position === null ? null : decodePosition(view.position),
          createdAt: new Date(view.createdAt ?? now),
          updatedAt: new Date(view.updatedAt ?? now),
        };
      }
      try {
        const result = await store.appendToStream(
          streamId,
          events.map((event) => toNewEvent(event, context)),
          {
            expectedRevision: view.revision ?? 'no_stream',
          },
        );
        const next: StreamView<State> = {
          state: events.reduce(decider.evolve, view.state),
          revision: result.nextExpectedRevision,
          position: encodePosition(result.position),
          createdAt: view.createdAt ?? now,
          updatedAt: now,
        };
        await keep(streamId, decider.snapshot, next, tail + events.length);
        return {
          events,
          state: next.state,
          position: result.position,
          createdAt: new Date(next.createdAt ?? now),
          updatedAt: context.now,
        };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
      }
    }
    throw new DomainError('conflict', messages.concurrentChange);
  }

  // Commands on one stream from this process queue up rather than race (fewer retries);
  // writers in other processes are still kept apart by the expected revision.
  const queues = new Map<string, Promise<unknown>>();
  function oneAtATime<T>(streamId: string, run: () => Promise<T>): Promise<T> {
    const previous = queues.get(streamId) ?? Promise.resolve();
    const current = previous.then(run, run);
    const settled = current.catch(() => undefined);
    queues.set(streamId, settled);
    void settled.then(() => {
      if (queues.get(streamId) === settled) queues.delete(streamId);
    });
    return current;
  }

  const handle = <Command, Event extends DomainEvent, State>(
    decider: StreamDecider<Command, Event, State>,
    streamId: string,
    command: Command,
    context: CommandContext,
    options: { maxAttempts?: number } = {},
  ): Promise<CommandResult<Event, State>> =>
    oneAtATime(streamId, () => decideAndAppend(decider, streamId, command, context, options));

  /** The current state of one aggregate (from its snapshot and the events after it). */
  const load = async <Command, Event extends DomainEvent, State>(
    decider: StreamDecider<Command, Event, State>,
    streamId: string,
  ): Promise<State> => (await loadView(decider, streamId)).view.state;

  return Object.assign(handle, { load });
}

export type CommandHandler = ReturnType<typeof createCommandHandler>;
