import {
  formatMoney,
  parseFeatureList,
  parseMoney,
  planRequestFields,
  type PlanAdmits,
  type PlanDto,
} from '@gym/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '../lib/zodResolver';
import type { PlanFormValues } from './types';

/** The form's "Where it admits" as the request's `admits` (undefined: not on the form). */
export function admitsOf(values: PlanFormValues): PlanAdmits | undefined {
  switch (values.admitsKind) {
    case 'home':
    case 'all':
      return { kind: values.admitsKind };
    case 'branches':
      return { kind: 'branches', branchIds: values.admitsBranchIds ?? [] };
    default:
      return undefined;
  }
}

/** The edit form's "Where it admits" from the plan as answered. */
export function admitsFormValues(admits: PlanDto['admits'] | undefined): Partial<PlanFormValues> {
  if (!admits) return {};
  return {
    admitsKind: admits.kind,
    admitsBranchIds: admits.kind === 'branches' ? [...admits.branchIds] : [],
  };
}

/** The plan schema's checks; what it says of `admits` shows under the branches chosen. */
export function planResolver(schema: z.ZodType): Resolver<PlanFormValues> {
  const resolve = zodResolver<PlanFormValues>(schema, toPlanRequest);
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    const { admits, ...errors } = result.errors as FieldErrors<PlanFormValues> & {
      admits?: FieldErrors<PlanFormValues>['admitsBranchIds'];
    };
    if (!admits) return result;
    return { values: {}, errors: { ...errors, admitsBranchIds: admits } };
  };
}

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
    admits: admitsOf(values),
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
