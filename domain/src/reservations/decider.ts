import { DomainError, type ReservationEvent, type ReservationKind } from '@gym/contracts';
import type { StreamDecider } from '../decider';

export interface ReservationState {
  ownerId: string | null;
}

export type ReservationCommand =
  | { type: 'Reserve'; kind: ReservationKind; value: string; ownerId: string; takenMessage: string }
  | { type: 'Release'; kind: ReservationKind; value: string; ownerId: string };

/** Holds a unique value for one owner; a reservation held by another owner refuses with 409. */
export const reservationDecider: StreamDecider<
  ReservationCommand,
  ReservationEvent,
  ReservationState
> = {
  snapshot: { kind: 'reservation', version: 1 },
  initialState: () => ({ ownerId: null }),

  evolve(_state, event) {
    switch (event.type) {
      case 'ValueReserved':
        return { ownerId: event.data.ownerId };
      case 'ValueReleased':
        return { ownerId: null };
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },

  decide(command, state) {
    const { kind, value, ownerId } = command;
    switch (command.type) {
      case 'Reserve':
        if (state.ownerId === ownerId) return [];
        if (state.ownerId) throw new DomainError('conflict', command.takenMessage);
        return [{ type: 'ValueReserved', data: { kind, value, ownerId } }];
      case 'Release':
        if (state.ownerId !== ownerId) return [];
        return [{ type: 'ValueReleased', data: { kind, value, ownerId } }];
      default: {
        const unknown: never = command;
        return unknown;
      }
    }
  },
};
