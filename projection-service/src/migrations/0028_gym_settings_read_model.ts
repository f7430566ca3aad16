import type { Knex } from 'knex';

/**
 * Every version of the gym's settings, one row per change, so a receipt reads the settings in
 * force when its payment was recorded (a later change never rewrites an issued receipt).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('gym_settings_changes', (t) => {
    t.bigInteger('revision').primary();
    t.timestamp('occurred_at', { useTz: true }).notNullable();
    t.uuid('actor_user_id');
    t.jsonb('settings').notNullable();
    t.index(['occurred_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('gym_settings_changes');
}
