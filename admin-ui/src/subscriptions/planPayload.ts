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
    // Left out (undefined) keeps the plan's limit; emptied (null) means no limit.
    maxFreezeDays: values.maxFreezeDays === '' ? null : values.maxFreezeDays,
  };
  return Object.fromEntries(planRequestFields.map((field) => [field, body[field]]));
}

/**
 * The price as the plan form shows it, like ₹ amounts elsewhere: whole rupees without ".00"
 * ("4000.00" shows 4000), paise with two decimals; anything else as typed. The request still
 * carries a decimal string (toPlanRequest).
 */
export function formatPriceInput(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const paise = typeof value === 'string' || typeof value === 'number' ? parseMoney(value) : null;
  if (paise === null) return String(value);
  return paise % 100 === 0 ? String(paise / 100) : formatMoney(paise);
}
