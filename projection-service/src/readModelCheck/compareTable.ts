import type { Knex } from 'knex';

/** A table's columns in order and its primary key (the rows are matched on it). */
export interface TableShape {
  table: string;
  columns: readonly string[];
  key: readonly string[];
}

/** A row as `to_jsonb` gives it: column → value (null when the row is not there). */
export type JsonRow = Record<string, unknown>;

export interface TableComparison {
  /** Rows the replay of the log gives. */
  rows: number;
  differingRows: number;
  /** The first differing rows by key, each as the read model and the log have it. */
  listed: { stored: JsonRow | null; fromLog: JsonRow | null }[];
}

export async function tableShape(db: Knex, table: string): Promise<TableShape> {
  const { rows } = await db.raw<{ rows: { name: string; in_key: number | null }[] }>(
    `select a.attname as name, array_position(i.indkey::int2[], a.attnum) as in_key
       from pg_attribute a
       left join pg_index i on i.indrelid = a.attrelid and i.indisprimary
      where a.attrelid = format('%I.%I', 'public', ?::text)::regclass
        and a.attnum > 0 and not a.attisdropped
      order by a.attnum`,
    [table],
  );
  const key = rows
    .filter((r) => r.in_key !== null)
    .sort((a, b) => a.in_key! - b.in_key!)
    .map((r) => r.name);
  if (!key.length) throw new Error(`${table} has no primary key to match its rows on`);
  return { table, columns: rows.map((r) => r.name), key };
}

/**
 * The read model's table (public) against the replay's (in `scratch`), matched on the key: a
 * row differs when any column does, or when one side lacks it. One pass counts; a second, only
 * when something differs, fetches the first `list` differing rows whole.
 */
export async function compareTable(
  trx: Knex.Transaction,
  shape: TableShape,
  scratch: string,
  list: number,
): Promise<TableComparison> {
  const ids = (prefix: string, columns: readonly string[]) =>
    columns.map(() => `${prefix}.??`).join(', ');
  const on = shape.key.map(() => 'l.?? = s.??').join(' and ');
  const onBindings = shape.key.flatMap((k) => [k, k]);
  const differs = `(${ids('l', shape.columns)}) is distinct from (${ids('s', shape.columns)})`;
  const differsBindings = [...shape.columns, ...shape.columns];
  const joined = `public.?? l full join ??.?? s on ${on}`;
  const joinedBindings = [shape.table, scratch, shape.table, ...onBindings];

  const [counts] = (
    await trx.raw<{ rows: { rows: string; differing: string }[] }>(
      `select count(s.??) as rows, count(*) filter (where ${differs}) as differing
         from ${joined}`,
      [shape.key[0]!, ...differsBindings, ...joinedBindings],
    )
  ).rows;
  const rows = Number(counts?.rows ?? 0);
  const differingRows = Number(counts?.differing ?? 0);
  if (differingRows === 0 || list <= 0) return { rows, differingRows, listed: [] };

  const keyOf = shape.key.map(() => 'coalesce(l.??, s.??) as ??').join(', ');
  const keyOfBindings = shape.key.flatMap((k) => [k, k, k]);
  const back = (alias: string) => shape.key.map(() => `${alias}.?? = d.??`).join(' and ');
  const backBindings = shape.key.flatMap((k) => [k, k]);
  const order = shape.key.map(() => 'd.??').join(', ');
  const { rows: listed } = await trx.raw<{
    rows: { stored: JsonRow | null; from_log: JsonRow | null }[];
  }>(
    `select to_jsonb(l) as stored, to_jsonb(s) as from_log
       from (select ${keyOf} from ${joined} where ${differs}
              order by ${shape.key.map((_, i) => i + 1).join(', ')} limit ?) d
       left join public.?? l on ${back('l')}
       left join ??.?? s on ${back('s')}
      order by ${order}`,
    [
      ...keyOfBindings,
      ...joinedBindings,
      ...differsBindings,
      list,
      shape.table,
      ...backBindings,
      scratch,
      shape.table,
      ...backBindings,
      ...shape.key,
    ],
  );
  return {
    rows,
    differingRows,
    listed: listed.map((r) => ({ stored: r.stored, fromLog: r.from_log })),
  };
}
