import { describe, expect, it } from 'vitest';
import { activeMember, admitsHome, mainBranch } from '../../../scripts/test/sampleMember';
import { specFor } from '../../../scripts/test/givenWhenThen';
import { MAIN_BRANCH_ID, MAX_PAISE, messages, type MembershipEvent } from '@gym/contracts';
import type { BranchFacts, PlanFacts } from '../facts';
import type { MembershipCommand, RecordPayment } from './commands';
import { membershipDecider } from './decider';
import { membershipFacts, type MembershipState } from './state';
import { membershipStatus } from './status';

const membershipId = '2a7c9e14-5b3d-4f61-8e02-9c4a6b1d3f70';
const memberId = '0b4c6f0e-6a1d-4f3b-9d52-7a0e4c1b2d30';
const planId = '6f1c1f2e-3b7a-4c55-9a34-2f3c1d9e8a10';
const adminId = '5e2a9c41-1f6b-4d8e-a3c7-9b0d2e4f6a81';
const paymentA = '9f0e1d2c-3b4a-4958-8776-655443322110';
const paymentB = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const unknownPayment = '7c6b5a49-3827-4615-9403-f2e1d0c9b8a7';

const member = activeMember(memberId);

const gold: PlanFacts = {
  planId,
  name: 'Gold',
  pricePaise: 150_000,
  durationDays: 30,
  isActive: true,
  admits: admitsHome,
};

const given = specFor(membershipDecider);

function status(events: MembershipEvent[]) {
  const state = events.reduce(membershipDecider.evolve, membershipDecider.initialState());
  if (!state.exists) throw new Error('no membership');
  return membershipStatus(state);
}

function paidOf(events: MembershipEvent[]): number {
  const state: MembershipState = events.reduce(
    membershipDecider.evolve,
    membershipDecider.initialState(),
  );
  if (!state.exists) throw new Error('no membership');
  return state.paidPaise;
}

const create: MembershipCommand = {
  type: 'CreateMembership',
  membershipId,
  member,
  plan: gold,
  branch: mainBranch,
  gstOnTop: null,
  startDate: '2026-05-01',
  renewsMembershipId: null,
  nextPaymentDueDate: '2026-05-10',
};

const createdData = {
  membershipId,
  memberId,
  plan: { planId, name: 'Gold', pricePaise: 150_000, durationDays: 30 },
  startDate: '2026-05-01',
  endDate: '2026-05-31',
  totalPaise: 150_000,
  gstAdded: null as { rateBasisPoints: number; taxPaise: number } | null,
  renewsMembershipId: null as string | null,
  nextPaymentDueDate: '2026-05-10' as string | null,
  branchId: MAIN_BRANCH_ID,
};
const created: MembershipEvent = { type: 'MembershipCreated', data: createdData };

const payment = (paymentId: string, amountPaise: number, extra: Partial<RecordPayment> = {}) =>
  ({
    type: 'RecordPayment',
    paymentId,
    branch: mainBranch as BranchFacts | null,
    amountPaise,
    method: 'cash',
    paidAt: '2026-05-02T05:30:00.000Z',
    paymentDay: '2026-05-02',
    manualReceiptNumber: null,
    notes: null,
    nextPaymentDueDate: null,
    receivedByUserId: adminId,
    idempotencyKey: null,
    ...extra,
  }) satisfies RecordPayment;

function recorded(command: RecordPayment, forMembership = membershipId): MembershipEvent {
  const { type, branch, ...data } = command;
  expect(type).toBe('RecordPayment');
  const branchId = branch?.branchId ?? MAIN_BRANCH_ID;
  return {
    type: 'PaymentRecorded',
    data: { ...data, membershipId: forMembership, memberId, branchId, gstInAmount: true },
  };
}

