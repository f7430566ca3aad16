import type { Knex } from 'knex';

export type Row = Record<string, unknown>;

/** Rows per multi-row INSERT: kept well under PostgreSQL's 65,535 parameters. */
const MAX_PARAMETERS = 30_000;
/** Keys per `where … in (…)` read. */
const READ_CHUNK = 5000;

/**
 * One table's rows that a batch of events touches, kept in memory: read in a few selects, changed
 * in log order, then written in a few statements (multi-row inserts for new rows, one UPDATE per
 * set of changed columns for the others). It lets a projector apply a page of thousands of events
 * in a handful of statements, which is what makes a rebuild fast.
 */
export class RowBuffer {
  private readonly rows = new Map<string, Row>();
  private readonly fresh = new Set<string>();
  private readonly dirty = new Map<string, Set<string>>();

  constructor(
    private readonly table: string,
    private readonly key: readonly string[],
  ) {}

  private keyOf(row: Row): string {
    return this.key.map((k) => String(row[k])).join('|');
  }

  /** Reads the rows whose `column` is one of `values`, unless already held, in few selects. */
  async load(trx: Knex.Transaction, column: string, values: Iterable<string>): Promise<void> {
    const list = [...new Set(values)];
    for (let i = 0; i < list.length; i += READ_CHUNK) {
      const found: Row[] = await trx(this.table)
        .whereIn(column, list.slice(i, i + READ_CHUNK))
        .select();
      for (const row of found) {
        const k = this.keyOf(row);
        if (!this.rows.has(k)) this.rows.set(k, row);
      }
    }
  }

  get(...key: string[]): Row | undefined {
    return this.rows.get(key.join('|'));
  }

  /** The held rows that match (a scan: for the few rows one batch touches). */
  filter(match: (row: Row) => boolean): Row[] {
    return [...this.rows.values()].filter(match);
  }

  /** A new row; a key already held fails as the INSERT would. */
  insert(row: Row): void {
    const k = this.keyOf(row);
    if (this.rows.has(k))
      throw new Error(`duplicate key value violates unique constraint (${this.table} ${k})`);
    this.rows.set(k, { ...row });
    this.fresh.add(k);
  }

  update(row: Row, patch: Row): void {
    Object.assign(row, patch);
    const k = this.keyOf(row);
    if (this.fresh.has(k)) return;
    const columns = this.dirty.get(k) ?? new Set<string>();
    for (const column of Object.keys(patch)) columns.add(column);
    this.dirty.set(k, columns);
  }

  /** Writes what changed: new rows in multi-row INSERTs, changed ones grouped by their columns. */
  async flush(trx: Knex.Transaction): Promise<void> {
    const fresh = [...this.fresh].map((k) => this.rows.get(k)!);
    if (fresh.length) {
      const columns = new Set(fresh.flatMap((row) => Object.keys(row))).size;
      const chunk = Math.max(1, Math.floor(MAX_PARAMETERS / columns));
      for (let i = 0; i < fresh.length; i += chunk)
        await trx(this.table).insert(fresh.slice(i, i + chunk));
    }
    const groups = new Map<string, { columns: string[]; rows: Row[] }>();
    for (const [k, changed] of this.dirty) {
      const columns = [...changed].sort();
      const signature = columns.join(',');
      const group = groups.get(signature) ?? { columns, rows: [] };
      const row = this.rows.get(k)!;
      group.rows.push(Object.fromEntries([...this.key, ...columns].map((c) => [c, row[c]])));
      groups.set(signature, group);
    }
    for (const { columns, rows } of groups.values()) {
      // The table's own row type converts each value from JSON, whatever the column's type.
      const set = columns.map(() => '?? = v.??').join(', ');
      const on = this.key.map(() => 't.?? = v.??').join(' and ');
      await trx.raw(
        `update ?? as t set ${set} from json_populate_recordset(null::??, ?) as v where ${on}`,
        [
          this.table,
          ...columns.flatMap((c) => [c, c]),
          this.table,
          JSON.stringify(rows),
          ...this.key.flatMap((c) => [c, c]),
        ],
      );
    }
    this.fresh.clear();
    this.dirty.clear();
  }
}
