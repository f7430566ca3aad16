import type { Knex } from 'knex';

/**
 * Every change of the gym's logo (sha256 null: removed), so a receipt shows the logo in force when
 * its payment was recorded. The files are the command service's (`gym_logos`, by SHA-256).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('gym_logo_changes', (t) => {
    t.bigInteger('revision').primary();
    t.timestamp('occurred_at', { useTz: true }).notNullable();
    t.text('sha256');
    t.text('content_type');
    t.index(['occurred_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('gym_logo_changes');
}