const paidA = recorded(payment(paymentA, 50_000));
const paidB = recorded(payment(paymentB, 100_000));
const voidedA: MembershipEvent = {
  type: 'PaymentVoided',
  data: { membershipId, paymentId: paymentA, amountPaise: 50_000, reason: 'Entered twice' },
};
const cancelled: MembershipEvent = {
  type: 'MembershipCancelled',
  data: { membershipId, reason: 'Moved away' },
};
const expired: MembershipEvent = {
  type: 'MembershipExpired',
  data: { membershipId, expiredOn: '2026-06-01' },
};

describe('membership decider: create', () => {
  it('snapshots the plan name, price and duration; the end date is start + duration days', () => {
    given([]).when(create).then([created]);
  });

  it('ends a 365-day plan across a leap day and a year end', () => {
    const yearly: PlanFacts = { ...gold, durationDays: 365 };
    const [event] = membershipDecider.decide(
      { ...create, plan: yearly, startDate: '2027-12-15' },
      membershipDecider.initialState(),
    );
    expect(event?.type === 'MembershipCreated' && event.data.endDate).toBe('2028-12-14');
  });

  it('links a renewal to the membership it renews', () => {
    const renewsMembershipId = '3b8d0f25-6c4e-4a72-9f13-0d5b7c2e4a81';
    given([])
      .when({ ...create, renewsMembershipId, nextPaymentDueDate: null })
      .then([
        {
          type: 'MembershipCreated',
          data: { ...createdData, renewsMembershipId, nextPaymentDueDate: null },
        },
      ]);
  });

  it('refuses an inactive plan', () => {
    const inactive: PlanFacts = { ...gold, isActive: false };
    given([])
      .when({ ...create, plan: inactive })
      .thenRefuses('invalid', messages.planInactive, { planId: messages.planInactive });
  });

  it('refuses a plan that does not exist', () => {
    given([])
      .when({ ...create, plan: null })
      .thenRefuses('not_found', messages.planNotFound, { planId: messages.planNotFound });
  });

  it('refuses a member that does not exist or was removed', () => {
    given([])
      .when({ ...create, member: null })
      .thenRefuses('not_found', messages.memberNotFound, { memberId: messages.memberNotFound });
    given([])
      .when({ ...create, member: { ...member, removed: true } })
      .thenRefuses('not_found', messages.memberNotFound, { memberId: messages.memberNotFound });
  });

  it('refuses to create the same membership twice', () => {
    given([created]).when(create).thenRefuses('conflict', 'This membership already exists');
  });

  it('starts as pending_payment', () => {
    expect(status([created])).toBe('pending_payment');
  });
});

/** A ₹1,000 plan sold while the branch's prices exclude 18% GST. */
const thousand: PlanFacts = { ...gold, pricePaise: 100_000 };
const excluding: MembershipCommand = {
  ...create,
  plan: thousand,
  gstOnTop: { rateBasisPoints: 1800 },
};
const createdExcluding: MembershipEvent = {
  type: 'MembershipCreated',
  data: {
    ...createdData,
    plan: { ...createdData.plan, pricePaise: 100_000 },
    totalPaise: 118_000,
    gstAdded: { rateBasisPoints: 1800, taxPaise: 18_000 },
  },
};

