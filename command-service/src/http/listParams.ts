import { z } from 'zod';
import type { ListQuery, ListResult } from '@gym/projection-service';
import type { AppContext } from './context';
import { HttpError, fieldErrors } from './errors';

function parseJsonParam(ctx: AppContext, name: string): unknown {
  const raw = ctx.query[name];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string') throw new HttpError(400, `Query parameter ${name} is given twice`);
  try {
    return JSON.parse(raw);
  } catch {
    throw new HttpError(400, `Query parameter ${name} is not valid JSON`);
  }
}

/**
 * react-admin's simple REST dialect: `sort=["name","ASC"]`, `range=[0,9]`, `filter={...}`.
 * Without them the whole list comes back, as the spec's client expects.
 */
export function parseListParams<SortField extends string, F extends z.ZodType>(
  ctx: AppContext,
  options: {
    sortFields: readonly SortField[];
    defaultSort: ListQuery<SortField, unknown>['sort'];
    filter: F;
  },
): ListQuery<SortField, z.output<F>> {
  const sortSchema = z.tuple([
    z.enum(options.sortFields as [SortField, ...SortField[]]),
    z.enum(['ASC', 'DESC']),
  ]);
  const rangeSchema = z
    .tuple([z.number().int().min(0), z.number().int().min(0)])
    .refine(
      ([start, end]) => end >= start && end - start < 1000,
      'range must be [start, end] with at most 1000 rows',
    );

  const sort = parseJsonParam(ctx, 'sort');
  const range = parseJsonParam(ctx, 'range');
  const filter = parseJsonParam(ctx, 'filter');
  const parsedSort = sort === undefined ? undefined : sortSchema.safeParse(sort);
  if (parsedSort && !parsedSort.success) {
    throw new HttpError(
      400,
      `sort must be [field, "ASC" | "DESC"] with field one of: ${options.sortFields.join(', ')}`,
    );
  }
  const parsedRange = range === undefined ? undefined : rangeSchema.safeParse(range);
  if (parsedRange && !parsedRange.success)
    throw new HttpError(400, parsedRange.error.issues[0]!.message);
  const parsedFilter = options.filter.safeParse(filter ?? {});
  if (!parsedFilter.success) {
    const errors = fieldErrors(parsedFilter.error);
    throw new HttpError(400, `Invalid filter: ${Object.values(errors)[0]}`, errors);
  }
  return {
    sort: parsedSort
      ? { field: parsedSort.data[0], order: parsedSort.data[1] }
      : options.defaultSort,
    range: parsedRange?.data,
    filter: parsedFilter.data,
  };
}

/** Sends the list with `Content-Range: {resource} {start}-{end}/{total}`. */
export function sendList<T>(
  ctx: AppContext,
  resource: string,
  query: { range?: readonly [number, number] },
  result: ListResult<T>,
) {
  const start = query.range?.[0] ?? 0;
  const range = result.rows.length ? `${start}-${start + result.rows.length - 1}` : '*';
  ctx.set('Content-Range', `${resource} ${range}/${result.total}`);
  ctx.set('Access-Control-Expose-Headers', 'Content-Range');
  ctx.body = result.rows;
}
