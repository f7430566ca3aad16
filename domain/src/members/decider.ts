import {
  DomainError,
  checkInRefusalMessage,
  messages,
  type MemberDetails,
  type MemberEditRequest,
  type MemberEvent,
  type MemberStatus,
} from '@gym/contracts';
import type { StreamDecider } from '../decider';
import type { BranchFacts, MemberFacts, MembershipFacts, PlanFacts } from '../facts';
import { checkInRefusal } from '../checkIns/rule';

export type MemberState =
  | { exists: false }
  | {
      exists: true;
      memberId: string;
      userId: string | null;
      details: MemberDetails;
      status: MemberStatus;
      joinDate: string;
      homeBranchId: string;
      removed: boolean;
      /** The last visit: a scan later on its day (gym calendar) is that visit. */
      lastCheckIn: { checkInId: string; at: string; day: string; branchId: string } | null;
    };

export type MemberCommand =
  | {
      type: 'RegisterMember';
      memberId: string;
      userId: string | null;
      details: MemberDetails;
      status: MemberStatus;
      joinDate: string;
      homeBranchId: string;
    }
  /** The member's home branch changes, for a reason. */
  | { type: 'TransferMember'; toBranch: BranchFacts | null; reason: string }
  | { type: 'UpdateMemberDetails'; details: MemberDetails; status: MemberStatus }
  | { type: 'ChangeMemberStatus'; status: MemberStatus }
  | { type: 'LinkMemberToUser'; userId: string }
  | { type: 'RemoveMember' }
  /** An admin brings a removed member back; restoring one not removed changes nothing. */
  | { type: 'RestoreMember'; reason: string | null }
  | {
      /**
       * A visit at the desk. `membership` is the member's current membership as its own stream
       * tells (the caller finds which one is current; null: none); `override` lets in one the
       * rules refuse.
       */
      type: 'CheckInMember';
      checkInId: string;
      checkedInAt: string;
      day: string;
      membership: MembershipFacts | null;
      /** The membership's plan as it is now: where it admits (null: no membership or plan). */
      plan: Pick<PlanFacts, 'admits'> | null;
      /** The desk's branch. */
      branchId: string;
      /** Names of the branches a refusal may name (where the plan admits). */
      branchNames: Readonly<Record<string, string>>;
      override: { reason: string } | null;
    };

const same = (a: MemberDetails, b: MemberDetails) =>
  (Object.keys(a) as (keyof MemberDetails)[]).every((key) => a[key] === b[key]);

/**
 * A member already in today at this branch: a second scan (or a second press of Enter) is that
 * visit. The same day at another branch is a visit of its own.
 */
function isRepeatScan(
  last: { day: string; branchId: string } | null,
  day: string,
  branchId: string,
): boolean {
  return last?.day === day && last.branchId === branchId;
}

function present(state: MemberState) {
  if (!state.exists) throw new DomainError('not_found', messages.memberNotFound);
  if (state.removed) throw new DomainError('not_found', messages.memberRemoved);
  return state;
}

