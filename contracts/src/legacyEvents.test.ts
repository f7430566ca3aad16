import { describe, expect, it } from 'vitest';
import { parseDomainEvent, readDomainEvent } from './events';

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
    expect(readDomainEvent('MemberRegistered', old).data).toMatchObject({
      firstName: 'Asha',
      lastName: 'Verma',
      address: '12 MG Road',
    });
  });

  it('keep the joiners a name is spelt with', () => {
    const names = { ...member, firstName: 'क्\u200dष', lastName: 'അരുണ്\u200d' };
    expect(parseDomainEvent('MemberRegistered', names).data).toMatchObject(names);
    const mixed = { ...names, address: '\u200b12 MG Road' };
    expect(readDomainEvent('MemberRegistered', mixed).data).toMatchObject({
      ...names,
      address: '12 MG Road',
    });
  });
});
