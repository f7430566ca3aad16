import type { FieldErrors, Resolver } from 'react-hook-form';
import { accountCreateRequest, type AccountCreateRequest } from '@gym/contracts';
import { zodResolver } from '../lib/zodResolver';

export type AccountFormValues = AccountCreateRequest & { branchIds?: string[] };

/** Whether the request schema takes branchIds yet (it does once accounts have branches). */
const schemaTakesBranches = 'branchIds' in accountCreateRequest.shape;

/**
 * Form values → POST /api/users: an admin works everywhere, so only others send branches (none
 * chosen: left out, for the server to say what it needs).
 */
export function toAccountRequest(values: AccountFormValues): Record<string, unknown> {
  const { branchIds, ...rest } = values;
  return values.role === 'admin' || !branchIds?.length ? rest : { ...rest, branchIds };
}

const checked = zodResolver<AccountFormValues>(accountCreateRequest, (values) => {
  const request = toAccountRequest(values);
  if (schemaTakesBranches) return request;
  const { branchIds: _branchIds, ...rest } = request;
  return rest;
});

/**
 * The schema's checks, and a branch manager's or staff account's branches (one at least) once
 * `branchesKnown` (the gym's branches have loaded: with one, the form chose it already).
 */
export const accountResolver =
  (branchesKnown: boolean): Resolver<AccountFormValues> =>
  async (values, context, options) => {
    const result = await checked(values, context, options);
    const needsBranch =
      values.role !== 'admin' && !(values.branchIds?.length ?? 0) && branchesKnown;
    if (!needsBranch) return result;
    const errors: FieldErrors<AccountFormValues> = {
      ...result.errors,
      branchIds: { type: 'custom', message: 'resources.users.create.branchesRequired' },
    };
    return { values: {}, errors };
  };
