import { describe, expect, it } from 'vitest';
import {
  DomainError,
  MAIN_BRANCH_ID,
  messages,
  type MemberEvent,
  type MembershipEvent,
  type PlanAdmits,
} from '@gym/contracts';
import { specFor } from '../../../scripts/test/givenWhenThen';
import { admitsHome, ashaDetails } from '../../../scripts/test/sampleMember';
import { memberDecider, type MemberCommand } from '../members/decider';
import type { MembershipFacts } from '../facts';
import { membershipDecider } from '../memberships/decider';
import { membershipFacts } from '../memberships/state';

const memberId = '0b4c6f0e-6a1d-4f3b-9d52-7a0e4c1b2d30';
const membershipId = '2a7c9e14-5b3d-4f61-8e02-9c4a6b1d3f70';
const planId = '6f1c1f2e-3b7a-4c55-9a34-2f3c1d9e8a10';
const checkInId = '9f0e1d2c-3b4a-4958-8776-655443322110';
const paymentId = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

const registeredData = {
  memberId,
  userId: null,
  ...ashaDetails,
  status: 'active' as const,
  joinDate: '2026-05-01',
  homeBranchId: MAIN_BRANCH_ID,
};
const registered: MemberEvent = { type: 'MemberRegistered', data: registeredData };

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
const paid = (amountPaise: number): MembershipEvent => ({
  type: 'PaymentRecorded',
  data: {
    paymentId,
    membershipId,
    memberId,
    branchId: MAIN_BRANCH_ID,
    amountPaise,
    method: 'cash',
    paidAt: '2026-11-01T05:00:00.000Z',
    paymentDay: '2026-11-01',
    manualReceiptNumber: null,
    notes: null,
    nextPaymentDueDate: null,
    receivedByUserId: null,
    idempotencyKey: null,
    gstInAmount: true,
  },
});

/** The member's current membership as the check-in handler reads it from its stream. */
const membership = (...events: MembershipEvent[]): MembershipFacts | null =>
  membershipFacts(events.reduce(membershipDecider.evolve, membershipDecider.initialState()));

const given = specFor(memberDecider);

const checkIn = (
  state: MembershipFacts | null,
  day = '2026-11-20',
  override: { reason: string } | null = null,
): MemberCommand => ({
  type: 'CheckInMember',
  checkInId,
  checkedInAt: `${day}T04:30:00.000Z`,
  day,
  membership: state,
  plan: { admits: admitsHome },
  branchId: MAIN_BRANCH_ID,
  branchNames: {},
  override,
});

const visit = (
  day: string,
  override: { reason: string; refusal: 'payment_due' | 'wrong_branch' } | null = null,
  branchId = MAIN_BRANCH_ID,
): MemberEvent => ({
  type: 'MemberCheckedIn',
  data: {
    checkInId,
    memberId,
    branchId,
    checkedInAt: `${day}T04:30:00.000Z`,
    day,
    membershipId,
    override,
  },
});

/** The refusal's message and the reason code the desk gets with the 409. */
function refusalOf(command: MemberCommand, events: MemberEvent[] = [registered]) {
  const state = events.reduce(memberDecider.evolve, memberDecider.initialState());
  try {
    memberDecider.decide(command, state);
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'conflict')
      return { message: error.message, reason: error.reason };
    throw error;
  }
  throw new Error('the check-in was not refused');
}

