import type { PlanDto } from '@gym/contracts';

/** A plan as react-admin holds it (the read API's DTO). */
export type Plan = PlanDto;

/** What the plan forms hold before they become a request. */
export interface PlanFormValues {
  name: string | null;
  description: string | null;
  price: string | number | null;
  duration: string | number | null;
  features?: string[];
  /** The edit form's comma-separated features. */
  featuresText?: string;
  isActive: boolean;
  /** Empty (null) for no limit. */
  maxFreezeDays?: string | number | null;
}
