import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('projection_checkpoints', (t) => {
    t.text('projector').primary();
    t.bigInteger('commit_position').notNullable();
    t.bigInteger('prepare_position').notNullable();
    t.integer('version').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('projection_checkpoints');
}
