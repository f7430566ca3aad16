import type { PlanAdmits, PlanDto } from '@gym/contracts';

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
  /** Where it admits (shown once a second branch exists; left out, the server's default). */
  admitsKind?: PlanAdmits['kind'];
  /** The branches of "These branches". */
  admitsBranchIds?: string[];
}
