import type { DomainEvent } from '@gym/contracts';

/** One aggregate's rules, pure: time and ids come in with the command. */
export interface Decider<Command, Event extends DomainEvent, State> {
  initialState(): State;
  evolve(state: State, event: Event): State;
  /** The events that record the command, [] when it changes nothing; throws DomainError when refused. */
  decide(command: Command, state: State): Event[];
}
