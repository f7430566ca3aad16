import type { Knex } from 'knex';

/**
 * The gym's logo files, by the SHA-256 of their bytes: written once (checked to be a PNG or JPEG
 * first), never changed or deleted, so an old receipt keeps its logo. Which one is in force is the
 * event log's (`GymLogoChanged`); this table only keeps the bytes an event names.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('gym_logos', (t) => {
    t.text('sha256').primary();
    t.text('content_type').notNullable();
    t.binary('bytes').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('gym_logos');
}
