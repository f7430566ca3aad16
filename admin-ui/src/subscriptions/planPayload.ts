import { formatMoney, parseFeatureList, parseMoney, planRequestFields } from '@gym/contracts';
import type { PlanFormValues } from './types';

/** Form values → the plan request body: only the request's fields, price as "1500.00", whole-day duration. */
export function toPlanRequest(values: PlanFormValues): Record<string, unknown> {
  const features =
    values.featuresText !== undefined
      ? parseFeatureList(values.featuresText)
      : (values.features ?? []);
  const paise = values.price === null ? null : parseMoney(values.price);
  const duration =
    values.duration === null || values.duration === '' ? null : Number(values.duration);
  const body: Record<string, unknown> = {
    ...values,
    features,
    price: paise === null ? values.price : formatMoney(paise),
    duration: duration !== null && Number.isInteger(duration) ? duration : values.duration,
  };
  return Object.fromEntries(planRequestFields.map((field) => [field, body[field]]));
}
