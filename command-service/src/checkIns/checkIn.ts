import { randomUUID } from 'node:crypto';
import { memberStream, membershipStream, type CalendarDate } from '@gym/contracts';
import { currentMembershipIdOf } from '@gym/projection-service';
import type { Db } from '@gym/platform';
import type { CommandContext, CommandHandler } from '../commands/handleCommand';
import { memberDecider } from '../members/decider';
import { membershipDecider } from '../memberships/decider';

/**
 * Checks a member in (or, within CHECK_IN_REPEAT_MINUTES of their last visit, answers that
 * visit: a double scan is one visit). The read model only says which membership is current (a bounded index
 * read); its state comes from its own stream (snapshot + a few events), so what the rule sees of
 * payments, freezes and the end date is the log's. A membership created a moment ago that the
 * read model does not show yet is what "Check in anyway" is for.
 */
export async function checkInMember(
  deps: { db: Db; handle: CommandHandler },
  input: { memberId: string; today: CalendarDate; override: { reason: string } | null },
  context: CommandContext,
) {
  const membershipId = await currentMembershipIdOf(deps.db, input.memberId, input.today);
  const membership = membershipId
    ? await deps.handle.load(membershipDecider, membershipStream(membershipId))
    : membershipDecider.initialState();
  const checkInId = randomUUID();
  const result = await deps.handle(
    memberDecider,
    memberStream(input.memberId),
    {
      type: 'CheckInMember',
      checkInId,
      checkedInAt: context.now.toISOString(),
      day: input.today,
      membership,
      override: input.override,
    },
    context,
  );
  // A repeated scan appends nothing: the visit is the one already made.
  const repeated = result.events.length === 0 && result.state.exists && result.state.lastCheckIn;
  const { position, events } = result;
  return repeated
    ? { checkInId: repeated.checkInId, checkedInAt: repeated.at, position, events, repeated: true }
    : { checkInId, checkedInAt: context.now.toISOString(), position, events, repeated: false };
}