export const memberDecider: StreamDecider<MemberCommand, MemberEvent, MemberState> = {
  // 4: home branch; 5: the last visit's branch.
  snapshot: { kind: 'member', version: 5 },
  initialState: () => ({ exists: false }),

  evolve(state, event) {
    switch (event.type) {
      case 'MemberRegistered': {
        const { memberId, userId, status, joinDate, homeBranchId, ...details } = event.data;
        return {
          exists: true,
          memberId,
          userId,
          details,
          status,
          joinDate,
          homeBranchId,
          removed: false,
          lastCheckIn: null,
        };
      }
      case 'MemberTransferred':
        return state.exists ? { ...state, homeBranchId: event.data.toBranchId } : state;
      case 'MemberDetailsUpdated': {
        const { memberId: _, ...details } = event.data;
        return state.exists ? { ...state, details } : state;
      }
      case 'MemberStatusChanged':
        return state.exists ? { ...state, status: event.data.status } : state;
      case 'MemberLinkedToUser':
        return state.exists ? { ...state, userId: event.data.userId } : state;
      case 'MemberRemoved':
        return state.exists ? { ...state, removed: true } : state;
      case 'MemberRestored':
        return state.exists ? { ...state, removed: false } : state;
      case 'MemberCheckedIn':
        return state.exists
          ? {
              ...state,
              lastCheckIn: {
                checkInId: event.data.checkInId,
                at: event.data.checkedInAt,
                day: event.data.day,
                branchId: event.data.branchId,
              },
            }
          : state;
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'RegisterMember': {
        if (state.exists) throw new DomainError('conflict', 'This member already exists');
        const { memberId, userId, details, status, joinDate, homeBranchId } = command;
        return [
          {
            type: 'MemberRegistered',
            data: { memberId, userId, ...details, status, joinDate, homeBranchId },
          },
        ];
      }
      case 'TransferMember': {
        const member = present(state);
        const to = command.toBranch;
        if (!to)
          throw new DomainError('invalid', messages.branchNotFound, {
            branchId: messages.branchNotFound,
          });
        if (to.branchId === member.homeBranchId)
          throw new DomainError('invalid', messages.transferToSameBranch, {
            branchId: messages.transferToSameBranch,
          });
        if (!to.open) throw new DomainError('conflict', messages.branchClosed(to.name));
        return [
          {
            type: 'MemberTransferred',
            data: {
              memberId: member.memberId,
              fromBranchId: member.homeBranchId,
              toBranchId: to.branchId,
              reason: command.reason,
            },
          },
        ];
      }
      case 'UpdateMemberDetails': {
        const member = present(state);
        const events: MemberEvent[] = [];
        if (!same(member.details, command.details)) {
          events.push({
            type: 'MemberDetailsUpdated',
            data: { memberId: member.memberId, ...command.details },
          });
        }
        if (member.status !== command.status) {
          events.push({
            type: 'MemberStatusChanged',
            data: { memberId: member.memberId, status: command.status },
          });
        }
        return events;
      }
      case 'ChangeMemberStatus': {
        const member = present(state);
        if (member.status === command.status) return [];
        return [
          {
            type: 'MemberStatusChanged',
            data: { memberId: member.memberId, status: command.status },
          },
        ];
      }
      case 'LinkMemberToUser': {
        const member = present(state);
        if (member.userId === command.userId) return [];
        if (member.userId)
          throw new DomainError('conflict', 'This member is linked to another account');
        return [
          {
            type: 'MemberLinkedToUser',
            data: { memberId: member.memberId, userId: command.userId },
          },
        ];
      }
      case 'RemoveMember': {
        if (!state.exists) throw new DomainError('not_found', messages.memberNotFound);
        if (state.removed) return [];
        return [{ type: 'MemberRemoved', data: { memberId: state.memberId } }];
      }
      case 'RestoreMember': {
        if (!state.exists) throw new DomainError('not_found', messages.memberNotFound);
        if (!state.removed) return [];
        return [
          { type: 'MemberRestored', data: { memberId: state.memberId, reason: command.reason } },
        ];
      }
      case 'CheckInMember': {
        const member = present(state);
        const refusal = checkInRefusal(member, command.membership, command.day, {
          branchId: command.branchId,
          plan: command.plan,
          branchNames: command.branchNames,
        });
        if (refusal && !command.override)
          throw new DomainError(
            'conflict',
            checkInRefusalMessage(refusal),
            undefined,
            refusal.reason,
          );
        // A member who may come in, scanned again the same day: already in, that visit.
        if (isRepeatScan(member.lastCheckIn, command.day, command.branchId)) return [];
        return [
          {
            type: 'MemberCheckedIn',
            data: {
              checkInId: command.checkInId,
              memberId: member.memberId,
              branchId: command.branchId,
              checkedInAt: command.checkedInAt,
              day: command.day,
              membershipId: command.membership?.membershipId ?? null,
              override:
                refusal && command.override
                  ? { reason: command.override.reason, refusal: refusal.reason }
                  : null,
            },
          },
        ];
      }
      default: {
        const unknown: never = command;
        return unknown;
      }
    }
  },
};

/** What another aggregate's rules see of a member (null: no such member). */
export const memberFacts = (state: MemberState): MemberFacts | null =>
  state.exists
    ? {
        memberId: state.memberId,
        status: state.status,
        removed: state.removed,
        homeBranchId: state.homeBranchId,
      }
    : null;

/** A request's member details; an edit without date of birth or gender keeps the stored ones. */
export const memberDetailsFrom = (
  input: Omit<MemberDetails, 'dateOfBirth' | 'gender'> & Partial<MemberDetails>,
  keep?: MemberDetails,
): MemberDetails => ({
  firstName: input.firstName,
  lastName: input.lastName,
  email: input.email,
  phone: input.phone,
  whatsapp: input.whatsapp ?? null,
  dateOfBirth: input.dateOfBirth ?? keep?.dateOfBirth ?? null,
  gender: input.gender ?? keep?.gender ?? null,
  address: input.address,
  emergencyContact: input.emergencyContact,
  emergencyPhone: input.emergencyPhone,
});

/** The member as an edit carries them: what a PUT leaves out keeps these. */
export const memberEditOf = (member: {
  details: MemberDetails;
  status: MemberStatus;
}): MemberEditRequest => ({ ...member.details, status: member.status });
