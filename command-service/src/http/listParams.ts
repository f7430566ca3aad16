import { z } from 'zod';
import { messages, textSchema } from '@gym/contracts';
import { MAX_PAGE_SIZE, type ListQuery, type ListResult } from '@gym/projection-service';
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
 * A list's search text. Refusing control characters and lone surrogates here keeps them from
 * PostgreSQL, which rejects NUL in a text parameter (a 500) and cannot match a lone surrogate.
 */
export const searchText = () => textSchema().max(100, messages.maxChars(100)).optional();

const RANGE_MESSAGE = `range must be [start, end]: whole numbers with 0 ≤ start ≤ end and at most ${MAX_PAGE_SIZE} rows`;

const rangeSchema = z
  .tuple([z.number().int().min(0), z.number().int().min(0)])
  .refine(([start, end]) => end >= start && end - start < MAX_PAGE_SIZE);

/** What the dashboard's lists answer without a range: the most urgent hundred. */
export const FIRST_PANEL_PAGE = [0, 99] as const;

/** `range=[start,end]` (inclusive), at most MAX_PAGE_SIZE rows; `firstPage` when absent. */
export function parseRange(
  ctx: AppContext,
  firstPage: readonly [number, number] = [0, MAX_PAGE_SIZE - 1],
): readonly [number, number] {
  const range = parseJsonParam(ctx, 'range');
  if (range === undefined) return firstPage;
  const parsed = rangeSchema.safeParse(range);
  if (!parsed.success) throw new HttpError(400, RANGE_MESSAGE);
  return parsed.data;
}

/**
 * react-admin's simple REST dialect: `sort=["name","ASC"]`, `range=[0,9]`, `filter={...}`.
 * Without a range the first MAX_PAGE_SIZE rows come back; Content-Range tells how many there are.
 */
export function parseListParams<SortField extends string, F extends z.ZodType>(
  ctx: AppContext,
  options: {
    sortFields: readonly SortField[];
    defaultSort: ListQuery<SortField, unknown>['sort'];
    filter: F;
    /** The rows answered without a range; the first MAX_PAGE_SIZE unless a list wants fewer. */
    firstPage?: readonly [number, number];
  },
): ListQuery<SortField, z.output<F>> {
  const sortSchema = z.tuple([
    z.enum(options.sortFields as [SortField, ...SortField[]]),
    z.enum(['ASC', 'DESC']),
  ]);
  const sort = parseJsonParam(ctx, 'sort');
  const filter = parseJsonParam(ctx, 'filter');
  const parsedSort = sort === undefined ? undefined : sortSchema.safeParse(sort);
  if (parsedSort && !parsedSort.success) {
    throw new HttpError(
      400,
      `sort must be [field, "ASC" | "DESC"] with field one of: ${options.sortFields.join(', ')}`,
    );
  }
  const range = parseRange(ctx, options.firstPage);
  if (filter != null && (typeof filter !== 'object' || Array.isArray(filter)))
    throw new HttpError(400, 'filter must be a JSON object, e.g. {"q":"ann"}');
  const parsedFilter = options.filter.safeParse(filter ?? {});
  if (!parsedFilter.success) {
    const errors = fieldErrors(parsedFilter.error);
    const path = parsedFilter.error.issues[0]!.path.join('.');
    const message = path
      ? `filter.${path}: ${errors[path]}`
      : `Invalid filter: ${Object.values(errors)[0]}`;
    throw new HttpError(400, message, errors);
  }
  return {
    sort: parsedSort
      ? { field: parsedSort.data[0], order: parsedSort.data[1] }
      : options.defaultSort,
    range,
    filter: parsedFilter.data,
  };
}

/** Sends the list with `Content-Range: {resource} {start}-{end}/{total}`. */
export function sendList<T>(
  ctx: AppContext,
  resource: string,
  query: { range: readonly [number, number] },
  result: ListResult<T>,
) {
  const start = query.range[0];
  const range = result.rows.length ? `${start}-${start + result.rows.length - 1}` : '*';
  ctx.set('Content-Range', `${resource} ${range}/${result.total}`);
  ctx.set('Access-Control-Expose-Headers', 'Content-Range');
  ctx.body = result.rows;
}