describe('membership decider: a sale while prices exclude GST', () => {
  it('owes the price plus its GST, and records what was added', () => {
    given([]).when(excluding).then([createdExcluding]);
  });

  it('adds nothing while prices include GST or without a GSTIN (null facts)', () => {
    given([])
      .when({ ...create, plan: thousand })
      .then([
        {
          type: 'MembershipCreated',
          data: {
            ...createdData,
            plan: { ...createdData.plan, pricePaise: 100_000 },
            totalPaise: 100_000,
          },
        },
      ]);
  });

  it('rounds the GST half up to the paisa: ₹999.99 at 18% owes ₹1,179.99', () => {
    const [event] = membershipDecider.decide(
      { ...excluding, plan: { ...gold, pricePaise: 99_999 } },
      membershipDecider.initialState(),
    );
    expect(event).toMatchObject({
      data: { totalPaise: 117_999, gstAdded: { rateBasisPoints: 1800, taxPaise: 18_000 } },
    });
  });

  it('takes the price plus GST in full and refuses more, naming that balance', () => {
    const whole = recorded(payment(paymentA, 118_000));
    given([createdExcluding]).when(payment(paymentA, 118_000)).then([whole]);
    expect(whole.data).toMatchObject({ gstInAmount: true });
    expect(status([createdExcluding, whole])).toBe('active');
    const message = messages.amountExceedsBalance('₹1,180');
    given([createdExcluding])
      .when(payment(paymentA, 118_001))
      .thenRefuses('invalid', message, { amount: message });
    const part = recorded(payment(paymentB, 18_000));
    const left = messages.amountExceedsBalance('₹1,000');
    given([createdExcluding, part])
      .when(payment(paymentA, 100_001))
      .thenRefuses('invalid', left, { amount: left });
  });

  it('renews on the GST facts the renewal carries', () => {
    const current = membershipFacts(
      membershipDecider.evolve(membershipDecider.initialState(), created),
    );
    const [event] = membershipDecider.decide(
      {
        type: 'RenewMembership',
        membershipId: '4c9e1a36-7d5f-4b83-a024-1e6c8d3f5b92',
        current,
        member,
        plan: thousand,
        branch: mainBranch,
        gstOnTop: { rateBasisPoints: 1200 },
      },
      membershipDecider.initialState(),
    );
    expect(event).toMatchObject({
      data: { totalPaise: 112_000, gstAdded: { rateBasisPoints: 1200, taxPaise: 12_000 } },
    });
  });

  it('refuses a price whose GST takes the total past the largest amount', () => {
    given([])
      .when({ ...excluding, plan: { ...gold, pricePaise: MAX_PAISE } })
      .thenRefuses('invalid', messages.priceWithGstTooLarge, {
        planId: messages.priceWithGstTooLarge,
      });
  });
});

describe('membership decider: record payment', () => {
  it('records a payment with the membership and member it belongs to', () => {
    given([created]).when(payment(paymentA, 50_000)).then([paidA]);
  });

  it('goes pending_payment → partial_paid → active as the money comes in', () => {
    expect(status([created])).toBe('pending_payment');
    expect(status([created, paidA])).toBe('partial_paid');
    expect(status([created, paidA, paidB])).toBe('active');
    expect(paidOf([created, paidA, paidB])).toBe(150_000);
  });

  it('accepts exactly the remaining balance', () => {
    given([created, paidA]).when(payment(paymentB, 100_000)).then([paidB]);
  });

  it('refuses more than the remaining balance, on the amount field', () => {
    const message = messages.amountExceedsBalance('₹1,000');
    given([created, paidA])
      .when(payment(paymentB, 100_001))
      .thenRefuses('invalid', message, { amount: message });
    const whole = messages.amountExceedsBalance('₹1,500');
    given([created])
      .when(payment(paymentA, 150_001))
      .thenRefuses('invalid', whole, { amount: whole });
  });

  it('refuses a payment when the membership is fully paid', () => {
    given([created, paidA, paidB])
      .when(payment(unknownPayment, 1))
      .thenRefuses('invalid', messages.nothingOwed, { amount: messages.nothingOwed });
  });

  it('records nothing for an idempotent retry with the same payment id and details', () => {
    given([created, paidA]).when(payment(paymentA, 50_000)).then([]);
    // Even once the membership is fully paid or cancelled, the retry answers what it did.
    given([created, paidA, paidB]).when(payment(paymentA, 50_000)).then([]);
    given([created, paidA, cancelled]).when(payment(paymentA, 50_000)).then([]);
    // The time of the retry and the due date are not part of what the payment was.
    given([created, paidA])
      .when(payment(paymentA, 50_000, { paidAt: '2026-05-02T05:31:00.000Z' }))
      .then([]);
  });

  it('refuses the same payment id with a different amount, method or notes', () => {
    for (const changed of [
      payment(paymentA, 40_000),
      payment(paymentA, 50_000, { method: 'upi' }),
      payment(paymentA, 50_000, { notes: 'second try' }),
      payment(paymentA, 50_000, { manualReceiptNumber: 'M-1' }),
    ]) {
      given([created, paidA]).when(changed).thenRefuses('conflict', messages.idempotencyKeyReused);
    }
  });

  it('refuses a payment on a cancelled membership', () => {
    given([created, cancelled])
      .when(payment(paymentA, 50_000))
      .thenRefuses('conflict', messages.membershipCancelled);
  });

  it('allows paying dues on an expired membership', () => {
    given([created, expired]).when(payment(paymentA, 50_000)).then([paidA]);
    expect(status([created, expired, paidA, paidB])).toBe('expired');
    expect(paidOf([created, expired, paidA, paidB])).toBe(150_000);
  });

  it('refuses a payment for a membership that does not exist', () => {
    given([]).when(payment(paymentA, 50_000)).thenRefuses('not_found', messages.membershipNotFound);
  });

  it('keeps the manual receipt number, notes, due date and idempotency key', () => {
    const command = payment(paymentA, 50_000, {
      manualReceiptNumber: 'BOOK-17',
      notes: 'Paid at the desk',
      nextPaymentDueDate: '2026-05-20',
      method: 'bank_transfer',
      idempotencyKey: 'key-1',
    });
    given([created])
      .when(command)
      .then([recorded(command)]);
  });
});

