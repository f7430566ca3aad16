import { randomUUID } from 'node:crypto';
import {
  DomainError,
  SCHEMA_VERSION,
  WrongExpectedRevisionError,
  messages,
  parseDomainEvent,
  type DomainEvent,
  type EventStore,
  type GlobalPosition,
  type NewEvent,
} from '@gym/contracts';
import type { Decider } from './decider';

/** Who and what caused a command, carried into every event's metadata. */
export interface CommandContext {
  actorUserId: string | null;
  correlationId: string;
  causationId?: string | null;
  now: Date;
}

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

/** A short random pause before deciding again, so racing writers spread out. */
const backoff = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));

/** The current state of one aggregate. */
export async function loadState<Command, Event extends DomainEvent, State>(
  store: EventStore,
  decider: Decider<Command, Event, State>,
  streamId: string,
): Promise<State> {
  const recorded = await store.readStream(streamId);
  return recorded
    .map((e) => parseDomainEvent(e.type, e.data) as Event)
    .reduce(decider.evolve, decider.initialState());
}

/**
 * Loads the stream, decides, and appends with the revision it decided on. A concurrent change
 * makes it decide again on fresh state, a few times, before answering 409.
 */
export function createCommandHandler(store: EventStore) {
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

  return <Command, Event extends DomainEvent, State>(
    decider: Decider<Command, Event, State>,
    streamId: string,
    command: Command,
    context: CommandContext,
    options: { maxAttempts?: number } = {},
  ): Promise<CommandResult<Event, State>> =>
    oneAtATime(streamId, () =>
      decideAndAppend(store, decider, streamId, command, context, options),
    );
}

async function decideAndAppend<Command, Event extends DomainEvent, State>(
  store: EventStore,
  decider: Decider<Command, Event, State>,
  streamId: string,
  command: Command,
  context: CommandContext,
  options: { maxAttempts?: number },
): Promise<CommandResult<Event, State>> {
  const maxAttempts = options.maxAttempts ?? DEFAULT_ATTEMPTS;
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    if (attempt > 1) await backoff(attempt);
    const recorded = await store.readStream(streamId);
    const state = recorded
      .map((e) => parseDomainEvent(e.type, e.data) as Event)
      .reduce(decider.evolve, decider.initialState());
    const events = decider.decide(command, state);
    const createdAt = new Date(recorded[0]?.metadata.occurredAt ?? context.now);
    if (events.length === 0) {
      const last = recorded.at(-1);
      const updatedAt = new Date(last?.metadata.occurredAt ?? context.now);
      return { events, state, position: last?.position ?? null, createdAt, updatedAt };
    }

    const toAppend: NewEvent[] = events.map((event) => {
      parseDomainEvent(event.type, event.data);
      return {
        type: event.type,
        data: event.data,
        metadata: {
          eventId: randomUUID(),
          occurredAt: context.now.toISOString(),
          actorUserId: context.actorUserId,
          correlationId: context.correlationId,
          causationId: context.causationId ?? null,
          schemaVersion: SCHEMA_VERSION,
        },
      };
    });
    try {
      const result = await store.appendToStream(streamId, toAppend, {
        expectedRevision: recorded.at(-1)?.revision ?? 'no_stream',
      });
      return {
        events,
        state: events.reduce(decider.evolve, state),
        position: result.position,
        createdAt,
        updatedAt: context.now,
      };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
    }
  }
  throw new DomainError('conflict', messages.concurrentChange);
}

export type CommandHandler = ReturnType<typeof createCommandHandler>;
