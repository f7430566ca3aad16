import { z } from 'zod';

/** Every field of a resource's answer, by name; the compiler checks the list is complete. */
export const dtoFields = <Dto>(fields: Record<keyof Dto & string, true>): readonly string[] =>
  Object.keys(fields);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The answer's fields (its schema or `dtoFields`) that `request` does not edit. */
function readOnlyOf(request: z.ZodObject, dto: z.ZodObject | readonly string[]) {
  const answered = Array.isArray(dto) ? dto : Object.keys((dto as z.ZodObject).shape);
  return new Set(answered.filter((field) => !(field in request.shape)));
}

const without = (body: unknown, readOnly: ReadonlySet<string>) =>
  isRecord(body)
    ? Object.fromEntries(Object.entries(body).filter(([field]) => !readOnly.has(field)))
    : body;

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
  const readOnly = readOnlyOf(request, dto);
  return z.preprocess((body) => without(body, readOnly), request);
}

/**
 * Every resource's PUT: any of `edit`'s fields (react-admin's `updateMany` sends one, its edit
 * all), each checked by its own rule and laid over `current`, the record as it stands in the
 * schema's output; a field left out keeps its value. The answer's read-only fields are ignored
 * as in `acceptingReadOnly`; any other field is still refused.
 */
export function partialEdit<S extends z.ZodObject>(edit: S, dto: z.ZodObject | readonly string[]) {
  const readOnly = readOnlyOf(edit, dto);
  const fields = edit.partial();
  return (current: z.output<S>) =>
    z.unknown().transform((body, ctx): z.output<S> => {
      const sent = without(body, readOnly);
      const parsed = fields.safeParse(sent);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) ctx.addIssue({ ...issue });
        return z.NEVER;
      }
      // A left-out field's default is not a change: only the fields sent are laid over.
      const changes = Object.entries(parsed.data).filter(([field]) =>
        Object.hasOwn(sent as object, field),
      );
      return { ...current, ...Object.fromEntries(changes) };
    });
}
