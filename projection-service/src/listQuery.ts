import type { Knex } from 'knex';

/** A list request in react-admin's simple REST terms, already validated by the HTTP edge. */
export interface ListQuery<SortField extends string, Filter> {
  sort: { field: SortField; order: 'ASC' | 'DESC' };
  /** Inclusive row range, at most MAX_PAGE_SIZE rows. */
  range: readonly [number, number];
  filter: Filter;
}

/** No list answers more rows than this, whatever it is asked. */
export const MAX_PAGE_SIZE = 1000;

export interface ListResult<T> {
  rows: T[];
  total: number;
}

/** Escapes LIKE wildcards so a search for "50%" means those characters. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * What a list sorts by: a column, or SQL expressions in order (written by us, never from the
 * request), e.g. `['lower(first_name)', 'lower(last_name)']` to use an expression index.
 */
export type SortColumn = string | { expressions: readonly string[] };

/**
 * One page of a filtered list: `rows` selects what to show of the `filtered` rows; sorted by
 * `sortColumn` (then the id, so pages never overlap), with the total for Content-Range.
 */
export async function pageOf<Row, Dto>(
  filtered: Knex.QueryBuilder,
  rows: Knex.QueryBuilder,
  query: { sort: { order: 'ASC' | 'DESC' }; range: readonly [number, number] },
  columns: { sort: SortColumn; id: string },
  toDto: (row: Row) => Dto,
): Promise<ListResult<Dto>> {
  const [{ count } = { count: 0 }] = await filtered
    .clone()
    .clearSelect()
    .count<{ count: string }[]>('* as count');
  const order = query.sort.order === 'DESC' ? 'desc' : 'asc';
  let page = rows;
  if (typeof columns.sort === 'string') page = page.orderBy(columns.sort, order);
  else
    for (const expression of columns.sort.expressions)
      page = page.orderByRaw(`${expression} ${order}`);
  page = page.orderBy(columns.id);
  page = page.offset(query.range[0]).limit(query.range[1] - query.range[0] + 1);
  return { rows: ((await page) as Row[]).map(toDto), total: Number(count) };
}

/** Every page of MAX_PAGE_SIZE rows of a list, in turn (for jobs that visit every row). */
export async function* everyPage<T>(
  page: (range: readonly [number, number]) => Promise<ListResult<T>>,
): AsyncGenerator<T[]> {
  for (let start = 0; ; start += MAX_PAGE_SIZE) {
    const { rows } = await page([start, start + MAX_PAGE_SIZE - 1]);
    if (rows.length > 0) yield rows;
    if (rows.length < MAX_PAGE_SIZE) return;
  }
}