describe('membership decider: void', () => {
  it("removes the payment's amount from what is paid", () => {
    given([created, paidA])
      .when({ type: 'VoidPayment', paymentId: paymentA, reason: 'Entered twice' })
      .then([voidedA]);
    expect(paidOf([created, paidA, voidedA])).toBe(0);
    expect(status([created, paidA, voidedA])).toBe('pending_payment');
    expect(status([created, paidA, paidB, voidedA])).toBe('partial_paid');
  });

  it('refuses to void a payment twice, or one that was refunded', () => {
    given([created, paidA, voidedA])
      .when({ type: 'VoidPayment', paymentId: paymentA, reason: 'Again' })
      .thenRefuses('conflict', messages.paymentAlreadyCorrected);
    const refunded: MembershipEvent = {
      type: 'PaymentRefunded',
      data: {
        membershipId,
        paymentId: paymentA,
        amountPaise: 50_000,
        reason: 'Left',
        refundDay: '2026-05-03',
      },
    };
    given([created, paidA, refunded])
      .when({ type: 'VoidPayment', paymentId: paymentA, reason: 'Again' })
      .thenRefuses('conflict', messages.paymentAlreadyCorrected);
  });

  it('refuses to void a payment it does not know', () => {
    given([created, paidA])
      .when({ type: 'VoidPayment', paymentId: unknownPayment, reason: 'Wrong' })
      .thenRefuses('not_found', messages.paymentNotFound);
  });

  it('lets a voided amount be paid again', () => {
    given([created, paidA, paidB, voidedA])
      .when(payment(unknownPayment, 50_000))
      .then([recorded(payment(unknownPayment, 50_000))]);
  });
});

describe('membership decider: corrections name their membership (schema version 2)', () => {
  it('a void and a refund carry the membership whose payment they correct', () => {
    const otherId = '3c8d0f25-6c4e-4a72-9f13-0d5b7c2e4a81';
    const other: MembershipEvent = {
      type: 'MembershipCreated',
      data: { ...createdData, membershipId: otherId },
    };
    const paid = recorded(payment(paymentA, 50_000), otherId);
    given([other, paid])
      .when({ type: 'VoidPayment', paymentId: paymentA, reason: 'Entered twice' })
      .then([
        {
          type: 'PaymentVoided',
          data: {
            membershipId: otherId,
            paymentId: paymentA,
            amountPaise: 50_000,
            reason: 'Entered twice',
          },
        },
      ]);
    given([other, paid])
      .when({
        type: 'RefundPayment',
        paymentId: paymentA,
        amountPaise: null,
        reason: 'Moved away',
        refundDay: '2026-05-03',
      })
      .then([
        {
          type: 'PaymentRefunded',
          data: {
            membershipId: otherId,
            paymentId: paymentA,
            amountPaise: 50_000,
            reason: 'Moved away',
            refundDay: '2026-05-03',
          },
        },
      ]);
  });
});

