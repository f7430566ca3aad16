import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { messages } from '@gym/contracts';
import { accountResolver, toAccountRequest, type AccountFormValues } from './accountPayload';

const BRANCH = '00000000-0000-4000-8000-0000000b0001';
const base: AccountFormValues = {
  username: 'ravi',
  password: 'ravi-first-pass',
  role: 'staff',
  firstName: 'Ravi',
  lastName: 'Kumar',
};
const resolve = (values: AccountFormValues) =>
  accountResolver(values, undefined, {} as ResolverOptions<AccountFormValues>);

describe('a new account and its branches', () => {
  it('sends the branches of a staff or branch manager account, none for an admin', () => {
    expect(toAccountRequest({ ...base, branchIds: [BRANCH] })).toMatchObject({
      branchIds: [BRANCH],
    });
    expect(toAccountRequest({ ...base, role: 'admin', branchIds: [BRANCH] })).not.toHaveProperty(
      'branchIds',
    );
    expect(toAccountRequest({ ...base, branchIds: [] })).not.toHaveProperty('branchIds');
  });

  it('asks for a branch for staff and branch managers, not for admins', async () => {
    for (const role of ['staff', 'branch_manager'] as const) {
      const { errors } = await resolve({ ...base, role, branchIds: [] });
      expect(errors.branchIds?.message).toBe(messages.accountBranchesRequired);
    }
    expect((await resolve({ ...base, role: 'admin', branchIds: [] })).errors).toEqual({});
    expect((await resolve({ ...base, branchIds: [BRANCH] })).errors).toEqual({});
  });
});
