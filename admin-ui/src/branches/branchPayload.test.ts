import { describe, expect, it } from 'vitest';
import { openBranchRequest, branchEditSchema, type BranchDto } from '@gym/contracts';
import { branchFormValues, toBranchRequest } from './branchPayload';

const KORAMANGALA: BranchDto = {
  id: '00000000-0000-4000-8000-0000000b0002',
  code: 'KOR',
  receiptPrefix: 'KOR',
  open: true,
  name: 'Koramangala',
  address: '80 Feet Road, Koramangala, Bengaluru',
  phone: '+91 80 4000 0000',
  stateCode: '29',
  gstin: null,
  upiId: null,
  createdAt: '2026-11-01T04:30:00.000Z',
  updatedAt: '2026-11-01T04:30:00.000Z',
};

describe('toBranchRequest', () => {
  it('sends what the add form holds, emptied fields as null, and the schema takes it', () => {
    const body = toBranchRequest(
      { name: 'HSR Layout', code: 'HSR', address: '', phone: null, stateCode: '29', upiId: '' },
      'create',
    );
    expect(body).toEqual({
      name: 'HSR Layout',
      code: 'HSR',
      address: null,
      phone: null,
      stateCode: '29',
      gstin: null,
      upiId: null,
    });
    expect(openBranchRequest.safeParse(body).success).toBe(true);
  });

  it('leaves the code out of an edit (it is fixed) and the edit schema takes the branch as answered', () => {
    const values = {
      ...KORAMANGALA,
      ...branchFormValues(KORAMANGALA),
      name: 'Koramangala 5th Block',
    };
    const body = toBranchRequest(values, 'edit');
    expect(body).not.toHaveProperty('code');
    expect(body).not.toHaveProperty('receiptPrefix');
    expect(body.name).toBe('Koramangala 5th Block');
    expect(branchEditSchema.safeParse(body).success).toBe(true);
  });

  it('lets the schema name a bad code', () => {
    const result = openBranchRequest.safeParse(
      toBranchRequest({ name: 'X', code: 'IO' }, 'create'),
    );
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe('code');
  });
});
