import { randomUUID } from 'node:crypto';
import {
  memberAddSchema,
  memberEditSchema,
  memberStatusRequest,
  memberStream,
  messages,
} from '@gym/contracts';
import { memberDecider, memberDetailsFrom } from '../../members/decider';
import type { DateOfBirth } from '../requestBodies';
import { parse, pickId, type Route } from './world';

const EMAIL_TAKEN = { message: messages.memberEmailTaken, field: 'email' };

function dateOfBirth(dob: DateOfBirth, today: string): unknown {
  if ('date' in dob) return dob.date;
  const year = String(Number(today.slice(0, 4)) - dob.yearsBefore).padStart(4, '0');
  return `${year}-${dob.monthDay}`;
}

/** As members/routes.ts: the e-mail is reserved first, and freed again when refused. */
export const memberRoutes: {
  addMember: Route<'addMember'>;
  editMember: Route<'editMember'>;
  memberStatus: Route<'memberStatus'>;
  removeMember: Route<'removeMember'>;
  linkMember: Route<'linkMember'>;
} = {
  async addMember(world, { op, context, today }) {
    const body = { ...op.body.fields, dateOfBirth: dateOfBirth(op.body.dateOfBirth, today) };
    const input = parse(memberAddSchema(today), body);
    if (!input) return 'refused by schema';
    const memberId = randomUUID();
    const { reservations } = world;
    await reservations.reserve('member-email', input.email, memberId, context, EMAIL_TAKEN);
    try {
      await world.handle(
        memberDecider,
        memberStream(memberId),
        {
          type: 'RegisterMember',
          memberId,
          userId: op.linkedUser ? randomUUID() : null,
          details: memberDetailsFrom(input),
          status: input.status,
          joinDate: input.joinDate ?? today,
        },
        context,
      );
    } catch (error) {
      await reservations.release('member-email', input.email, memberId, context);
      throw error;
    }
    world.members.push(memberId);
    return 'done';
  },

  async editMember(world, { op, context, today }) {
    const body = { ...op.body.fields, dateOfBirth: dateOfBirth(op.body.dateOfBirth, today) };
    const input = parse(memberEditSchema(today), body);
    if (!input) return 'refused by schema';
    const id = pickId(world.members, op.member);
    const state = await world.handle.load(memberDecider, memberStream(id));
    if (!state.exists || state.removed) return 'refused by rule';
    const { reservations } = world;
    const oldEmail = state.details.email;
    const emailChanges = oldEmail.toLowerCase() !== input.email.toLowerCase();
    if (emailChanges)
      await reservations.reserve('member-email', input.email, id, context, EMAIL_TAKEN);
    try {
      await world.handle(
        memberDecider,
        memberStream(id),
        {
          type: 'UpdateMemberDetails',
          details: memberDetailsFrom(input, state.details),
          status: input.status,
        },
        context,
      );
    } catch (error) {
      if (emailChanges) await reservations.release('member-email', input.email, id, context);
      throw error;
    }
    if (emailChanges) await reservations.release('member-email', oldEmail, id, context);
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
    const result = await world.handle(
      memberDecider,
      memberStream(id),
      { type: 'RemoveMember' },
      context,
    );
    if (result.state.exists) {
      const email = result.state.details.email;
      await world.reservations.release('member-email', email, id, context);
    }
    return 'done';
  },

  async linkMember(world, { op, context }) {
    const id = pickId(world.members, op.member);
    const command = { type: 'LinkMemberToUser', userId: randomUUID() } as const;
    await world.handle(memberDecider, memberStream(id), command, context);
    return 'done';
  },
};
