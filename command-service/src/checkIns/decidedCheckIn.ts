import type { CheckInDto, MemberEvent } from '@gym/contracts';

/**
 * A check-in's answer while the check-ins read model is behind: the visit as decided (a repeated
 * scan decides nothing: its id and time are the visit already made).
 */
export function decidedCheckIn(
  visit: { checkInId: string; memberId: string; checkedInAt: string | null },
  events: readonly MemberEvent[],
): { id: string } & Partial<CheckInDto> {
  const checkedIn = events.find((e) => e.type === 'MemberCheckedIn');
  if (!checkedIn) {
    const { checkInId, memberId, checkedInAt } = visit;
    return { id: checkInId, memberId, ...(checkedInAt && { checkedInAt }) };
  }
  const { checkInId, memberId, checkedInAt, day, membershipId, override, branchId } =
    checkedIn.data;
  return { id: checkInId, memberId, checkedInAt, day, membershipId, override, branchId };
}
