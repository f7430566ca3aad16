import { membershipStream, memberStream, messages } from '@gym/contracts';
import {
  memberDecider,
  membershipDecider,
  type MemberState,
  type MembershipState,
} from '@gym/domain';
import type { CommandHandler } from '../commands/handleCommand';
import type { AppContext } from '../http/context';
import { HttpError } from '../http/errors';
import { mayWorkAt } from './branchScope';

// A write on an existing member or membership is judged on its own stream before anything is
// appended: another branch's answers the same 404 as a missing one (no hint that it exists). A
// missing one is left to its decider, which refuses it as it always did.

/** The member's stream state; 404 when it belongs to a branch the caller does not work at. */
export async function memberOfMyBranches(
  deps: { handle: CommandHandler },
  ctx: AppContext,
  memberId: string,
  notFound: string = messages.memberNotFound,
): Promise<MemberState> {
  const state = await deps.handle.load(memberDecider, memberStream(memberId));
  if (state.exists && !mayWorkAt(ctx, state.homeBranchId)) throw new HttpError(404, notFound);
  return state;
}

/** The membership's stream state; 404 when another branch than the caller's sold it. */
export async function membershipOfMyBranches(
  deps: { handle: CommandHandler },
  ctx: AppContext,
  membershipId: string,
  notFound: string = messages.membershipNotFound,
): Promise<MembershipState> {
  const state = await deps.handle.load(membershipDecider, membershipStream(membershipId));
  if (state.exists && !mayWorkAt(ctx, state.branchId)) throw new HttpError(404, notFound);
  return state;
}

/** The branch that received a payment, from its membership's stream; null when it has none such. */
export async function receivingBranchOf(
  deps: { handle: CommandHandler },
  membershipId: string,
  paymentId: string,
): Promise<string | null> {
  const state = await deps.handle.load(membershipDecider, membershipStream(membershipId));
  return (state.exists && state.payments[paymentId]?.branchId) || null;
}