describe('membership decider: refund', () => {
  const refund = (amountPaise: number | null): MembershipCommand => ({
    type: 'RefundPayment',
    paymentId: paymentB,
    amountPaise,
    reason: 'Injury',
    refundDay: '2026-05-05',
  });

  it('refunds the whole payment by default', () => {
    given([created, paidA, paidB])
      .when(refund(null))
      .then([
        {
          type: 'PaymentRefunded',
          data: {
            membershipId,
            paymentId: paymentB,
            amountPaise: 100_000,
            reason: 'Injury',
            refundDay: '2026-05-05',
          },
        },
      ]);
  });

  it('refunds part of a payment, and what is paid goes down by that part', () => {
    const part: MembershipEvent = {
      type: 'PaymentRefunded',
      data: {
        membershipId,
        paymentId: paymentB,
        amountPaise: 30_000,
        reason: 'Injury',
        refundDay: '2026-05-05',
      },
    };
    given([created, paidA, paidB]).when(refund(30_000)).then([part]);
    expect(paidOf([created, paidA, paidB, part])).toBe(120_000);
    expect(status([created, paidA, paidB, part])).toBe('partial_paid');
  });

  it('refunds exactly the payment amount', () => {
    given([created, paidA, paidB])
      .when(refund(100_000))
      .then([
        {
          type: 'PaymentRefunded',
          data: {
            membershipId,
            paymentId: paymentB,
            amountPaise: 100_000,
            reason: 'Injury',
            refundDay: '2026-05-05',
          },
        },
      ]);
  });

  it('refuses a refund larger than the payment', () => {
    given([created, paidA, paidB])
      .when(refund(100_001))
      .thenRefuses('invalid', messages.refundTooLarge, { amount: messages.refundTooLarge });
  });

  it('refuses to refund a payment twice, a voided one, or an unknown one', () => {
    const whole: MembershipEvent = {
      type: 'PaymentRefunded',
      data: {
        membershipId,
        paymentId: paymentB,
        amountPaise: 100_000,
        reason: 'Injury',
        refundDay: '2026-05-05',
      },
    };
    given([created, paidA, paidB, whole])
      .when(refund(null))
      .thenRefuses('conflict', messages.paymentAlreadyCorrected);
    given([created, paidA, voidedA])
      .when({
        type: 'RefundPayment',
        paymentId: paymentA,
        amountPaise: null,
        reason: 'x',
        refundDay: '2026-05-05',
      })
      .thenRefuses('conflict', messages.paymentAlreadyCorrected);
    given([created, paidA]).when(refund(null)).thenRefuses('not_found', messages.paymentNotFound);
  });
});

describe('membership decider: cancel', () => {
  it('cancels once with the reason; cancelling again is a conflict', () => {
    given([created, paidA])
      .when({ type: 'CancelMembership', reason: 'Moved away' })
      .then([cancelled]);
    expect(status([created, paidA, cancelled])).toBe('cancelled');
    given([created, cancelled])
      .when({ type: 'CancelMembership', reason: 'Again' })
      .thenRefuses('conflict', messages.membershipAlreadyCancelled);
  });

  it('cancels an expired membership', () => {
    given([created, expired])
      .when({ type: 'CancelMembership', reason: 'Moved away' })
      .then([cancelled]);
    expect(status([created, expired, cancelled])).toBe('cancelled');
  });

  it('refuses to cancel a membership that does not exist', () => {
    given([])
      .when({ type: 'CancelMembership', reason: 'Moved away' })
      .thenRefuses('not_found', messages.membershipNotFound);
  });
});

