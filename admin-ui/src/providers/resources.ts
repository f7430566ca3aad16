import { planRequestFields } from '@gym/contracts';

/** react-admin resource name → API path under /api. */
export const resourcePaths: Record<string, string> = {
  subscriptions: 'subscription-plans',
};

/** The fields each resource's create/update request accepts; the server rejects any other. */
export const requestFields: Record<string, readonly string[]> = {
  subscriptions: planRequestFields,
};
