import { randomUUID } from 'node:crypto';
import { dayCloseStream, type DayCloseEvent, type EventStore } from '@gym/contracts';
import { toNewEvent } from '../commands/toNewEvent';

const nothing = { expectedPaise: 0, countedPaise: 0, differencePaise: 0, reason: null };

/** A branch's day closed with nothing expected and nothing counted: only its being closed counts. */
export const emptyDayClosed = (branchId: string, day: string) =>
  ({
    type: 'DayClosed',
    data: {
      branchId,
      day,
      openingFloatPaise: 0,
      cash: nothing,
      card: nothing,
      upi: nothing,
      bankTransfer: nothing,
      denominations: null,
      bankedPaise: 0,
      floatLeftPaise: 0,
    },
  }) satisfies DayCloseEvent;

/** Closes the day straight in the store, as a desk's close would have, at `now`. */
export async function closeDayInStore(store: EventStore, branchId: string, day: string, now: Date) {
  const context = { actorUserId: null, correlationId: randomUUID(), now };
  await store.appendToStream(
    dayCloseStream(branchId, day),
    [toNewEvent(emptyDayClosed(branchId, day), context)],
    { expectedRevision: 'any' },
  );
}