describe('membership decider: expire', () => {
  it('expires an open membership once its end date has passed', () => {
    given([created]).when({ type: 'ExpireMembership', today: '2026-06-01' }).then([expired]);
    given([created, paidA, paidB])
      .when({ type: 'ExpireMembership', today: '2026-07-15' })
      .then([{ type: 'MembershipExpired', data: { membershipId, expiredOn: '2026-07-15' } }]);
    expect(status([created, paidA, expired])).toBe('expired');
  });

  it('records nothing on the end date itself or before it', () => {
    given([created]).when({ type: 'ExpireMembership', today: '2026-05-31' }).then([]);
    given([created]).when({ type: 'ExpireMembership', today: '2026-05-01' }).then([]);
  });

  it('records nothing for a cancelled or already expired membership', () => {
    given([created, cancelled]).when({ type: 'ExpireMembership', today: '2026-06-01' }).then([]);
    given([created, expired]).when({ type: 'ExpireMembership', today: '2026-06-02' }).then([]);
  });

  it('keeps what is owed outstanding after expiry', () => {
    expect(paidOf([created, paidA, expired])).toBe(50_000);
  });

  it('refuses to expire a membership that does not exist', () => {
    given([])
      .when({ type: 'ExpireMembership', today: '2026-06-01' })
      .thenRefuses('not_found', messages.membershipNotFound);
  });
});

describe('membership decider: renew', () => {
  const renewalId = '4c9e1a36-7d5f-4b83-a024-1e6c8d3f5b92';
  /** The renewed membership as the renew handler reads it from its stream. */
  const stateOf = (events: MembershipEvent[]) =>
    membershipFacts(events.reduce(membershipDecider.evolve, membershipDecider.initialState()));
  const renew = (current: MembershipEvent[], extra: Partial<MembershipCommand> = {}) =>
    ({
      type: 'RenewMembership',
      membershipId: renewalId,
      current: stateOf(current),
      member,
      plan: gold,
      branch: mainBranch,
      gstOnTop: null,
      ...extra,
    }) as MembershipCommand;
  const renewal: MembershipEvent = {
    type: 'MembershipCreated',
    data: {
      ...createdData,
      membershipId: renewalId,
      startDate: '2026-05-31',
      endDate: '2026-06-30',
      renewsMembershipId: membershipId,
      nextPaymentDueDate: null,
    },
  };

  it('starts at the current end date, for the plan as it is now, linked to what it renews', () => {
    given([])
      .when(renew([created]))
      .then([renewal]);
    expect(status([renewal])).toBe('pending_payment');
    const yearly: PlanFacts = {
      ...gold,
      name: 'Yearly',
      pricePaise: 1_200_000,
      durationDays: 365,
    };
    given([])
      .when(renew([created], { plan: yearly }))
      .then([
        {
          type: 'MembershipCreated',
          data: {
            ...renewal.data,
            plan: { planId, name: 'Yearly', pricePaise: 1_200_000, durationDays: 365 },
            endDate: '2027-05-31',
            totalPaise: 1_200_000,
          },
        } as MembershipEvent,
      ]);
  });

  it('renews a membership that is paid, partly paid or expired', () => {
    given([])
      .when(renew([created, paidA, paidB]))
      .then([renewal]);
    given([])
      .when(renew([created, paidA]))
      .then([renewal]);
    given([])
      .when(renew([created, expired]))
      .then([renewal]);
  });

  it('refuses a membership that does not exist', () => {
    given([]).when(renew([])).thenRefuses('not_found', messages.membershipNotFound);
  });

  it('refuses a cancelled membership, expired or not', () => {
    given([])
      .when(renew([created, cancelled]))
      .thenRefuses('conflict', messages.membershipNotRenewable);
    given([])
      .when(renew([created, expired, cancelled]))
      .thenRefuses('conflict', messages.membershipNotRenewable);
  });

  it('renews once: a second renewal is a conflict', () => {
    given([renewal])
      .when(renew([created]))
      .thenRefuses('conflict', messages.membershipAlreadyRenewed);
  });

  it('refuses a plan that does not exist or is inactive, on the plan field', () => {
    given([])
      .when(renew([created], { plan: null }))
      .thenRefuses('not_found', messages.planNotFound, { planId: messages.planNotFound });
    const inactive: PlanFacts = { ...gold, isActive: false };
    given([])
      .when(renew([created], { plan: inactive }))
      .thenRefuses('invalid', messages.planInactive, { planId: messages.planInactive });
  });

  it('refuses when the member was removed or is missing', () => {
    given([])
      .when(renew([created], { member: { ...member, removed: true } }))
      .thenRefuses('not_found', messages.memberNotFound, { memberId: messages.memberNotFound });
    given([])
      .when(renew([created], { member: null }))
      .thenRefuses('not_found', messages.memberNotFound, { memberId: messages.memberNotFound });
  });

  it('refuses a renewal that would end after the last date the books hold, on the plan field', () => {
    const late: MembershipEvent = {
      type: 'MembershipCreated',
      data: { ...createdData, startDate: '2100-11-01', endDate: '2100-12-01' },
    };
    const yearly: PlanFacts = { ...gold, durationDays: 365 };
    given([])
      .when(renew([late], { plan: yearly }))
      .thenRefuses('invalid', messages.membershipEndsTooLate, {
        planId: messages.membershipEndsTooLate,
      });
    given([])
      .when(renew([late]))
      .then([
        {
          type: 'MembershipCreated',
          data: {
            ...renewal.data,
            startDate: '2100-12-01',
            endDate: '2100-12-31',
          },
        },
      ]);
  });
});

