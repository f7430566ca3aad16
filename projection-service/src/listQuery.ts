import { createHash } from 'node:crypto';
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

/** Answers (counts, sums, reports) as of one state of the projections, by what they answer. */
interface AnswerCache {
  /** Every projector's checkpoint: read models change only when one of these moves. */
  state: string;
  /** Promises, so that callers asking at once share one computation. */
  answers: Map<string, { answer: Promise<unknown>; weight: number }>;
  weight: number;
}

/** Up to this many matching rows are sorted as such (see pageOf). */
const SORT_MATCHES_UP_TO = 5000;

/**
 * What is kept at once, in units of a small answer (a count): past this, keeping restarts. A
 * large answer (a report of 1,000 rows) weighs more, so a caller asking for many of them (a
 * different date each time) cannot make the server hold much.
 */
const WEIGHT_KEPT = 1000;
const answerCaches = new WeakMap<Knex, AnswerCache>();

/**
 * `compute()`, once per `key` and state of the projections. Read models change only together
 * with their projector's checkpoint (one transaction), so an aggregate over them (a list's
 * total, the dashboard's figures) stays true until a checkpoint moves: then a page of a
 * 1,000,000-row list costs its page, not a count of the list. The checkpoints are read before
 * the answer, so a kept answer is never older than its state; callers asking at the same time
 * share one computation, and a failed one is not kept. Without checkpoints (rows written some
 * other way) nothing is kept.
 */
export async function whileProjectionsStand<T>(
  db: Knex,
  key: string,
  compute: () => Promise<T>,
  options: { weight?: number } = {},
): Promise<T> {
  const [{ state } = { state: null }] = (await db('projection_checkpoints').select(
    db.raw(
      `string_agg(projector || ':' || version || ':' || commit_position || ':' || prepare_position, ',' order by projector) as state`,
    ),
  )) as { state: string | null }[];
  if (state === null) return compute();
  let cache = answerCaches.get(db);
  const kept = cache?.state === state ? cache.answers.get(key) : undefined;
  if (kept) return kept.answer as Promise<T>;
  const weight = options.weight ?? 1;
  if (!cache || cache.state !== state || cache.weight + weight > WEIGHT_KEPT) {
    cache = { state, answers: new Map(), weight: 0 };
    answerCaches.set(db, cache);
  }
  const answer = compute();
  const entry = { answer, weight };
  const holder = cache;
  holder.answers.set(key, entry);
  holder.weight += weight;
  answer.catch(() => {
    if (holder.answers.get(key) === entry) {
      holder.answers.delete(key);
      holder.weight -= weight;
    }
  });
  return answer;
}

/** How many rows `filtered` selects (kept while the projections stand). */
export function countOf(db: Knex, filtered: Knex.QueryBuilder): Promise<number> {
  // Hashed: a filter by 1,000 ids is 40 kB of SQL.
  const sql = createHash('sha256').update(filtered.toString()).digest('base64');
  return whileProjectionsStand(db, `count:${sql}`, async () => {
    const [{ count } = { count: 0 }] = await filtered
      .clone()
      .clearSelect()
      .clearOrder()
      .count<{ count: string }[]>('* as count');
    return Number(count);
  });
}

/** A list's sort as SQL: its expressions, then the id (the tiebreaker, in the same direction). */
function sortExpressions(db: Knex, columns: { sort: SortColumn; id: string }): string[] {
  return [
    ...(typeof columns.sort === 'string'
      ? [db.raw('??', [columns.sort]).toString()]
      : columns.sort.expressions),
    db.raw('??', [columns.id]).toString(),
  ];
}

/** `(sort…, id) < (?…)` (or `>`): the rows after a key in a walk in `direction`. */
function afterKey(sort: readonly string[], direction: 'asc' | 'desc'): string {
  return `(${sort.join(', ')}) ${direction === 'desc' ? '<' : '>'} (${sort.map(() => '?').join(', ')})`;
}

