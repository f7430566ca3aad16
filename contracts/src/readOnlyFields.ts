import { z } from 'zod';

/** Every field of a resource's answer, by name; the compiler checks the list is complete. */
export const dtoFields = <Dto>(fields: Record<keyof Dto & string, true>): readonly string[] =>
  Object.keys(fields);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A PUT that also takes the record as the API answered it (react-admin's edit sends it whole):
 * the answer's fields that `request` does not edit (id, createdAt, computed ones) are dropped
 * before `request` parses, which still refuses any other field. `dto` is the answer's schema or
 * its field names (`dtoFields`).
 */
export function acceptingReadOnly<S extends z.ZodObject>(
  request: S,
  dto: z.ZodObject | readonly string[],
) {
  const answered = Array.isArray(dto) ? dto : Object.keys((dto as z.ZodObject).shape);
  const readOnly = new Set(answered.filter((field) => !(field in request.shape)));
  return z.preprocess(
    (body) =>
      isRecord(body)
        ? Object.fromEntries(Object.entries(body).filter(([field]) => !readOnly.has(field)))
        : body,
    request,
  );
}
