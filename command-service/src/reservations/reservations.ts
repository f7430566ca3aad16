import { DomainError, reservationStream, type ReservationKind } from '@gym/contracts';
import { reservationDecider } from '@gym/domain';
import type { CommandContext, CommandHandler } from '../commands/handleCommand';

/** Reserve and release unique values through their reservation streams. */
export function createReservations(handle: CommandHandler) {
  return {
    async reserve(
      kind: ReservationKind,
      value: string,
      ownerId: string,
      context: CommandContext,
      taken: { message: string; field: string },
    ): Promise<boolean> {
      try {
        const result = await handle(
          reservationDecider,
          reservationStream(kind, value),
          { type: 'Reserve', kind, value, ownerId, takenMessage: taken.message },
          context,
        );
        return result.events.length > 0;
      } catch (error) {
        if (
          error instanceof DomainError &&
          error.kind === 'conflict' &&
          error.message === taken.message
        ) {
          throw new DomainError('conflict', taken.message, { [taken.field]: taken.message });
        }
        throw error;
      }
    },

    async release(
      kind: ReservationKind,
      value: string,
      ownerId: string,
      context: CommandContext,
    ): Promise<void> {
      await handle(
        reservationDecider,
        reservationStream(kind, value),
        { type: 'Release', kind, value, ownerId },
        context,
      );
    },
  };
}

export type Reservations = ReturnType<typeof createReservations>;