/** A page this far (or farther) from both ends of a list starts from a kept anchor. */
export const ANCHOR_EVERY = 2_000;

/**
 * The key (sort values and id, as text) of every `every`-th row of a list in `direction`:
 * one walk of the list, kept while the projections stand, so that a page in the middle of a
 * million rows seeks to the anchor before it and walks fewer than `every` rows from there.
 */
function anchorsOf(
  db: Knex,
  filtered: Knex.QueryBuilder,
  sort: readonly string[],
  direction: 'asc' | 'desc',
  every: number,
): Promise<string[][]> {
  const sql = createHash('sha256')
    .update(`${filtered.toString()}|${sort.join(',')}`)
    .digest('base64');
  return whileProjectionsStand(db, `anchors:${every}:${direction}:${sql}`, async () => {
    const numbered = filtered
      .clone()
      .clearSelect()
      .clearOrder()
      .select(
        db.raw(
          `${sort.map((e, n) => `${e} as k${n}`).join(', ')}, row_number() over (order by ${sort
            .map((e) => `${e} ${direction}`)
            .join(', ')}) as rn`,
        ),
      );
    const rows = (await db
      .from(numbered.as('numbered'))
      // As text only here, for the few rows kept: a Date would drop a timestamp's microseconds.
      .select(sort.map((_, n) => db.raw(`k${n}::text as k${n}`)))
      .whereRaw('rn % ? = 0', [every])
      .orderBy('rn')) as Record<string, string>[];
    return rows.map((row) => sort.map((_, n) => row[`k${n}`]!));
  });
}

/**
 * One page of a filtered list, in two index-friendly steps: the page's ids (`filtered`, sorted
 * by `sortColumn` then the id in the same direction, so one btree on (sort, id) walks it either
 * way), then `rowsOf` those ids only, so joins and per-row columns cost the page, not the list.
 * A page past the middle is read from the other end (the order reversed), so the last page
 * costs what the first does; a page deep inside a long list whose sort keys are never NULL
 * (`keysNeverNull`: the seek compares keys) seeks from the nearest kept anchor (anchorsOf).
 * With the total for Content-Range.
 */
export async function pageOf<Row extends { id: string }, Dto>(
  db: Knex,
  filtered: Knex.QueryBuilder,
  rowsOf: (ids: readonly string[]) => Knex.QueryBuilder,
  query: { sort: { order: 'ASC' | 'DESC' }; range: readonly [number, number] },
  columns: {
    table: string;
    sort: SortColumn;
    id: string;
    keysNeverNull?: boolean;
    /**
     * The same rows written for a walk of the sort's index (a search by a member's name as a
     * hashed `in (select …)`): taken when many match and the page is near the end walked from,
     * so the walk passes few rows that do not match; otherwise `filtered` sorts its matches.
     */
    walk?: Knex.QueryBuilder;
  },
  toDto: (row: Row) => Dto,
  anchorEvery = ANCHOR_EVERY,
): Promise<ListResult<Dto>> {
  const total = await countOf(db, filtered);
  const [first, asked] = query.range;
  const last = Math.min(asked, total - 1);
  if (first > last) return { rows: [], total };
  const sort = sortExpressions(db, columns);
  const asAsked = query.sort.order === 'DESC' ? 'desc' : 'asc';
  const deep = columns.keysNeverNull === true && Math.min(first, total - 1 - last) >= anchorEvery;
  const anchors = deep ? await anchorsOf(db, filtered, sort, asAsked, anchorEvery) : [];
  // Anchor n - 1 is the key of row n × anchorEvery - 1 (0-based): the page starts after it.
  const anchor = Math.min(Math.floor(first / anchorEvery), anchors.length);
  const fromEnd = !deep && first > total / 2;
  const order = fromEnd ? (asAsked === 'desc' ? 'asc' : 'desc') : asAsked;
  // A few matches (a search): sort them, rather than walk the sort's index until they turn up,
  // which the planner, guessing how many match, would otherwise do for the whole table.
  const walked =
    columns.walk && total > SORT_MATCHES_UP_TO
      ? await walkIsShort(db, columns.table, total, fromEnd ? total - first : last + 1)
      : false;
  let page: Knex.QueryBuilder = walked
    ? columns.walk!.clone().clearSelect().select(`${columns.id} as id`)
    : total <= SORT_MATCHES_UP_TO
      ? db
          .from(
            // `offset 0` keeps the planner from merging the two (knex leaves out a 0 offset).
            db.raw('(? offset 0) as ??', [
              filtered.clone().clearSelect().select(`${columns.table}.*`),
              columns.table,
            ]),
          )
          .select(`${columns.id} as id`)
      : filtered.clone().clearSelect().select(`${columns.id} as id`);
  for (const expression of sort) page = page.orderByRaw(`${expression} ${order}`);
  if (anchor > 0) page = page.whereRaw(afterKey(sort, order), anchors[anchor - 1]!);
  page = page
    .offset(fromEnd ? total - 1 - last : first - anchor * anchorEvery)
    .limit(last - first + 1);
  const ids = ((await page) as { id: string }[]).map((r) => r.id);
  if (fromEnd) ids.reverse();
  if (ids.length === 0) return { rows: [], total };
  const byId = new Map(((await rowsOf(ids)) as Row[]).map((row) => [row.id, row]));
  const rows = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toDto(row)] : [];
  });
  return { rows, total };
}

