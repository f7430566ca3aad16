import { describe, it } from 'vitest';
import { ashaDetails, mainBranch } from '../../../scripts/test/sampleMember';
import { specFor } from '../../../scripts/test/givenWhenThen';
import { MAIN_BRANCH_ID, messages, type MemberEvent } from '@gym/contracts';
import { memberDecider, type MemberCommand } from './decider';

const memberId = '0b4c6f0e-6a1d-4f3b-9d52-7a0e4c1b2d30';
const userId = '5e2a9c41-1f6b-4d8e-a3c7-9b0d2e4f6a81';
const otherUserId = '8d3f1b72-4c9e-4a05-b6d1-2e7f9a0c3b54';

const asha = ashaDetails;

const given = specFor(memberDecider);

const register: MemberCommand = {
  type: 'RegisterMember',
  memberId,
  userId: null,
  details: asha,
  status: 'active',
  joinDate: '2026-05-01',
  homeBranchId: MAIN_BRANCH_ID,
};
const registeredData = {
  memberId,
  userId: null,
  ...asha,
  status: 'active' as const,
  joinDate: '2026-05-01',
  homeBranchId: MAIN_BRANCH_ID,
};
const registered: MemberEvent = { type: 'MemberRegistered', data: registeredData };
const koramangalaId = '3c5e7a91-2b4d-4f60-8a1c-0d2e4f6a8b10';
const koramangala = { branchId: koramangalaId, name: 'Koramangala', open: true };
const removed: MemberEvent = { type: 'MemberRemoved', data: { memberId } };
const linked: MemberEvent = { type: 'MemberLinkedToUser', data: { memberId, userId } };

describe('member decider', () => {
  it('registers a member that does not exist yet, with its user, status and join date', () => {
    given([]).when(register).then([registered]);
    given([])
      .when({ ...register, userId, status: 'inactive' })
      .then([
        {
          type: 'MemberRegistered',
          data: {
            memberId,
            userId,
            ...asha,
            status: 'inactive',
            joinDate: '2026-05-01',
            homeBranchId: MAIN_BRANCH_ID,
          },
        },
      ]);
  });

  it('refuses to register the same member twice', () => {
    given([registered]).when(register).thenRefuses('conflict', 'This member already exists');
  });

  it('records new details', () => {
    const details = { ...asha, phone: '+91 90000 00000', address: '7 Brigade Road, Bengaluru' };
    given([registered])
      .when({ type: 'UpdateMemberDetails', details, status: 'active' })
      .then([{ type: 'MemberDetailsUpdated', data: { memberId, ...details } }]);
  });

  it('records nothing for an update that changes nothing', () => {
    given([registered])
      .when({ type: 'UpdateMemberDetails', details: { ...asha }, status: 'active' })
      .then([]);
  });

  it('records only the status change when the details are the same', () => {
    given([registered])
      .when({ type: 'UpdateMemberDetails', details: asha, status: 'suspended' })
      .then([{ type: 'MemberStatusChanged', data: { memberId, status: 'suspended' } }]);
  });

  it('records two events when both the details and the status change', () => {
    const details = { ...asha, lastName: 'Iyer' };
    given([registered])
      .when({ type: 'UpdateMemberDetails', details, status: 'inactive' })
      .then([
        { type: 'MemberDetailsUpdated', data: { memberId, ...details } },
        { type: 'MemberStatusChanged', data: { memberId, status: 'inactive' } },
      ]);
  });

  it('compares against the latest details, not the registered ones', () => {
    const details = { ...asha, lastName: 'Iyer' };
    const updated: MemberEvent = { type: 'MemberDetailsUpdated', data: { memberId, ...details } };
    given([registered, updated])
      .when({ type: 'UpdateMemberDetails', details, status: 'active' })
      .then([]);
    given([registered, updated])
      .when({ type: 'UpdateMemberDetails', details: asha, status: 'active' })
      .then([{ type: 'MemberDetailsUpdated', data: { memberId, ...asha } }]);
  });

  it('changes the status, and records nothing when it is the same', () => {
    given([registered])
      .when({ type: 'ChangeMemberStatus', status: 'suspended' })
      .then([{ type: 'MemberStatusChanged', data: { memberId, status: 'suspended' } }]);
    given([registered]).when({ type: 'ChangeMemberStatus', status: 'active' }).then([]);
    const suspended: MemberEvent = {
      type: 'MemberStatusChanged',
      data: { memberId, status: 'suspended' },
    };
    given([registered, suspended])
      .when({ type: 'ChangeMemberStatus', status: 'suspended' })
      .then([]);
    given([registered, suspended])
      .when({ type: 'ChangeMemberStatus', status: 'active' })
      .then([{ type: 'MemberStatusChanged', data: { memberId, status: 'active' } }]);
  });

  it('links a member to a user account once', () => {
    given([registered]).when({ type: 'LinkMemberToUser', userId }).then([linked]);
    given([registered, linked]).when({ type: 'LinkMemberToUser', userId }).then([]);
  });

  it('records nothing when the member was registered with the same user', () => {
    given([{ type: 'MemberRegistered', data: { ...registeredData, userId } }])
      .when({ type: 'LinkMemberToUser', userId })
      .then([]);
  });

  it('refuses to link a member already linked to another user', () => {
    given([registered, linked])
      .when({ type: 'LinkMemberToUser', userId: otherUserId })
      .thenRefuses('conflict', 'This member is linked to another account');
  });

  it('refuses every change to a member that does not exist', () => {
    const commands: MemberCommand[] = [
      { type: 'UpdateMemberDetails', details: asha, status: 'active' },
      { type: 'ChangeMemberStatus', status: 'inactive' },
      { type: 'LinkMemberToUser', userId },
      { type: 'RemoveMember' },
      { type: 'TransferMember', toBranch: koramangala, reason: 'Moved' },
    ];
    for (const command of commands) {
      given([]).when(command).thenRefuses('not_found', messages.memberNotFound);
    }
  });

  it('removes a member once; removing again records nothing', () => {
    given([registered]).when({ type: 'RemoveMember' }).then([removed]);
    given([registered, removed]).when({ type: 'RemoveMember' }).then([]);
  });

  it('refuses to update, change the status of or link a removed member', () => {
    const commands: MemberCommand[] = [
      { type: 'UpdateMemberDetails', details: { ...asha, lastName: 'Iyer' }, status: 'active' },
      { type: 'UpdateMemberDetails', details: asha, status: 'active' },
      { type: 'ChangeMemberStatus', status: 'inactive' },
      { type: 'LinkMemberToUser', userId },
      { type: 'TransferMember', toBranch: koramangala, reason: 'Moved' },
    ];
    for (const command of commands) {
      given([registered, removed]).when(command).thenRefuses('not_found', messages.memberRemoved);
    }
  });

  it('restores a removed member with the reason; restoring one not removed records nothing', () => {
    const restored: MemberEvent = {
      type: 'MemberRestored',
      data: { memberId, reason: 'Removed by mistake' },
    };
    given([registered, removed])
      .when({ type: 'RestoreMember', reason: 'Removed by mistake' })
      .then([restored]);
    given([registered, removed])
      .when({ type: 'RestoreMember', reason: null })
      .then([{ type: 'MemberRestored', data: { memberId, reason: null } }]);
    given([registered]).when({ type: 'RestoreMember', reason: null }).then([]);
    given([registered, removed, restored]).when({ type: 'RestoreMember', reason: null }).then([]);
    given([])
      .when({ type: 'RestoreMember', reason: null })
      .thenRefuses('not_found', messages.memberNotFound);
    // Restored, the member is worked with again.
    given([registered, removed, restored])
      .when({ type: 'ChangeMemberStatus', status: 'inactive' })
      .then([{ type: 'MemberStatusChanged', data: { memberId, status: 'inactive' } }]);
  });

  it('refuses to register again a member that was removed', () => {
    given([registered, removed])
      .when(register)
      .thenRefuses('conflict', 'This member already exists');
  });
});

