import { z } from 'zod';

const planFields = {
  planId: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  pricePaise: z.number().int().nonnegative(),
  durationDays: z.number().int().positive(),
  features: z.array(z.string()),
  isActive: z.boolean(),
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
