import type { Knex } from 'knex';
import type { Projector } from './projector';

/** A table's indexes that back no constraint (primary keys and unique constraints do). */
async function secondaryIndexes(
  db: Knex,
  schema: string,
  table: string,
): Promise<{ name: string; definition: string }[]> {
  const { rows } = await db.raw<{ rows: { name: string; definition: string }[] }>(
    `select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
     from pg_index i
     join pg_class c on c.oid = i.indexrelid
     join pg_class t on t.oid = i.indrelid
     join pg_namespace n on n.oid = t.relnamespace
     where n.nspname = ? and t.relname = ?
       and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
     order by c.relname`,
    [schema, table],
  );
  return rows;
}

/** A table's constraints that have an index (keys, unique), by what the index covers. */
async function indexedConstraints(db: Knex, schema: string, table: string) {
  const { rows } = await db.raw<{ rows: { name: string; definition: string }[] }>(
    `select k.conname as name, pg_get_indexdef(k.conindid) as definition
     from pg_constraint k
     join pg_class t on t.oid = k.conrelid
     join pg_namespace n on n.oid = t.relnamespace
     where n.nspname = ? and t.relname = ? and k.conindid <> 0`,
    [schema, table],
  );
  // "CREATE UNIQUE INDEX name ON schema.table USING btree (x)": the kind and what follows USING.
  const covers = (definition: string) =>
    `${definition.startsWith('CREATE UNIQUE') ? 'unique' : ''} ${definition.slice(definition.indexOf(' USING '))}`;
  return new Map(rows.map((r) => [covers(r.definition), r.name]));
}

/**
 * The copy's keys and unique constraints get public's names (LIKE makes up its own), so that a
 * later migration naming one finds it after a rebuild.
 */
async function keepConstraintNames(db: Knex, schema: string, table: string) {
  const original = await indexedConstraints(db, 'public', table);
  for (const [covers, name] of await indexedConstraints(db, schema, table)) {
    const wanted = original.get(covers);
    if (wanted && wanted !== name)
      await db.raw('alter table ??.?? rename constraint ?? to ??', [schema, table, name, wanted]);
  }
}

/** Whether the index is one the projector reads through while applying (see `lookups`). */
export function isLookup(projector: Projector, table: string, definition: string): boolean {
  const covers = definition.slice(definition.indexOf(' USING btree ') + ' USING btree '.length);
  return (projector.lookups ?? []).some((lookup) => lookup === `${table} ${covers}`);
}

/** "CREATE INDEX x ON public.t …" made for the same table in `schema` (same index name). */
function inSchema(definition: string, schema: string): string {
  const at = definition.indexOf(' ON public.');
  if (at < 0) throw new Error(`Cannot read index definition: ${definition}`);
  return `${definition.slice(0, at)} ON "${schema}".${definition.slice(at + ' ON public.'.length)}`;
}

/**
 * Empty copies of the projector's tables in `schema`, with public's constraint names and only the
 * indexes that applying reads through; returns the statements that build the others (after the
 * load: an index costs more kept up row by row than built once). `unlogged`: for copies thrown
 * away after use (no WAL written; a crash empties them).
 */
export async function createSideTables(
  db: Knex,
  projector: Projector,
  schema: string,
  options: { unlogged?: boolean } = {},
): Promise<string[]> {
  const deferred: string[] = [];
  await db.raw('drop schema if exists ?? cascade', [schema]);
  await db.raw('create schema ??', [schema]);
  for (const table of projector.tables) {
    await db.raw(
      `create ${options.unlogged ? 'unlogged ' : ''}table ??.?? (like public.?? including all)`,
      [schema, table, table],
    );
    await keepConstraintNames(db, schema, table);
    for (const index of await secondaryIndexes(db, schema, table)) {
      await db.raw('drop index ??.??', [schema, index.name]);
    }
    for (const index of await secondaryIndexes(db, 'public', table)) {
      const definition = inSchema(index.definition, schema);
      if (isLookup(projector, table, index.definition)) await db.raw(definition);
      else deferred.push(definition);
    }
  }
  return deferred;
}
