import {
  DomainError,
  addDays,
  dayCloseStream,
  formatCalendarDate,
  messages,
  type EventStore,
} from '@gym/contracts';
import { dayCloseDecider, type BranchFacts } from '@gym/domain';
import type { CommandHandler } from '../commands/handleCommand';

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

/** The same, through the day close's decider (its stream is a close and its reopens: short). */
export async function dayIsClosed(
  deps: { handle: CommandHandler },
  branchId: string,
  day: string,
): Promise<boolean> {
  return (await deps.handle.load(dayCloseDecider, dayCloseStream(branchId, day))).closed;
}

/**
 * The drawer a void or refund made `today` gives money back from at the branch that received the
 * payment: today's, or when today is already closed there, tomorrow's (the next open day: a day
 * not begun cannot be closed).
 */
export async function drawerDayOf(
  deps: { handle: CommandHandler },
  branchId: string,
  today: string,
): Promise<string> {
  return (await dayIsClosed(deps, branchId, today)) ? addDays(today, 1) : today;
}

/** A payment dated in a day closed at its branch: 409 naming the day and the branch. */
export async function refusePaymentInClosedDay(
  deps: { handle: CommandHandler },
  branch: BranchFacts | null,
  day: string,
): Promise<void> {
  if (!branch || !(await dayIsClosed(deps, branch.branchId, day))) return;
  throw new DomainError(
    'conflict',
    messages.paymentDayClosed(formatCalendarDate(day), branch.name),
  );
}
