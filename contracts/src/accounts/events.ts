import { z } from 'zod';
import { ROLES } from '../auth';

const role = z.enum(ROLES);

/** Changes to a sign-in account, for the audit trail (the `users` row is the state). */
export const accountEventSchemas = {
  AccountCreated: z.object({ userId: z.uuid(), username: z.string().max(200), role }),
  AccountRoleChanged: z.object({ userId: z.uuid(), from: role, to: role }),
  AccountDeactivated: z.object({ userId: z.uuid() }),
  AccountReactivated: z.object({ userId: z.uuid() }),
  AccountPasswordReset: z.object({ userId: z.uuid() }),
  /** The branches the account works at from now on, all of them. */
  AccountBranchesChanged: z.object({ userId: z.uuid(), branchIds: z.array(z.uuid()).max(100) }),
} as const;

type Schemas = typeof accountEventSchemas;
export type AccountEvent = {
  [K in keyof Schemas]: { type: K; data: z.infer<Schemas[K]> };
}[keyof Schemas];

export const accountStream = (userId: string) => `account-${userId}`;
