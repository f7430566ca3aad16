import { accountCreateForm, worksAtBranches, type AccountCreateRequest } from '@gym/contracts';
import { zodResolver } from '../lib/zodResolver';

export type AccountFormValues = AccountCreateRequest;

/**
 * Form values → POST /api/users: an admin works everywhere, so only others send branches (none
 * chosen: left out, and the schema asks for them).
 */
export function toAccountRequest(values: AccountFormValues): Record<string, unknown> {
  const { branchIds, ...rest } = values;
  return worksAtBranches(values.role) && branchIds?.length ? { ...rest, branchIds } : rest;
}

/** The form's checks: a branch manager or staff account needs a branch at least. */
export const accountResolver = zodResolver<AccountFormValues>(accountCreateForm, toAccountRequest);
