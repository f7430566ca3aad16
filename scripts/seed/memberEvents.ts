import { messages, type MemberDetails, type NewEvent } from '@gym/contracts';
import { memberDecider, reservationDecider, type MemberState } from '@gym/domain';
import type { Day } from './days';
import { dateOf } from './days';
import type { MembershipContext } from './membershipEvents';
import { StreamRecorder, Timeline, type Moment } from './recorder';

export interface MemberStreams {
  /** The member-email reservation, as the add-member route takes it before registering. */
  reservation: NewEvent[];
  member: NewEvent[];
  state: Extract<MemberState, { exists: true }>;
  registeredAt: Moment;
}

/**
 * The add-member request (reservation and registration, one correlation id), and, for a member
 * who stopped coming, the front desk marking them inactive a month or two later.
 */
export function memberEvents(
  memberId: string,
  details: MemberDetails,
  joinDay: Day,
  inactiveFrom: Day | null,
  ctx: MembershipContext,
): MemberStreams {
  const { random, clock, staff } = ctx;
  const time = new Timeline(random);
  const registeredAt = time.next(joinDay);
  const at = { ...registeredAt, actorUserId: staff.frontDesk, correlationId: random.uuid() };
  const reservation = new StreamRecorder(reservationDecider, clock, random);
  reservation.record(
    {
      type: 'Reserve',
      kind: 'member-email',
      value: details.email,
      ownerId: memberId,
      takenMessage: messages.memberEmailTaken,
    },
    at,
  );
  const member = new StreamRecorder(memberDecider, clock, random);
  member.record(
    {
      type: 'RegisterMember',
      memberId,
      userId: null,
      details,
      status: 'active',
      joinDate: dateOf(joinDay),
      homeBranchId: ctx.branches.home.branchId,
    },
    at,
  );
  const registered = member.state;
  if (!registered.exists) throw new Error('registering a member made no member');
  if (inactiveFrom !== null) {
    member.record(
      { type: 'ChangeMemberStatus', status: 'inactive' },
      { ...time.next(inactiveFrom), actorUserId: staff.frontDesk, correlationId: random.uuid() },
    );
  }
  return {
    reservation: reservation.events,
    member: member.events,
    state: registered,
    registeredAt,
  };
}
