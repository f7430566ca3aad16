import { randomUUID } from 'node:crypto';
import {
  CHECK_IN_REFUSALS,
  DomainError,
  MAIN_BRANCH_ID,
  messages,
  branchStream,
  memberStream,
  membershipStream,
  planStream,
  type CalendarDate,
  type CheckInRefusalReason,
} from '@gym/contracts';
import { currentMembershipIdOf, getMember } from '@gym/projection-service';
import type { Db } from '@gym/platform';
import {
  admittedAt,
  branchDecider,
  memberDecider,
  membershipDecider,
  membershipFacts,
  planDecider,
  planFacts,
} from '@gym/domain';
import type { CommandContext, CommandHandler } from '../commands/handleCommand';

/** The rules refused a visit: who, why, and the membership they looked at. */
export class CheckInRefused extends Error {
  constructor(
    message: string,
    readonly reason: CheckInRefusalReason,
    readonly memberId: string,
    readonly membershipId: string | null,
  ) {
    super(message);
  }
}

/**
 * The member is not one the caller may see (another branch's, not admitted at the desk): the desk
 * is answered as for a code or id no member has, so a refusal never names another branch's member.
 */
export class NotTheDesksMember extends Error {}

const isRefusal = (reason: string | undefined): reason is CheckInRefusalReason =>
  (CHECK_IN_REFUSALS as readonly string[]).includes(reason ?? '');

/** The member as the desk names them on a refusal: the log's name, the read model's code. */
export async function refusedMember(
  deps: { db: Db; handle: CommandHandler },
  memberId: string,
): Promise<{ id: string; name: string; code: string | null }> {
  const [state, row] = await Promise.all([
    deps.handle.load(memberDecider, memberStream(memberId)),
    getMember(deps.db, memberId),
  ]);
  const name = state.exists ? `${state.details.firstName} ${state.details.lastName}` : '';
  return { id: memberId, name, code: row?.memberCode ?? null };
}

/**
 * Checks a member in (or, when they are already in that day, answers that visit: a second scan
 * is one visit). The read model only says which membership is current (a bounded index
 * read); its state comes from its own stream (snapshot + a few events), so what the rule sees of
 * payments, freezes and the end date is the log's. A membership created a moment ago that the
 * read model does not show yet is what "Check in anyway" is for.
 */
export async function checkInMember(
  deps: { db: Db; handle: CommandHandler },
  input: {
    memberId: string;
    /** The desk's branch; null: the member's home branch. */
    branchId: string | null;
    /** Whether the caller works at a branch (the desk's must be one of theirs). */
    mayWorkAt: (branchId: string) => boolean;
    today: CalendarDate;
    override: { reason: string } | null;
  },
  context: CommandContext,
) {
  const member = await deps.handle.load(memberDecider, memberStream(input.memberId));
  // Another branch's member is let in where their plan admits the desk's branch, and otherwise
  // unknown here: no refusal names them, and no override lets them in.
  const visible = !member.exists || input.mayWorkAt(member.homeBranchId);
  if (!visible && input.branchId === null) throw new NotTheDesksMember();
  const branchId = input.branchId ?? (member.exists ? member.homeBranchId : MAIN_BRANCH_ID);
  if (!input.mayWorkAt(branchId)) throw new DomainError('forbidden', messages.forbidden);
  const membershipId = await currentMembershipIdOf(deps.db, input.memberId, input.today);
  const membershipState = membershipId
    ? await deps.handle.load(membershipDecider, membershipStream(membershipId))
    : null;
  const membership = membershipState && membershipFacts(membershipState);
  const plan =
    membershipState?.exists === true
      ? planFacts(await deps.handle.load(planDecider, planStream(membershipState.planId)))
      : null;
  const admitted = plan && member.exists ? admittedAt(plan.admits, member.homeBranchId) : null;
  const branchNames = admitted?.includes(branchId) === false ? await namesOf(deps, admitted) : {};
  const checkInId = randomUUID();
  const result = await deps
    .handle(
      memberDecider,
      memberStream(input.memberId),
      {
        type: 'CheckInMember',
        checkInId,
        checkedInAt: context.now.toISOString(),
        day: input.today,
        membership,
        plan,
        branchId,
        branchNames,
        override: visible ? input.override : null,
      },
      context,
    )
    .catch((error: unknown) => {
      if (error instanceof DomainError && error.kind === 'conflict' && isRefusal(error.reason)) {
        if (!visible) throw new NotTheDesksMember();
        throw new CheckInRefused(error.message, error.reason, input.memberId, membershipId);
      }
      throw error;
    });
  // A repeated scan appends nothing: the visit is the one already made.
  const repeated = result.events.length === 0 && result.state.exists && result.state.lastCheckIn;
  const { position, events } = result;
  // The desk names the member even while the read models are behind (a 202 answer).
  const memberName = result.state.exists
    ? `${result.state.details.firstName} ${result.state.details.lastName}`
    : undefined;
  return repeated
    ? {
        checkInId: repeated.checkInId,
        checkedInAt: repeated.at,
        position,
        events,
        repeated: true,
        memberName,
      }
    : {
        checkInId,
        checkedInAt: context.now.toISOString(),
        position,
        events,
        repeated: false,
        memberName,
      };
}

/** The names of branches a refusal names (where the plan admits); a few at most. */
async function namesOf(deps: { handle: CommandHandler }, ids: readonly string[]) {
  const names: Record<string, string> = {};
  for (const id of ids) {
    const branch = await deps.handle.load(branchDecider, branchStream(id));
    if (branch.exists) names[id] = branch.details.name;
  }
  return names;
}