describe('check-in (member decider)', () => {
  it('checks in a member whose membership is paid, running and not frozen', () => {
    given([registered])
      .when(checkIn(membership(created, paid(150_000))))
      .then([visit('2026-11-20')]);
  });

  it('takes a second scan the same day as the visit already made, the next day as a new visit', () => {
    const state = membership(created, paid(150_000));
    const at = (time: string, day = '2026-11-20', membershipNow = state): MemberCommand => ({
      type: 'CheckInMember',
      checkInId: '5e4d3c2b-1a09-4f8e-9d7c-6b5a49382716',
      checkedInAt: `${day}T${time}Z`,
      day,
      membership: membershipNow,
      plan: { admits: admitsHome },
      branchId: MAIN_BRANCH_ID,
      branchNames: {},
      override: null,
    });
    // Moments later, hours later, or with the clock set back: already in today.
    for (const time of ['04:30:01.000', '13:00:00.000', '04:29:00.000'])
      given([registered, visit('2026-11-20')])
        .when(at(time))
        .then([]);
    given([registered, visit('2026-11-20')])
      .when(at('04:30:00.000', '2026-11-21'))
      .then([
        {
          type: 'MemberCheckedIn',
          data: {
            checkInId: '5e4d3c2b-1a09-4f8e-9d7c-6b5a49382716',
            memberId,
            branchId: MAIN_BRANCH_ID,
            checkedInAt: '2026-11-21T04:30:00.000Z',
            day: '2026-11-21',
            membershipId,
            override: null,
          },
        },
      ]);
    // What the desk must know now (frozen since, say) is said, not the earlier visit.
    expect(
      refusalOf(at('04:31:00.000', '2026-11-20', membership(created, paid(50_000))), [
        registered,
        visit('2026-11-20'),
      ]),
    ).toEqual({ message: '₹1,000 still due', reason: 'payment_due' });
  });

  it('lets a member in on the first and the last day of the membership', () => {
    const state = membership(created, paid(150_000));
    given([registered])
      .when(checkIn(state, '2026-11-01'))
      .then([visit('2026-11-01')]);
    given([registered])
      .when(checkIn(state, '2026-12-01'))
      .then([visit('2026-12-01')]);
  });

  it('refuses with the amount still due', () => {
    expect(refusalOf(checkIn(membership(created, paid(50_000))))).toEqual({
      message: '₹1,000 still due',
      reason: 'payment_due',
    });
  });

  it('refuses a membership whose end date has passed, naming the day', () => {
    expect(refusalOf(checkIn(membership(created, paid(150_000)), '2026-12-02'))).toEqual({
      message: 'Membership expired on 1 Dec 2026',
      reason: 'expired',
    });
    const expired = membership(created, paid(150_000), {
      type: 'MembershipExpired',
      data: { membershipId, expiredOn: '2026-12-02' },
    });
    expect(refusalOf(checkIn(expired, '2026-12-03')).reason).toBe('expired');
  });

  it('refuses a membership that has not started yet', () => {
    expect(refusalOf(checkIn(membership(created, paid(150_000)), '2026-10-31'))).toEqual({
      message: 'Membership starts on 1 Nov 2026',
      reason: 'not_started',
    });
  });

  it('refuses a cancelled membership', () => {
    const cancelled = membership(created, {
      type: 'MembershipCancelled',
      data: { membershipId, reason: 'Moved away' },
    });
    expect(refusalOf(checkIn(cancelled))).toEqual({
      message: 'Membership cancelled',
      reason: 'cancelled',
    });
  });

  it('refuses a frozen membership, naming the last frozen day', () => {
    const frozen = membership(created, paid(150_000), {
      type: 'MembershipFrozen',
      data: { membershipId, from: '2026-11-15', days: 10, reason: 'Travel', endDate: '2026-12-11' },
    });
    expect(refusalOf(checkIn(frozen, '2026-11-20'))).toEqual({
      message: 'Membership frozen until 24 Nov 2026',
      reason: 'frozen',
    });
    given([registered])
      .when(checkIn(frozen, '2026-11-25'))
      .then([visit('2026-11-25')]);
    // The days frozen are added at the end.
    given([registered])
      .when(checkIn(frozen, '2026-12-11'))
      .then([visit('2026-12-11')]);
  });

  it('refuses a member without a membership, and an inactive member', () => {
    expect(refusalOf(checkIn(membership()))).toEqual({
      message: 'No membership',
      reason: 'no_membership',
    });
    const inactive: MemberEvent = {
      type: 'MemberStatusChanged',
      data: { memberId, status: 'inactive' },
    };
    expect(refusalOf(checkIn(membership(created, paid(150_000))), [registered, inactive])).toEqual({
      message: 'Member is inactive',
      reason: 'member_inactive',
    });
  });

  it('lets staff check in a refused member anyway, recording the reason and the refusal', () => {
    given([registered])
      .when(checkIn(membership(created, paid(50_000)), '2026-11-20', { reason: 'Pays tomorrow' }))
      .then([visit('2026-11-20', { reason: 'Pays tomorrow', refusal: 'payment_due' })]);
  });

  it('records no override when the member was allowed anyway', () => {
    given([registered])
      .when(checkIn(membership(created, paid(150_000)), '2026-11-20', { reason: 'Just in case' }))
      .then([visit('2026-11-20')]);
  });

  it('cannot check in a member that does not exist or was removed', () => {
    given([])
      .when(checkIn(membership(created)))
      .thenRefuses('not_found', messages.memberNotFound);
    given([registered, { type: 'MemberRemoved', data: { memberId } }])
      .when(checkIn(membership(created)))
      .thenRefuses('not_found', messages.memberRemoved);
  });

  it('remembers only the last visit in the member state (the snapshot stays small)', () => {
    const before = [registered].reduce(memberDecider.evolve, memberDecider.initialState());
    const after = [visit('2026-11-19'), visit('2026-11-20')].reduce(memberDecider.evolve, before);
    expect(after).toEqual({
      ...before,
      lastCheckIn: {
        checkInId,
        at: '2026-11-20T04:30:00.000Z',
        day: '2026-11-20',
        branchId: MAIN_BRANCH_ID,
      },
    });
  });
});

