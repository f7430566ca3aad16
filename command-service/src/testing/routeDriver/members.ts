import { randomUUID } from 'node:crypto';
import {
  MAIN_BRANCH_ID,
  memberAddSchema,
  memberEditSchema,
  memberStatusRequest,
  memberStream,
  restoreMemberRequest,
} from '@gym/contracts';
import { memberDecider } from '@gym/domain';
import {
  registerMember,
  removeMember,
  restoreMember,
  updateMemberDetails,
} from '../../members/memberCommands';
import type { DateOfBirth } from '../requestBodies';
import { parse, pickId, type Route } from './world';

function dateOfBirth(dob: DateOfBirth, today: string): unknown {
  if ('date' in dob) return dob.date;
  const year = String(Number(today.slice(0, 4)) - dob.yearsBefore).padStart(4, '0');
  return `${year}-${dob.monthDay}`;
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
    const input = parse(memberEditSchema(today), body);
    if (!input) return 'refused by schema';
    const id = pickId(world.members, op.member);
    await updateMemberDetails(world, id, input, context);
    return 'done';
  },

  async memberStatus(world, { op, context }) {
    const input = parse(memberStatusRequest, { status: op.status });
    if (!input) return 'refused by schema';
    const id = pickId(world.members, op.member);
    const command = { type: 'ChangeMemberStatus', status: input.status } as const;
    await world.handle(memberDecider, memberStream(id), command, context);
    return 'done';
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
