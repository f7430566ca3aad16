import type { Knex } from 'knex';

/**
 * Snapshots of deciders' state, so loading a long stream reads only its tail. A cache beside the
 * event store, never the truth: a row can be deleted at any time.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('aggregate_snapshots', (t) => {
    t.text('stream_id').primary();
    t.text('kind').notNullable();
    t.integer('version').notNullable();
    t.bigInteger('revision').notNullable();
    t.jsonb('state').notNullable();
    t.timestamp('taken_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('aggregate_snapshots');
}
