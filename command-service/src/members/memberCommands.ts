import {
  DomainError,
  memberStream,
  messages,
  type CalendarDate,
  type MemberAddRequest,
  type MemberEditRequest,
} from '@gym/contracts';
import { memberDecider, memberDetailsFrom, openBranch } from '@gym/domain';
import { loadBranch } from '../branches/loadBranch';
import type { CommandContext, CommandHandler } from '../commands/handleCommand';
import type { Reservations } from '../reservations/reservations';

const EMAIL_TAKEN = { message: messages.memberEmailTaken, field: 'email' };

type Deps = { handle: CommandHandler; reservations: Reservations };

/** Registers a member: the e-mail is reserved first, and freed again when the member is refused. */
export async function registerMember(
  deps: Deps,
  input: MemberAddRequest,
  member: { memberId: string; userId: string | null; today: CalendarDate; homeBranchId: string },
  context: CommandContext,
) {
  const { memberId } = member;
  openBranch(await loadBranch(deps, member.homeBranchId), 'homeBranchId');
  await deps.reservations.reserve('member-email', input.email, memberId, context, EMAIL_TAKEN);
  try {
    return await deps.handle(
      memberDecider,
      memberStream(memberId),
      {
        type: 'RegisterMember',
        memberId,
        userId: member.userId,
        details: memberDetailsFrom(input),
        status: input.status,
        joinDate: input.joinDate ?? member.today,
        homeBranchId: member.homeBranchId,
      },
      context,
    );
  } catch (error) {
    await deps.reservations.release('member-email', input.email, memberId, context);
    throw error;
  }
}

/** Edits a member's details: a new e-mail is reserved first, the old one freed once saved. */
export async function updateMemberDetails(
  deps: Deps,
  id: string,
  input: MemberEditRequest,
  context: CommandContext,
) {
  const state = await deps.handle.load(memberDecider, memberStream(id));
  if (!state.exists || state.removed) throw new DomainError('not_found', messages.memberNotFound);
  const oldEmail = state.details.email;
  const emailChanges = oldEmail.toLowerCase() !== input.email.toLowerCase();
  if (emailChanges)
    await deps.reservations.reserve('member-email', input.email, id, context, EMAIL_TAKEN);
  let result;
  try {
    result = await deps.handle(
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
    if (emailChanges) await deps.reservations.release('member-email', input.email, id, context);
    throw error;
  }
  if (emailChanges) await deps.reservations.release('member-email', oldEmail, id, context);
  return result;
}

/** Removes a member from the lists (the ledger stays) and frees the e-mail. */
export async function removeMember(deps: Deps, id: string, context: CommandContext) {
  const result = await deps.handle(
    memberDecider,
    memberStream(id),
    { type: 'RemoveMember' },
    context,
  );
  if (result.state.exists)
    await deps.reservations.release('member-email', result.state.details.email, id, context);
  return result;
}

/**
 * Brings a removed member back (an admin's act): the e-mail is reserved again first, refused
 * (409 on the field) when another member took it meanwhile, and freed again if the restore fails.
 */
export async function restoreMember(
  deps: Deps,
  id: string,
  reason: string | null,
  context: CommandContext,
) {
  const state = await deps.handle.load(memberDecider, memberStream(id));
  if (!state.exists) throw new DomainError('not_found', messages.memberNotFound);
  const restore = () =>
    deps.handle(memberDecider, memberStream(id), { type: 'RestoreMember', reason }, context);
  if (!state.removed) return restore();
  const email = state.details.email;
  await deps.reservations.reserve('member-email', email, id, context, {
    message: messages.memberRestoreEmailTaken,
    field: 'email',
  });
  try {
    return await restore();
  } catch (error) {
    await deps.reservations.release('member-email', email, id, context);
    throw error;
  }
}
