import { describe, expect, it } from 'vitest';
import { MAIN_BRANCH_ID } from './branches/events';
import { SCHEMA_VERSION, parseDomainEvent, readDomainEvent } from './events';
import { memberStream } from './members/events';
import { membershipStream } from './memberships/events';
import { planStream } from './plans/events';

const member = {
  memberId: '6f1c1e9e-2c43-4b8e-9a43-2f5d4a1b7c10',
  userId: null,
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  whatsapp: null,
  dateOfBirth: '1990-05-01',
  gender: 'female',
  address: '12 MG Road',
  emergencyContact: 'Ravi',
  emergencyPhone: '+91 91234 56789',
  status: 'active',
  joinDate: '2026-04-01',
  homeBranchId: MAIN_BRANCH_ID,
};

describe('events written before invisible characters were refused', () => {
  const old = {
    ...member,
    firstName: '\u202eAsha\u200b',
    lastName: '\u200dVer\ufeffma',
    address: '12 MG Road\u2066',
  };

  it('are refused as new events', () => {
    expect(() => parseDomainEvent('MemberRegistered', old)).toThrow();
  });

  it('still read, without the invisible characters', () => {
    expect(
      readDomainEvent('MemberRegistered', old, `member-${member.memberId}`).data,
    ).toMatchObject({
      firstName: 'Asha',
      lastName: 'Verma',
      address: '12 MG Road',
    });
  });

  it('keep the joiners a name is spelt with', () => {
    const names = { ...member, firstName: 'क्\u200dष', lastName: 'അരുണ്\u200d' };
    expect(parseDomainEvent('MemberRegistered', names).data).toMatchObject(names);
    const mixed = { ...names, address: '\u200b12 MG Road' };
    expect(
      readDomainEvent('MemberRegistered', mixed, `member-${member.memberId}`).data,
    ).toMatchObject({
      ...names,
      address: '12 MG Road',
    });
  });
});

describe('voids and refunds of schema version 1, which did not name their membership', () => {
  const membershipId = '2a7c9e14-5b3d-4f61-8e02-9c4a6b1d3f70';
  const stream = membershipStream(membershipId);
  const paymentId = '9f0e1d2c-3b4a-4958-8776-655443322110';
  const voided = { paymentId, amountPaise: 50_000, reason: 'Entered twice' };
  const refunded = { ...voided, reason: 'Moved away', refundDay: '2026-05-03' };

  it('are refused as new events: a new void or refund names its membership', () => {
    expect(SCHEMA_VERSION).toBeGreaterThanOrEqual(2);
    expect(() => parseDomainEvent('PaymentVoided', voided)).toThrow();
    expect(() => parseDomainEvent('PaymentRefunded', refunded)).toThrow();
  });

  it('read with the membership of the stream they were appended to', () => {
    expect(readDomainEvent('PaymentVoided', voided, stream)).toEqual({
      type: 'PaymentVoided',
      data: { membershipId, ...voided },
    });
    expect(readDomainEvent('PaymentRefunded', refunded, stream)).toEqual({
      type: 'PaymentRefunded',
      data: { membershipId, ...refunded },
    });
  });

  it('keep the membership a version 2 event names, and are not read from another stream', () => {
    const named = { membershipId, ...voided };
    const other = membershipStream('0b4c6f0e-6a1d-4f3b-9d52-7a0e4c1b2d30');
    expect(readDomainEvent('PaymentVoided', named, other).data).toEqual(named);
    expect(() => readDomainEvent('PaymentVoided', voided, 'member-x')).toThrow();
  });
});

