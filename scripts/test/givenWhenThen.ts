import { expect } from 'vitest';
import { DomainError, type DomainEvent } from '@gym/contracts';
import type { Decider } from '@gym/domain';

/**
 * Decider tests, in every package, read as: given(events).when(command).then(events) — or
 * .thenRefuses(kind, message).
 */
export function specFor<Command, Event extends DomainEvent, State>(
  decider: Decider<Command, Event, State>,
) {
  return function given(events: Event[]) {
    const state = events.reduce(decider.evolve, decider.initialState());
    return {
      state,
      when: (command: Command) => ({
        then: (expected: Event[]) => expect(decider.decide(command, state)).toEqual(expected),
        thenRefuses: (
          kind: DomainError['kind'],
          message: string,
          fieldErrors?: Record<string, string>,
        ) => {
          let thrown: unknown;
          try {
            decider.decide(command, state);
          } catch (error) {
            thrown = error;
          }
          expect(thrown).toBeInstanceOf(DomainError);
          expect(thrown).toMatchObject({ kind, message, ...(fieldErrors && { fieldErrors }) });
        },
      }),
    };
  };
}