describe('check-in at a branch (member decider)', () => {
  const koramangala = '3c5e7a91-2b4d-4f60-8a1c-0d2e4f6a8b10';
  const indiranagar = '7d9f1b3c-5e7a-4c2d-9f1b-3c5e7a9b1d20';
  const branchNames = {
    [MAIN_BRANCH_ID]: 'Main',
    [koramangala]: 'Koramangala',
    [indiranagar]: 'Indiranagar',
  };
  const atKoramangala: MemberEvent = {
    type: 'MemberRegistered',
    data: { ...registeredData, homeBranchId: koramangala },
  };
  const paidUp = membership(created, paid(150_000));
  const atDesk = (
    branchId: string,
    admits: PlanAdmits,
    override: { reason: string } | null = null,
  ): MemberCommand => ({
    type: 'CheckInMember',
    checkInId,
    checkedInAt: '2026-11-20T04:30:00.000Z',
    day: '2026-11-20',
    membership: paidUp,
    plan: { admits },
    branchId,
    branchNames,
    override,
  });

  it("refuses a plan for the member's home branch at another branch's desk, naming the home", () => {
    expect(refusalOf(atDesk(MAIN_BRANCH_ID, { kind: 'home' }), [atKoramangala])).toEqual({
      message: 'This membership is for Koramangala only',
      reason: 'wrong_branch',
    });
    given([atKoramangala])
      .when(atDesk(koramangala, { kind: 'home' }))
      .then([visit('2026-11-20', null, koramangala)]);
  });

  it('admits at every branch a plan for all branches', () => {
    given([atKoramangala])
      .when(atDesk(MAIN_BRANCH_ID, { kind: 'all' }))
      .then([visit('2026-11-20')]);
    given([atKoramangala])
      .when(atDesk(indiranagar, { kind: 'all' }))
      .then([visit('2026-11-20', null, indiranagar)]);
  });

  it('takes a visit at another branch the same day as a visit of its own (a repeat is per desk)', () => {
    given([atKoramangala, visit('2026-11-20', null, koramangala)])
      .when(atDesk(koramangala, { kind: 'all' }))
      .then([]);
    given([atKoramangala, visit('2026-11-20', null, koramangala)])
      .when(atDesk(MAIN_BRANCH_ID, { kind: 'all' }))
      .then([visit('2026-11-20')]);
  });

  it('admits at the branches a plan lists, whatever the home branch, and refuses elsewhere', () => {
    const listed: PlanAdmits = { kind: 'branches', branchIds: [koramangala, indiranagar] };
    given([registered])
      .when(atDesk(indiranagar, listed))
      .then([visit('2026-11-20', null, indiranagar)]);
    expect(refusalOf(atDesk(MAIN_BRANCH_ID, listed))).toEqual({
      message: 'This membership is for Koramangala and Indiranagar only',
      reason: 'wrong_branch',
    });
  });

  it('reads the home branch after a transfer', () => {
    const transferred: MemberEvent = {
      type: 'MemberTransferred',
      data: { memberId, fromBranchId: MAIN_BRANCH_ID, toBranchId: koramangala, reason: 'Moved' },
    };
    expect(refusalOf(atDesk(MAIN_BRANCH_ID, { kind: 'home' }), [registered, transferred])).toEqual({
      message: 'This membership is for Koramangala only',
      reason: 'wrong_branch',
    });
    given([registered, transferred])
      .when(atDesk(koramangala, { kind: 'home' }))
      .then([visit('2026-11-20', null, koramangala)]);
  });

  it('lets staff let the member in anyway, recording the wrong branch', () => {
    given([atKoramangala])
      .when(atDesk(MAIN_BRANCH_ID, { kind: 'home' }, { reason: 'Visiting this week' }))
      .then([visit('2026-11-20', { reason: 'Visiting this week', refusal: 'wrong_branch' })]);
  });
});
