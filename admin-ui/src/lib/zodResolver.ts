import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver that validates with a contracts schema but submits the form's own
 * values: the schemas transform (price to paise), and the API wants the wire format.
 * `toRequest` maps form values to the request shape first (the schemas are strict).
 */
export function zodResolver<T extends FieldValues>(
  schema: z.ZodType,
  toRequest: (values: T) => unknown = (values) => values,
): Resolver<T> {
  return (values) => {
    const result = schema.safeParse(toRequest(values));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'root');
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
