import { memberStream, membershipStream, reservationStream, type NewEvent } from '@gym/contracts';
import type { GymClock } from './clock';
import type { Day } from './days';
import { planHistory, type Catalogue, type PlannedMembership } from './history';
import { memberEvents } from './memberEvents';
import { createMemberProfile, type EmailBook } from './memberProfile';
import { membershipEvents, type MembershipContext, type SeedStaff } from './membershipEvents';
import { createRandom } from './random';
import { memberBranches, type SeedBranch } from './branches';

export interface StreamAppend {
  streamId: string;
  events: NewEvent[];
}

/** One member's appends: registration first, then memberships in the order they were made. */
export interface MemberAppends {
  registration: StreamAppend[];
  memberships: (StreamAppend & { payments: number })[];
}

/** A member who stopped coming is marked inactive by the desk a month or so after their last day. */
function inactiveFrom(planned: readonly PlannedMembership[], ctx: MembershipContext): Day | null {
  const last = planned.at(-1);
  if (!last) return null;
  const lastDay = last.cancelOn ?? last.end;
  if (lastDay + 45 >= ctx.today || !ctx.random.chance(0.5)) return null;
  return lastDay + ctx.random.int(30, 45);
}

/** Member number `index` of seed `seed`: drawn from its own random source, so always the same. */
export function memberAppends(
  index: number,
  env: {
    seed: number;
    joinDay: Day;
    budget: number;
    catalogue: Catalogue;
    emails: EmailBook;
    clock: GymClock;
    staff: SeedStaff;
    today: Day;
    branches: readonly SeedBranch[];
  },
): MemberAppends {
  const random = createRandom(`${env.seed}:member:${index}`);
  const ctx: MembershipContext = {
    random,
    clock: env.clock,
    staff: env.staff,
    today: env.today,
    branches: memberBranches(env.branches, env.seed, index),
  };
  const memberId = random.uuid();
  const profile = createMemberProfile(random, env.joinDay, env.emails);
  const planned = planHistory({
    random,
    catalogue: env.catalogue,
    joinDay: env.joinDay,
    age: profile.age,
    budget: env.budget,
    today: env.today,
  });
  const member = memberEvents(
    memberId,
    profile.details,
    env.joinDay,
    inactiveFrom(planned, ctx),
    ctx,
  );
  let visit = member.registeredAt;
  return {
    registration: [
      {
        streamId: reservationStream('member-email', profile.details.email),
        events: member.reservation,
      },
      { streamId: memberStream(memberId), events: member.member },
    ],
    memberships: planned.map((m) => {
      const { events, payments, lastVisit } = membershipEvents(m, member.state, ctx, visit);
      visit = lastVisit;
      return { streamId: membershipStream(m.membershipId), events, payments };
    }),
  };
}
