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
