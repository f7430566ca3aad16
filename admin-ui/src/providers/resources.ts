import { accountCreateRequest, memberAddSchema, planRequestFields } from '@gym/contracts';

/** react-admin resource name → API path under /api. */
export const resourcePaths: Record<string, string> = {
  subscriptions: 'subscription-plans',
  members: 'members',
  memberships: 'memberships',
  payments: 'payments/all',
  expiring: 'memberships/expiring',
};

const memberFields = Object.keys(memberAddSchema('2000-01-01').shape);

/** POST /api/branches takes them all; PUT ignores the code (fixed when the branch opened). */
export const branchFields = ['name', 'code', 'address', 'phone', 'stateCode', 'gstin', 'upiId'];

/** The fields each resource's create/update request accepts; the server rejects any other. */
export const requestFields: Record<string, readonly string[]> = {
  subscriptions: planRequestFields,
  members: memberFields,
  users: Object.keys(accountCreateRequest.shape),
  branches: branchFields,
};
