import type { Knex } from 'knex';

/**
 * A projector that cannot get on: what it failed at, why, and when it tries again. Written by the
 * runner beside the failed transaction, deleted once the projector's checkpoint passes the event,
 * and read by every process's health check (the runner may be in another process).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('projection_failures', (t) => {
    t.text('projector').primary();
    // The event it could not apply; null when the failure was not at one event (reading the log).
    t.bigInteger('commit_position');
    t.bigInteger('prepare_position');
    t.text('event_type');
    t.text('stream_id');
    t.text('error').notNullable();
    t.integer('attempts').notNullable();
    t.timestamp('first_failed_at', { useTz: true }).notNullable();
    t.timestamp('last_failed_at', { useTz: true }).notNullable();
    t.timestamp('next_retry_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('projection_failures');
}
