import type { DomainEvent } from '@gym/contracts';

/** One aggregate's rules, pure: time and ids come in with the command. */
export interface Decider<Command, Event extends DomainEvent, State> {
  initialState(): State;
  evolve(state: State, event: Event): State;
  /** The events that record the command, [] when it changes nothing; throws DomainError when refused. */
  decide(command: Command, state: State): Event[];
}

/**
 * A decider whose streams the command handler loads. Its state (a JSON value) is kept in
 * snapshots, so loading a long stream reads only the events after the snapshot. Bump `version`
 * whenever State's shape or `evolve` changes.
 */
export interface StreamDecider<Command, Event extends DomainEvent, State> extends Decider<
  Command,
  Event,
  State
> {
  snapshot: { kind: string; version: number };
}
