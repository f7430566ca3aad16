import { describe, expect, it } from 'vitest';
import { messages, type BranchDetails, type BranchEvent } from '@gym/contracts';
import { specFor } from '../../../scripts/test/givenWhenThen';
import { branchDecider, branchFacts, type BranchCommand } from './decider';

const branchId = '3c5e7a91-2b4d-4f60-8a1c-0d2e4f6a8b10';

const details: BranchDetails = {
  name: 'Koramangala',
  address: '80 Feet Road, Koramangala, Bengaluru',
  phone: '+91 80 4000 1234',
  stateCode: '29',
  gstin: null,
  upiId: null,
};

const open: BranchCommand = {
  type: 'OpenBranch',
  branchId,
  code: 'KRM',
  receiptPrefix: 'KRM',
  details,
};
const opened: BranchEvent = {
  type: 'BranchOpened',
  data: { branchId, code: 'KRM', receiptPrefix: 'KRM', ...details },
};
const closed: BranchEvent = { type: 'BranchClosed', data: { branchId, reason: 'Lease ended' } };
const reopened: BranchEvent = { type: 'BranchReopened', data: { branchId } };

const given = specFor(branchDecider);

describe('branch decider', () => {
  it('opens a branch with its code, receipt series and details', () => {
    given([]).when(open).then([opened]);
    expect(branchFacts(given([opened]).state)).toEqual({
      branchId,
      name: 'Koramangala',
      open: true,
    });
  });

  it('records nothing when the branch is opened again (a retry)', () => {
    given([opened]).when(open).then([]);
  });

  it('changes the details, and records nothing when they are the same', () => {
    const moved = {
      ...details,
      address: '100 Feet Road, Indiranagar, Bengaluru',
      upiId: 'kor@upi',
    };
    given([opened])
      .when({ type: 'ChangeBranchDetails', details: moved })
      .then([{ type: 'BranchDetailsChanged', data: { branchId, ...moved } }]);
    given([opened])
      .when({ type: 'ChangeBranchDetails', details: { ...details } })
      .then([]);
    given([opened, { type: 'BranchDetailsChanged', data: { branchId, ...moved } }])
      .when({ type: 'ChangeBranchDetails', details: moved })
      .then([]);
  });

  it('closes an open branch, for a reason', () => {
    given([opened]).when({ type: 'CloseBranch', reason: 'Lease ended' }).then([closed]);
    expect(branchFacts(given([opened, closed]).state)).toEqual({
      branchId,
      name: 'Koramangala',
      open: false,
    });
  });

  it('refuses to close a branch that is already closed', () => {
    given([opened, closed])
      .when({ type: 'CloseBranch', reason: 'Again' })
      .thenRefuses('conflict', messages.branchAlreadyClosed);
  });

  it('reopens a closed branch', () => {
    given([opened, closed]).when({ type: 'ReopenBranch' }).then([reopened]);
    expect(branchFacts(given([opened, closed, reopened]).state)?.open).toBe(true);
  });

  it('refuses to reopen a branch that is open', () => {
    given([opened])
      .when({ type: 'ReopenBranch' })
      .thenRefuses('conflict', messages.branchAlreadyOpen);
    given([opened, closed, reopened])
      .when({ type: 'ReopenBranch' })
      .thenRefuses('conflict', messages.branchAlreadyOpen);
  });

  it('refuses every change to a branch that does not exist', () => {
    const commands: BranchCommand[] = [
      { type: 'ChangeBranchDetails', details },
      { type: 'CloseBranch', reason: 'Lease ended' },
      { type: 'ReopenBranch' },
    ];
    for (const command of commands)
      given([]).when(command).thenRefuses('not_found', messages.branchNotFound);
    expect(branchFacts(given([]).state)).toBeNull();
  });
});