describe('events written before branches (schema version 3)', () => {
  const koramangala = '3c5e7a91-2b4d-4f60-8a1c-0d2e4f6a8b10';
  const membershipId = '2a7c9e14-5b3d-4f61-8e02-9c4a6b1d3f70';
  const stream = membershipStream(membershipId);
  const { homeBranchId: _, ...registered } = member;
  const created = {
    membershipId,
    memberId: member.memberId,
    plan: {
      planId: '6f1c1f2e-3b7a-4c55-9a34-2f3c1d9e8a10',
      name: 'Gold',
      pricePaise: 150_000,
      durationDays: 30,
    },
    startDate: '2026-05-01',
    endDate: '2026-05-31',
    totalPaise: 150_000,
    renewsMembershipId: null,
    nextPaymentDueDate: null,
  };
  const paid = {
    paymentId: '9f0e1d2c-3b4a-4958-8776-655443322110',
    membershipId,
    memberId: member.memberId,
    amountPaise: 50_000,
    method: 'cash',
    paidAt: '2026-05-02T05:30:00.000Z',
    paymentDay: '2026-05-02',
    manualReceiptNumber: null,
    notes: null,
    nextPaymentDueDate: null,
    receivedByUserId: null,
    idempotencyKey: null,
  };
  const visited = {
    checkInId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    memberId: member.memberId,
    checkedInAt: '2026-05-02T05:30:00.000Z',
    day: '2026-05-02',
    membershipId,
    override: null,
  };
  const plan = {
    planId: '6f1c1f2e-3b7a-4c55-9a34-2f3c1d9e8a10',
    name: 'Gold',
    description: null,
    pricePaise: 150_000,
    durationDays: 30,
    features: ['Gym Access'],
    isActive: true,
  };
  const ofMember = memberStream(member.memberId);
  const ofPlan = planStream(plan.planId);

  it('are refused as new events: a new one names its branch, a new plan where it admits', () => {
    expect(SCHEMA_VERSION).toBeGreaterThanOrEqual(3);
    expect(() => parseDomainEvent('MemberRegistered', registered)).toThrow();
    expect(() => parseDomainEvent('MembershipCreated', created)).toThrow();
    expect(() => parseDomainEvent('PaymentRecorded', paid)).toThrow();
    expect(() => parseDomainEvent('MemberCheckedIn', visited)).toThrow();
    expect(() => parseDomainEvent('PlanCreated', plan)).toThrow();
    expect(() => parseDomainEvent('PlanUpdated', plan)).toThrow();
  });

  it("read a member's home, a sale, a payment and a visit as the first branch's", () => {
    expect(readDomainEvent('MemberRegistered', registered, ofMember).data).toEqual({
      ...registered,
      homeBranchId: MAIN_BRANCH_ID,
    });
    expect(readDomainEvent('MembershipCreated', created, stream).data).toEqual({
      ...created,
      branchId: MAIN_BRANCH_ID,
      gstAdded: null,
    });
    expect(readDomainEvent('PaymentRecorded', paid, stream).data).toEqual({
      ...paid,
      branchId: MAIN_BRANCH_ID,
      gstInAmount: false,
    });
    expect(readDomainEvent('MemberCheckedIn', visited, ofMember).data).toEqual({
      ...visited,
      branchId: MAIN_BRANCH_ID,
    });
  });

  it("read a plan as admitting at the member's home branch", () => {
    expect(readDomainEvent('PlanCreated', plan, ofPlan).data).toEqual({
      ...plan,
      admits: { kind: 'home' },
    });
    expect(readDomainEvent('PlanUpdated', plan, ofPlan).data).toEqual({
      ...plan,
      admits: { kind: 'home' },
    });
  });

  it('keep the branch and the admits a version 3 event names', () => {
    const atKoramangala = { ...registered, homeBranchId: koramangala };
    expect(readDomainEvent('MemberRegistered', atKoramangala, ofMember).data).toEqual(
      atKoramangala,
    );
    const soldThere = { ...created, branchId: koramangala, gstAdded: null };
    expect(readDomainEvent('MembershipCreated', soldThere, stream).data).toEqual(soldThere);
    const paidThere = { ...paid, branchId: koramangala, gstInAmount: true };
    expect(readDomainEvent('PaymentRecorded', paidThere, stream).data).toEqual(paidThere);
    const visitThere = { ...visited, branchId: koramangala };
    expect(readDomainEvent('MemberCheckedIn', visitThere, ofMember).data).toEqual(visitThere);
    const everywhere = { ...plan, admits: { kind: 'all' } };
    expect(readDomainEvent('PlanCreated', everywhere, ofPlan).data).toEqual(everywhere);
  });
});

describe('events written before a sale added GST to its total (schema version 4)', () => {
  const membershipId = '2a7c9e14-5b3d-4f61-8e02-9c4a6b1d3f70';
  const stream = membershipStream(membershipId);
  const created = {
    membershipId,
    memberId: member.memberId,
    plan: {
      planId: '6f1c1f2e-3b7a-4c55-9a34-2f3c1d9e8a10',
      name: 'Gold',
      pricePaise: 100_000,
      durationDays: 30,
    },
    startDate: '2026-05-01',
    endDate: '2026-05-31',
    totalPaise: 100_000,
    renewsMembershipId: null,
    nextPaymentDueDate: null,
    branchId: MAIN_BRANCH_ID,
  };
  const paid = {
    paymentId: '9f0e1d2c-3b4a-4958-8776-655443322110',
    membershipId,
    memberId: member.memberId,
    branchId: MAIN_BRANCH_ID,
    amountPaise: 100_000,
    method: 'cash',
    paidAt: '2026-05-02T05:30:00.000Z',
    paymentDay: '2026-05-02',
    manualReceiptNumber: null,
    notes: null,
    nextPaymentDueDate: null,
    receivedByUserId: null,
    idempotencyKey: null,
  };

  it('are refused as new events: a sale says what GST it added, a payment whether it holds it', () => {
    expect(() => parseDomainEvent('MembershipCreated', created)).toThrow();
    expect(() => parseDomainEvent('PaymentRecorded', paid)).toThrow();
  });

  it('read a sale as adding no GST, and a payment as its receipt was issued', () => {
    expect(readDomainEvent('MembershipCreated', created, stream).data).toEqual({
      ...created,
      gstAdded: null,
    });
    expect(readDomainEvent('PaymentRecorded', paid, stream).data).toEqual({
      ...paid,
      gstInAmount: false,
    });
  });

  it('keep what a version 4 event records', () => {
    const withGst = {
      ...created,
      totalPaise: 118_000,
      gstAdded: { rateBasisPoints: 1800, taxPaise: 18_000 },
    };
    expect(readDomainEvent('MembershipCreated', withGst, stream).data).toEqual(withGst);
    const holding = { ...paid, gstInAmount: true };
    expect(readDomainEvent('PaymentRecorded', holding, stream).data).toEqual(holding);
  });
});
