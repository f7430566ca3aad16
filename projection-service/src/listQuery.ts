import type { Knex } from 'knex';

/** A list request in react-admin's simple REST terms, already validated by the HTTP edge. */
export interface ListQuery<SortField extends string, Filter> {
  sort: { field: SortField; order: 'ASC' | 'DESC' };
  /** Inclusive row range; all rows when absent. */
  range?: readonly [number, number];
  filter: Filter;
}

export interface ListResult<T> {
  rows: T[];
  total: number;
}

/** Escapes LIKE wildcards so a search for "50%" means those characters. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * One page of a filtered list: `rows` selects what to show of the `filtered` rows; sorted by
 * `sortColumn` (then the id, so pages never overlap), with the total for Content-Range.
 */
export async function pageOf<Row, Dto>(
  filtered: Knex.QueryBuilder,
  rows: Knex.QueryBuilder,
  query: { sort: { order: 'ASC' | 'DESC' }; range?: readonly [number, number] },
  columns: { sort: string; id: string },
  toDto: (row: Row) => Dto,
): Promise<ListResult<Dto>> {
  const [{ count } = { count: 0 }] = await filtered
    .clone()
    .clearSelect()
    .count<{ count: string }[]>('* as count');
  let page = rows
    .orderBy(columns.sort, query.sort.order === 'DESC' ? 'desc' : 'asc')
    .orderBy(columns.id);
  if (query.range) page = page.offset(query.range[0]).limit(query.range[1] - query.range[0] + 1);
  return { rows: ((await page) as Row[]).map(toDto), total: Number(count) };
}
