import { memberAddSchema } from '@gym/contracts';
import type { MemberFormValues } from './types';

const FIELDS = Object.keys(memberAddSchema('2000-01-01').shape) as (keyof MemberFormValues)[];

/**
 * Form values → the request body: only the schema's fields; an emptied join date is left out (the
 * server uses today), and so is an unchosen home branch (the desk's).
 */
export function toMemberRequest(values: MemberFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of FIELDS) {
    const value = values[field];
    if ((field === 'joinDate' || field === 'homeBranchId') && !value) continue;
    body[field] = value === '' ? null : value;
  }
  return body;
}
