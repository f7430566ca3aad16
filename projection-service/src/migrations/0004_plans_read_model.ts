import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('plans', (t) => {
    t.uuid('id').primary();
    t.text('name').notNullable();
    t.text('description');
    t.bigInteger('price_paise').notNullable();
    t.integer('duration_days').notNullable();
    t.jsonb('features').notNullable();
    t.boolean('is_active').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['is_active']);
  });
  await knex.raw('create index plans_name_lower_idx on plans (lower(name))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('plans');
}
