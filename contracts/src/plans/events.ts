import { z } from 'zod';
import { MAX_PAISE } from '../money';
import { eventText } from '../text';
import { MAX_FREEZE_DAYS } from '../memberships/requests';
import { MAX_DURATION_DAYS } from './requests';
import { planAdmitsSchema } from '../branches/events';

const planFields = {
  planId: z.uuid(),
  name: eventText(100),
  description: eventText(2000, { multiline: true }).nullable(),
  pricePaise: z.number().int().nonnegative().max(MAX_PAISE),
  durationDays: z.number().int().min(1).max(MAX_DURATION_DAYS),
  features: z.array(eventText(200)).max(50),
  isActive: z.boolean(),
  /** Most freeze days per membership on this plan; absent in events before freezes (no limit). */
  maxFreezeDays: z.number().int().min(0).max(MAX_FREEZE_DAYS).nullable().optional(),
  /** Where its memberships admit (before branches: the member's home branch, legacyEvents.ts). */
  admits: planAdmitsSchema,
};

export const planEventSchemas = {
  PlanCreated: z.object(planFields),
  PlanUpdated: z.object(planFields),
  PlanDeactivated: z.object({ planId: z.uuid() }),
} as const;

export type PlanCreated = {
  type: 'PlanCreated';
  data: z.infer<typeof planEventSchemas.PlanCreated>;
};
export type PlanUpdated = {
  type: 'PlanUpdated';
  data: z.infer<typeof planEventSchemas.PlanUpdated>;
};
export type PlanDeactivated = {
  type: 'PlanDeactivated';
  data: z.infer<typeof planEventSchemas.PlanDeactivated>;
};
export type PlanEvent = PlanCreated | PlanUpdated | PlanDeactivated;

export const planStream = (planId: string) => `plan-${planId}`;
