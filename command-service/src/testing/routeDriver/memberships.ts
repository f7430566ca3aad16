import { randomUUID } from 'node:crypto';
import {
  MAIN_BRANCH_ID,
  MAX_DATE,
  addDays,
  branchStream,
  cancelMembershipRequest,
  checkInRequest,
  createMembershipRequest,
  freezeMembershipRequest,
  memberStream,
  membershipStream,
  planStream,
  renewMembershipRequest,
  unfreezeMembershipRequest,
} from '@gym/contracts';
import {
  admittedAt,
  branchDecider,
  branchFacts,
  memberDecider,
  memberFacts,
  membershipDecider,
  membershipFacts,
  planDecider,
  planFacts,
} from '@gym/domain';
import { loadBranch } from '../../branches/loadBranch';
import { loadSaleGst } from '../../memberships/saleGst';
import type { CommandContext } from '../../commands/handleCommand';
import { deterministicUuid } from '../../http/params';
import { parse, pickId, type Outcome, type Route, type World } from './world';

/** As memberships/routes.ts `create`: the member and the plan as they are now. */
async function create(
  world: World,
  context: CommandContext,
  input: {
    membershipId: string;
    memberId: string;
    planId: string;
    startDate: string;
    renewsMembershipId: string | null;
    nextPaymentDueDate: string | null;
    branchId: string | undefined;
  },
): Promise<Outcome> {
  const { memberId, planId, branchId, ...rest } = input;
  const [member, plan] = await Promise.all([
    world.handle.load(memberDecider, memberStream(memberId)).then(memberFacts),
    world.handle.load(planDecider, planStream(planId)).then(planFacts),
  ]);
  // An admin with no branch chosen: the one the request names, else the member's home.
  const selling = branchId ?? member?.homeBranchId ?? MAIN_BRANCH_ID;
  const [branch, gstOnTop] = await Promise.all([
    loadBranch(world, selling),
    loadSaleGst(world, selling),
  ]);
  await world.handle(
    membershipDecider,
    membershipStream(input.membershipId),
    { type: 'CreateMembership', member, plan, branch, gstOnTop, ...rest },
    context,
  );
  world.memberships.push(input.membershipId);
  return 'done';
}

/** The start date that makes a membership on this plan end `offset` days after MAX_DATE. */
async function startEndingNearMax(world: World, planId: string, offset: number) {
  const plan = await world.handle.load(planDecider, planStream(planId));
  return addDays(MAX_DATE, offset - (plan.exists ? plan.fields.durationDays : 30));
}

/** A day `days` after the membership's start (any day when it does not exist). */
async function afterStart(world: World, membershipId: string, days: number) {
  const m = await world.handle.load(membershipDecider, membershipStream(membershipId));
  return addDays(m.exists ? m.startDate : '2026-01-01', days);
}

/** A day `days` after the membership's last freeze began (after its start when never frozen). */
async function afterLastFreeze(world: World, membershipId: string, days: number) {
  const m = await world.handle.load(membershipDecider, membershipStream(membershipId));
  if (!m.exists) return addDays('2026-01-01', days);
  return addDays(m.freezes.at(-1)?.from ?? m.startDate, days);
}

