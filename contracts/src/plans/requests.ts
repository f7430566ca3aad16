import { z } from 'zod';
import { messages } from '../messages';
import { moneySchema } from '../money';
import { MAX_FREEZE_DAYS, wholeNumber } from '../memberships/requests';
import { acceptingReadOnly, partialEdit } from '../readOnlyFields';
import { textSchema } from '../text';
import { planDto } from './dto';
import { planAdmitsSchema } from '../branches/events';

export const PLAN_DURATION_CHOICES = [30, 90, 180, 365] as const;

const name = textSchema({ error: messages.planNameRequired })
  .min(1, messages.planNameRequired)
  .min(2, messages.planNameMin)
  .max(100, 'Plan name must be at most 100 characters');

const description = textSchema({ multiline: true })
  .max(2000, 'Description must be at most 2000 characters')
  .nullish()
  .transform((v) => v || null);

export const MAX_DURATION_DAYS = 3650;

/** Whole days: a number, or digits as text (a form's value). Never a boolean, "1e3" or "0x1f". */
const duration = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,5}$/),
    ],
    { error: messages.durationInvalid },
  )
  .transform(Number)
  .pipe(
    z
      .number()
      .int(messages.durationInvalid)
      .min(1, messages.durationInvalid)
      .max(MAX_DURATION_DAYS, `Duration must be at most ${MAX_DURATION_DAYS} days`),
  );

/** Trimmed, empties dropped, duplicates (case-insensitive) dropped. */
export function normaliseFeatures(features: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of features) {
    const f = raw.trim();
    const key = f.toLowerCase();
    if (f && !seen.has(key)) {
      seen.add(key);
      out.push(f);
    }
  }
  return out;
}

/** "Gym Access, Personal Trainer" → ["Gym Access", "Personal Trainer"]. */
export function parseFeatureList(text: string): string[] {
  return normaliseFeatures(text.split(','));
}

const features = z
  .array(textSchema().max(200, 'A feature must be at most 200 characters'))
  .max(50, 'At most 50 features')
  .default([])
  .transform(normaliseFeatures);

/** Most freeze days per membership: empty for no limit; left out of an edit, it stays as it was. */
const maxFreezeDays = z
  .union([z.literal(''), z.null(), wholeNumber(0, MAX_FREEZE_DAYS, messages.maxFreezeDaysInvalid)])
  .optional()
  .transform((v) => (v === '' ? null : v));

const moneyMessages = { invalid: messages.priceInvalid, tooLarge: messages.priceTooLarge };

/** POST /api/subscription-plans: price may be 0 (spec: min 0, step 0.01). */
export const createPlanRequest = z
  .object({
    name,
    description,
    price: moneySchema(moneyMessages),
    duration,
    features,
    isActive: z.boolean().default(true),
    maxFreezeDays,
    /** Where its memberships admit; left out, the member's home branch (an edit: as it was). */
    admits: planAdmitsSchema.optional(),
  })
  .strict();

const planEditFields = z
  .object({
    name,
    description,
    price: moneySchema(moneyMessages).refine((p) => p > 0, messages.pricePositive),
    duration,
    features,
    isActive: z.boolean(),
    maxFreezeDays,
    /** Where its memberships admit; left out, the member's home branch (an edit: as it was). */
    admits: planAdmitsSchema.optional(),
  })
  .strict();

/** The edit form: the spec's edit rules, price positive; takes the plan as answered. */
export const planEditSchema = acceptingReadOnly(planEditFields, planDto);

/** PUT /api/subscription-plans/{id}: any of the edit's fields, laid over the plan as it stands. */
export const updatePlanRequest = partialEdit(planEditFields, planDto);

export type CreatePlanRequest = z.output<typeof createPlanRequest>;
export type UpdatePlanRequest = z.output<typeof planEditFields>;
export const planRequestFields = Object.keys(planEditFields.shape) as (keyof UpdatePlanRequest)[];

export function durationLabel(days: number): string {
  switch (days) {
    case 30:
      return '1 month';
    case 90:
      return '3 months';
    case 180:
      return '6 months';
    case 365:
      return '1 year';
    default:
      return `${days} days`;
  }
}
