import { describe, expect, it } from 'vitest';
import { MAIN_BRANCH_ID, messages, type MembershipEvent } from '@gym/contracts';
import { specFor } from '../../../scripts/test/givenWhenThen';
import type { MembershipCommand } from './commands';
import { membershipDecider } from './decider';

const membershipId = '2a7c9e14-5b3d-4f61-8e02-9c4a6b1d3f70';
const memberId = '0b4c6f0e-6a1d-4f3b-9d52-7a0e4c1b2d30';
const planId = '6f1c1f2e-3b7a-4c55-9a34-2f3c1d9e8a10';

const created: MembershipEvent = {
  type: 'MembershipCreated',
  data: {
    membershipId,
    memberId,
    plan: { planId, name: 'Gold', pricePaise: 150_000, durationDays: 30 },
    startDate: '2026-11-01',
    endDate: '2026-12-01',
    totalPaise: 150_000,
    gstAdded: null,
    renewsMembershipId: null,
    nextPaymentDueDate: null,
    branchId: MAIN_BRANCH_ID,
  },
};

const given = specFor(membershipDecider);

const freeze = (
  from: string,
  days: number,
  maxFreezeDays: number | null = null,
): MembershipCommand => ({ type: 'FreezeMembership', from, days, reason: 'Travel', maxFreezeDays });

const frozen = (from: string, days: number, endDate: string): MembershipEvent => ({
  type: 'MembershipFrozen',
  data: { membershipId, from, days, reason: 'Travel', endDate },
});

describe('freeze (membership decider)', () => {
  it('freezes from a day for a number of days and moves the end date by them', () => {
    given([created])
      .when(freeze('2026-11-10', 10))
      .then([frozen('2026-11-10', 10, '2026-12-11')]);
  });

  it('moves the end date again for a second freeze, after the first', () => {
    given([created, frozen('2026-11-10', 10, '2026-12-11')])
      .when(freeze('2026-11-25', 5))
      .then([frozen('2026-11-25', 5, '2026-12-16')]);
  });

  it("refuses days beyond the plan's limit per membership, saying how many are left", () => {
    const message = messages.freezeLimit(14, 4);
    given([created, frozen('2026-11-10', 10, '2026-12-11')])
      .when(freeze('2026-11-25', 5, 14))
      .thenRefuses('invalid', message, { days: message });
    given([created, frozen('2026-11-10', 10, '2026-12-11')])
      .when(freeze('2026-11-25', 4, 14))
      .then([frozen('2026-11-25', 4, '2026-12-15')]);
    given([created])
      .when(freeze('2026-11-10', 1, 0))
      .thenRefuses('invalid', messages.freezeLimit(0, 0));
  });

  it('refuses a freeze that overlaps another, or starts outside the membership', () => {
    given([created, frozen('2026-11-10', 10, '2026-12-11')])
      .when(freeze('2026-11-19', 3))
      .thenRefuses('conflict', messages.freezeOverlaps);
    given([created])
      .when(freeze('2026-10-31', 3))
      .thenRefuses('invalid', messages.freezeOutsideMembership, {
        from: messages.freezeOutsideMembership,
      });
  });

  it('refuses to freeze a cancelled or expired membership', () => {
    given([created, { type: 'MembershipCancelled', data: { membershipId, reason: 'Moved' } }])
      .when(freeze('2026-11-10', 3))
      .thenRefuses('conflict', messages.freezeNotOpen);
    given([created, { type: 'MembershipExpired', data: { membershipId, expiredOn: '2026-12-02' } }])
      .when(freeze('2026-11-10', 3))
      .thenRefuses('conflict', messages.freezeNotOpen);
  });

  it('unfreezes early: the unused days come back off the end date', () => {
    given([created, frozen('2026-11-10', 10, '2026-12-11')])
      .when({ type: 'UnfreezeMembership', on: '2026-11-14' })
      .then([
        {
          type: 'MembershipUnfrozen',
          data: {
            membershipId,
            from: '2026-11-10',
            on: '2026-11-14',
            returnedDays: 6,
            endDate: '2026-12-05',
          },
        },
      ]);
  });

  it('gives back every day of a freeze not begun yet, and counts only the kept days against the limit', () => {
    const unfrozen: MembershipEvent = {
      type: 'MembershipUnfrozen',
      data: {
        membershipId,
        from: '2026-11-20',
        on: '2026-11-15',
        returnedDays: 10,
        endDate: '2026-12-01',
      },
    };
    given([created, frozen('2026-11-20', 10, '2026-12-11')])
      .when({ type: 'UnfreezeMembership', on: '2026-11-15' })
      .then([unfrozen]);
    // The ten days came back: the limit of 10 allows a new freeze of 10.
    given([created, frozen('2026-11-20', 10, '2026-12-11'), unfrozen])
      .when(freeze('2026-11-20', 10, 10))
      .then([frozen('2026-11-20', 10, '2026-12-11')]);
  });

  it('refuses to unfreeze when no freeze runs on or after that day', () => {
    given([created, frozen('2026-11-10', 10, '2026-12-11')])
      .when({ type: 'UnfreezeMembership', on: '2026-11-20' })
      .thenRefuses('conflict', messages.notFrozen);
    given([created])
      .when({ type: 'UnfreezeMembership', on: '2026-11-20' })
      .thenRefuses('conflict', messages.notFrozen);
  });

  it('expires a frozen membership only after its moved end date', () => {
    const state = [created, frozen('2026-11-10', 10, '2026-12-11')];
    given(state).when({ type: 'ExpireMembership', today: '2026-12-05' }).then([]);
    expect(
      membershipDecider.decide(
        { type: 'ExpireMembership', today: '2026-12-12' },
        given(state).state,
      ),
    ).toEqual([{ type: 'MembershipExpired', data: { membershipId, expiredOn: '2026-12-12' } }]);
  });
});