export const membershipRoutes: {
  createMembership: Route<'createMembership'>;
  renew: Route<'renew'>;
  cancel: Route<'cancel'>;
  expire: Route<'expire'>;
  checkIn: Route<'checkIn'>;
  freeze: Route<'freeze'>;
  unfreeze: Route<'unfreeze'>;
} = {
  async createMembership(world, { op, context, today }) {
    const planId = pickId(world.plans, op.plan);
    const start = op.body.startDate;
    const body = {
      ...op.body.rest,
      memberId: pickId(world.members, op.member),
      planId,
      startDate:
        'date' in start ? start.date : await startEndingNearMax(world, planId, start.endsAtMaxPlus),
    };
    const input = parse(createMembershipRequest, body);
    if (!input) return 'refused by schema';
    return create(world, context, {
      membershipId: randomUUID(),
      memberId: input.memberId,
      planId: input.planId,
      startDate: input.startDate ?? today,
      renewsMembershipId: null,
      nextPaymentDueDate: input.nextPaymentDueDate,
      branchId: input.branchId,
    });
  },

  /** As the renew route: the membership decider's RenewMembership decides, on the states it loads. */
  async renew(world, { op, context }) {
    const input = parse(renewMembershipRequest, { planId: pickId(world.plans, op.plan) });
    if (!input) return 'refused by schema';
    const id = pickId(world.memberships, op.membership);
    const current = membershipFacts(
      await world.handle.load(membershipDecider, membershipStream(id)),
    );
    const [member, plan] = await Promise.all([
      current && world.handle.load(memberDecider, memberStream(current.memberId)).then(memberFacts),
      world.handle.load(planDecider, planStream(input.planId)).then(planFacts),
    ]);
    const selling = input.branchId ?? current?.branchId ?? MAIN_BRANCH_ID;
    const [branch, gstOnTop] = await Promise.all([
      loadBranch(world, selling),
      loadSaleGst(world, selling),
    ]);
    const membershipId = deterministicUuid(`renewal-of:${id}`);
    await world.handle(
      membershipDecider,
      membershipStream(membershipId),
      { type: 'RenewMembership', membershipId, current, member, plan, branch, gstOnTop },
      context,
    );
    world.memberships.push(membershipId);
    return 'done';
  },

  async cancel(world, { op, context }) {
    const input = parse(cancelMembershipRequest, op.body);
    if (!input) return 'refused by schema';
    const id = pickId(world.memberships, op.membership);
    const command = { type: 'CancelMembership', reason: input.reason } as const;
    await world.handle(membershipDecider, membershipStream(id), command, context);
    return 'done';
  },

  /**
   * As the check-in route, with the membership the read model would name picked from the run's
   * (the rule reads it from its own stream).
   */
  async checkIn(world, { op, context, today }) {
    const memberId = pickId(world.members, op.member);
    const input = parse(checkInRequest, { memberId, ...op.body });
    if (!input) return 'refused by schema';
    const membershipState = await world.handle.load(
      membershipDecider,
      membershipStream(pickId(world.memberships, op.membership)),
    );
    const membership = membershipFacts(membershipState);
    const member = await world.handle.load(memberDecider, memberStream(memberId));
    const plan = membershipState.exists
      ? planFacts(await world.handle.load(planDecider, planStream(membershipState.planId)))
      : null;
    const homeBranchId = member.exists ? member.homeBranchId : MAIN_BRANCH_ID;
    const branchId = input.branchId ?? homeBranchId;
    const admitted = plan ? admittedAt(plan.admits, homeBranchId) : null;
    const branchNames: Record<string, string> = {};
    for (const id of admitted ?? []) {
      const branch = branchFacts(await world.handle.load(branchDecider, branchStream(id)));
      if (branch) branchNames[id] = branch.name;
    }
    await world.handle(
      memberDecider,
      memberStream(memberId),
      {
        type: 'CheckInMember',
        checkInId: randomUUID(),
        checkedInAt: context.now.toISOString(),
        day: today,
        membership,
        plan,
        branchId,
        branchNames,
        override: input.override ?? null,
      },
      context,
    );
    return 'done';
  },

  /** As the freeze route: the plan's limit as the plan is now. */
  async freeze(world, { op, context }) {
    const id = pickId(world.memberships, op.membership);
    const from =
      'date' in op.body.from
        ? op.body.from.date
        : await afterStart(world, id, op.body.from.afterStart);
    const input = parse(freezeMembershipRequest, { ...op.body.rest, from });
    if (!input) return 'refused by schema';
    const current = await world.handle.load(membershipDecider, membershipStream(id));
    const plan = current.exists
      ? await world.handle.load(planDecider, planStream(current.planId))
      : planDecider.initialState();
    await world.handle(
      membershipDecider,
      membershipStream(id),
      {
        type: 'FreezeMembership',
        ...input,
        maxFreezeDays: plan.exists ? plan.fields.maxFreezeDays : null,
      },
      context,
    );
    world.frozen.push(id);
    return 'done';
  },

  async unfreeze(world, { op, context }) {
    const id = pickId(world.frozen.length ? world.frozen : world.memberships, op.membership);
    const on =
      'date' in op.body
        ? op.body.date
        : 'afterStart' in op.body
          ? await afterStart(world, id, op.body.afterStart)
          : await afterLastFreeze(world, id, op.body.afterLastFreeze);
    const input = parse(unfreezeMembershipRequest, { on });
    if (!input?.on) return 'refused by schema';
    const command = { type: 'UnfreezeMembership', on: input.on } as const;
    await world.handle(membershipDecider, membershipStream(id), command, context);
    return 'done';
  },

  /** As the expire-memberships job. */
  async expire(world, { op, context, today }) {
    const id = pickId(world.memberships, op.membership);
    const command = { type: 'ExpireMembership', today } as const;
    await world.handle(membershipDecider, membershipStream(id), command, context);
    return 'done';
  },
};