describe('member transfer', () => {
  const transferred: MemberEvent = {
    type: 'MemberTransferred',
    data: {
      memberId,
      fromBranchId: MAIN_BRANCH_ID,
      toBranchId: koramangalaId,
      reason: 'Moved to Koramangala',
    },
  };

  it('moves the member to another branch, recording from where, to where and why', () => {
    given([registered])
      .when({ type: 'TransferMember', toBranch: koramangala, reason: 'Moved to Koramangala' })
      .then([transferred]);
  });

  it('transfers from the branch the member is at now', () => {
    given([registered, transferred])
      .when({ type: 'TransferMember', toBranch: mainBranch, reason: 'Back home' })
      .then([
        {
          type: 'MemberTransferred',
          data: {
            memberId,
            fromBranchId: koramangalaId,
            toBranchId: MAIN_BRANCH_ID,
            reason: 'Back home',
          },
        },
      ]);
  });

  it('refuses a transfer to the branch the member already belongs to', () => {
    given([registered])
      .when({ type: 'TransferMember', toBranch: mainBranch, reason: 'Moved' })
      .thenRefuses('invalid', messages.transferToSameBranch, {
        branchId: messages.transferToSameBranch,
      });
    given([registered, transferred])
      .when({ type: 'TransferMember', toBranch: koramangala, reason: 'Moved' })
      .thenRefuses('invalid', messages.transferToSameBranch, {
        branchId: messages.transferToSameBranch,
      });
  });

  it('refuses a transfer to a closed branch, naming it', () => {
    given([registered])
      .when({ type: 'TransferMember', toBranch: { ...koramangala, open: false }, reason: 'Moved' })
      .thenRefuses('conflict', messages.branchClosed('Koramangala'));
  });

  it('refuses a transfer to a branch that does not exist', () => {
    given([registered])
      .when({ type: 'TransferMember', toBranch: null, reason: 'Moved' })
      .thenRefuses('invalid', messages.branchNotFound, { branchId: messages.branchNotFound });
  });
});
