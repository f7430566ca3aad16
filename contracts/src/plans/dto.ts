import { z } from 'zod';
import { moneyString } from '../money';
import { planAdmitsSchema } from '../branches/events';

/** A subscription plan as the read API returns it. */
export const planDto = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  price: moneyString,
  duration: z.number().int(),
  features: z.array(z.string()),
  isActive: z.boolean(),
  /** Most freeze days per membership; null: no limit. */
  maxFreezeDays: z.number().int().nullable(),
  /** Where its memberships admit. */
  admits: planAdmitsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PlanDto = z.infer<typeof planDto>;