describe('membership decider: the branch that sells and takes the money', () => {
  const koramangalaId = '3c5e7a91-2b4d-4f60-8a1c-0d2e4f6a8b10';
  const koramangala: BranchFacts = { branchId: koramangalaId, name: 'Koramangala', open: true };
  const closed: BranchFacts = { ...koramangala, open: false };

  it('records the branch that sold the membership', () => {
    given([])
      .when({ ...create, branch: koramangala })
      .then([{ type: 'MembershipCreated', data: { ...createdData, branchId: koramangalaId } }]);
  });

  it('records the branch where the money was received, not the one that sold it', () => {
    const command = payment(paymentA, 50_000, { branch: koramangala });
    given([created])
      .when(command)
      .then([recorded(command)]);
    expect(recorded(command).data).toMatchObject({ branchId: koramangalaId });
  });

  it('refuses a sale, a renewal or a payment at a closed branch, naming it', () => {
    const message = messages.branchClosed('Koramangala');
    given([])
      .when({ ...create, branch: closed })
      .thenRefuses('conflict', message);
    given([])
      .when({
        type: 'RenewMembership',
        membershipId: '4c9e1a36-7d5f-4b83-a024-1e6c8d3f5b92',
        current: membershipFacts(
          membershipDecider.evolve(membershipDecider.initialState(), created),
        ),
        member,
        plan: gold,
        branch: closed,
        gstOnTop: null,
      })
      .thenRefuses('conflict', message);
    given([created])
      .when(payment(paymentA, 50_000, { branch: closed }))
      .thenRefuses('conflict', message);
  });

  it('refuses a sale or a payment at a branch that does not exist, on the branch field', () => {
    const fields = { branchId: messages.branchNotFound };
    given([])
      .when({ ...create, branch: null })
      .thenRefuses('invalid', messages.branchNotFound, fields);
    given([created])
      .when(payment(paymentA, 50_000, { branch: null }))
      .thenRefuses('invalid', messages.branchNotFound, fields);
  });

  it('answers a retried payment as recorded, even once its branch has closed', () => {
    given([created, paidA])
      .when(payment(paymentA, 50_000, { branch: closed }))
      .then([]);
  });
});
