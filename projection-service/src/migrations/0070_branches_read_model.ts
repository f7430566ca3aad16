import type { Knex } from 'knex';

/** The business's branches: a few dozen rows at most, listed by name. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('branches', (t) => {
    t.uuid('id').primary();
    t.text('code').notNullable().unique();
    t.text('receipt_prefix').notNullable();
    t.text('name').notNullable();
    t.text('address');
    t.text('phone');
    t.text('state_code');
    t.text('gstin');
    t.text('upi_id');
    t.boolean('open').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
  await knex.raw('create index branches_name_lower_idx on branches (lower(name), id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('branches');
}
