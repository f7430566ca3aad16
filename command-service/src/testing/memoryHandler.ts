import type { DomainEvent, NewEvent } from '@gym/contracts';
import type { StreamDecider } from '@gym/domain';
import type { CommandContext, CommandHandler, CommandResult } from '../commands/handleCommand';
import { toNewEvent } from '../commands/toNewEvent';

interface Stream {
  state: unknown;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * The command handler without a database: deciders run against states kept in memory, and every
 * decided event goes through `toNewEvent` (its schema) as it would before an append.
 */
export function createMemoryHandler(): CommandHandler & { appended: NewEvent[] } {
  const streams = new Map<string, Stream>();
  const appended: NewEvent[] = [];

  async function handle<Command, Event extends DomainEvent, State>(
    decider: StreamDecider<Command, Event, State>,
    streamId: string,
    command: Command,
    context: CommandContext,
  ): Promise<CommandResult<Event, State>> {
    const stream = streams.get(streamId);
    const before = stream ? (stream.state as State) : decider.initialState();
    const events = decider.decide(command, before);
    const newEvents = events.map((event) => toNewEvent(event, context));
    const state = events.reduce(decider.evolve, before);
    const changed = events.length > 0;
    const createdAt = stream?.createdAt ?? context.now;
    const updatedAt = changed ? context.now : (stream?.updatedAt ?? context.now);
    if (changed) {
      streams.set(streamId, { state, createdAt, updatedAt });
      appended.push(...newEvents);
    }
    const position = BigInt(appended.length);
    return {
      events,
      state,
      position: stream || changed ? { commit: position, prepare: position } : null,
      createdAt,
      updatedAt,
    };
  }

  async function load<Command, Event extends DomainEvent, State>(
    decider: StreamDecider<Command, Event, State>,
    streamId: string,
  ): Promise<State> {
    const stream = streams.get(streamId);
    return stream ? (stream.state as State) : decider.initialState();
  }

  return Object.assign(handle, { load, appended });
}
