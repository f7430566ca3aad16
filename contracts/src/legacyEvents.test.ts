import { describe, expect, it } from 'vitest';
import { SCHEMA_VERSION, parseDomainEvent, readDomainEvent } from './events';
import { membershipStream } from './memberships/events';

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
    expect(SCHEMA_VERSION).toBe(2);
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