/** Rows a walk may pass to reach its page: past this, sorting the matches costs less. */
const WALK_UP_TO = 20_000;

/**
 * Whether walking the sort's index to the `rows`-th match passes few rows: it passes about
 * `rows` × (rows in the table ÷ matches), the table's rows counted once per state of the projections.
 */
async function walkIsShort(db: Knex, table: string, matches: number, rows: number) {
  const all = await countOf(db, db(table));
  return (rows * all) / matches <= WALK_UP_TO;
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

/**
 * Every row `filtered` selects, `batch` at a time, in the order of `columns.sort` then the id
 * (as pageOf sorts): a keyset walk, each batch starting after the last one's key, so a list of
 * any length streams in bounded memory along the (sort, id) index. The sort must be NOT NULL
 * (a NULL key would end the walk early). Each batch reads its keys, then `rowsOf` those ids.
 */
export async function* everyRowOf<Row extends { id: string }, Dto>(
  db: Knex,
  filtered: Knex.QueryBuilder,
  rowsOf: (ids: readonly string[]) => Knex.QueryBuilder,
  order: 'ASC' | 'DESC',
  columns: { sort: SortColumn; id: string },
  toDto: (row: Row) => Dto,
  batch = 500,
): AsyncGenerator<Dto[]> {
  const sort = sortExpressions(db, columns);
  const direction = order === 'DESC' ? 'desc' : 'asc';
  // Keys as text: a JavaScript Date would drop a timestamp's microseconds and break the keyset.
  const keyColumns = sort.map((expression, n) => db.raw(`(${expression})::text as k${n}`));
  let after: string[] | null = null;
  for (;;) {
    const keys = filtered.clone().clearSelect().clearOrder().select(keyColumns).limit(batch);
    for (const expression of sort) keys.orderByRaw(`${expression} ${direction}`);
    if (after) keys.whereRaw(afterKey(sort, direction), after);
    const page = (await keys) as Record<string, string>[];
    if (page.length === 0) return;
    const ids = page.map((k) => k[`k${sort.length - 1}`]!);
    const byId = new Map(((await rowsOf(ids)) as Row[]).map((row) => [row.id, row]));
    yield ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toDto(row)] : [];
    });
    if (page.length < batch) return;
    const last = page[page.length - 1]!;
    after = sort.map((_, n) => last[`k${n}`]!);
  }
}
