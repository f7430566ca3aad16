import { randomUUID } from 'node:crypto';
import {
  MAIN_BRANCH_ID,
  memberAddSchema,
  memberStream,
  restoreMemberRequest,
  updateMemberRequest,
} from '@gym/contracts';
import { memberDecider, memberEditOf } from '@gym/domain';
import type { CommandContext } from '../../commands/handleCommand';
import {
  registerMember,
  removeMember,
  restoreMember,
  updateMemberDetails,
} from '../../members/memberCommands';
import type { DateOfBirth } from '../requestBodies';
import { parse, pickId, type Outcome, type Route, type World } from './world';

function dateOfBirth(dob: DateOfBirth, today: string): unknown {
  if ('date' in dob) return dob.date;
  const year = String(Number(today.slice(0, 4)) - dob.yearsBefore).padStart(4, '0');
  return `${year}-${dob.monthDay}`;
}

/** PUT /api/members/{id}: the body laid over the member as they stand. */
async function edit(
  world: World,
  id: string,
  body: unknown,
  { context, today }: { context: CommandContext; today: string },
): Promise<Outcome> {
  const member = await world.handle.load(memberDecider, memberStream(id));
  if (!member.exists || member.removed) return 'refused by rule';
  const input = parse(updateMemberRequest(today)(memberEditOf(member)), body);
  if (!input) return 'refused by schema';
  await updateMemberDetails(world, id, input, context);
  return 'done';
}

/** As members/routes.ts, through the same member commands. */
export const memberRoutes: {
  addMember: Route<'addMember'>;
  editMember: Route<'editMember'>;
  memberStatus: Route<'memberStatus'>;
  removeMember: Route<'removeMember'>;
  restoreMember: Route<'restoreMember'>;
  linkMember: Route<'linkMember'>;
} = {
  async addMember(world, { op, context, today }) {
    const body = { ...op.body.fields, dateOfBirth: dateOfBirth(op.body.dateOfBirth, today) };
    const input = parse(memberAddSchema(today), body);
    if (!input) return 'refused by schema';
    const memberId = randomUUID();
    const userId = op.linkedUser ? randomUUID() : null;
    // An admin with no branch chosen: the branch the request names, else the first.
    const homeBranchId = input.homeBranchId ?? MAIN_BRANCH_ID;
    await registerMember(world, input, { memberId, userId, today, homeBranchId }, context);
    world.members.push(memberId);
    return 'done';
  },

  async editMember(world, { op, context, today }) {
    const body = { ...op.body.fields, dateOfBirth: dateOfBirth(op.body.dateOfBirth, today) };
    return edit(world, pickId(world.members, op.member), body, { context, today });
  },

  async memberStatus(world, { op, context, today }) {
    return edit(world, pickId(world.members, op.member), { status: op.status }, { context, today });
  },

  async removeMember(world, { op, context }) {
    const id = pickId(world.members, op.member);
    await removeMember(world, id, context);
    return 'done';
  },

  async restoreMember(world, { op, context }) {
    const input = parse(restoreMemberRequest, op.body);
    if (!input) return 'refused by schema';
    const id = pickId(world.members, op.member);
    await restoreMember(world, id, input.reason, context);
    return 'done';
  },

  async linkMember(world, { op, context }) {
    const id = pickId(world.members, op.member);
    const command = { type: 'LinkMemberToUser', userId: randomUUID() } as const;
    await world.handle(memberDecider, memberStream(id), command, context);
    return 'done';
  },
};
