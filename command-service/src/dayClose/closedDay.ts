import { dayCloseStream, type EventStore } from '@gym/contracts';

/**
 * Whether a branch's day is closed: its day-close stream's newest event (one read, however long
 * the gym's history). A payment or expense dated in a closed day is refused.
 */
export async function isDayClosed(
  store: Pick<EventStore, 'readLastEvent'>,
  branchId: string,
  day: string,
): Promise<boolean> {
  const last = await store.readLastEvent(dayCloseStream(branchId, day));
  return last?.type === 'DayClosed';
}
