import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { memberAddSchema, memberEditSchema } from './requests';

const TODAY = '2026-11-25';
const valid = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  dateOfBirth: '1990-05-01',
  gender: 'female',
  address: '12 MG Road, Bengaluru',
  emergencyContact: 'Ravi Verma',
  emergencyPhone: '+91 91234 56789',
};

function errorOf(schema: ReturnType<typeof memberAddSchema>, field: string, value: unknown) {
  const result = schema.safeParse({ ...valid, [field]: value });
  return result.success
    ? undefined
    : result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('member add schema messages', () => {
  const schema = memberAddSchema(TODAY);

  it.each([undefined, null, ''])('says a missing date of birth (%j) is required', (value) => {
    expect(errorOf(schema, 'dateOfBirth', value)).toBe(messages.dateOfBirthRequired);
  });

  it('gives the age range only for a given date', () => {
    expect(errorOf(schema, 'dateOfBirth', '2020-01-01')).toBe(messages.ageRange);
    expect(errorOf(schema, 'dateOfBirth', '1930-01-01')).toBe(messages.ageRange);
    expect(errorOf(schema, 'dateOfBirth', '1990-05-01')).toBeUndefined();
  });

  it('names the emergency contact in its messages', () => {
    expect(errorOf(schema, 'emergencyContact', undefined)).toBe(messages.emergencyContactRequired);
    expect(errorOf(schema, 'emergencyContact', '')).toBe(messages.emergencyContactRequired);
    expect(errorOf(schema, 'emergencyContact', '  ')).toBe(messages.emergencyContactRequired);
    expect(errorOf(schema, 'emergencyContact', 'R')).toBe(messages.emergencyContactMin);
    expect(errorOf(schema, 'emergencyContact', 'Ravi')).toBeUndefined();
  });

  it('keeps date of birth optional when editing', () => {
    const edit = memberEditSchema(TODAY);
    for (const dateOfBirth of ['', null, undefined]) {
      expect(edit.safeParse({ ...valid, dateOfBirth, status: 'active' }).success).toBe(true);
    }
  });
});
