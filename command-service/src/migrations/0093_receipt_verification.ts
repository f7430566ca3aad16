import type { Knex } from 'knex';

/**
 * Receipt verification (`/verify/{code}`): each served receipt's code → its payment (an indexed
 * read; the code itself is recomputed from the log when checked), and the public page's hits per
 * client address in fixed windows, for its rate limit. State, not events.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('receipt_verification_codes', (t) => {
    t.uuid('payment_id').primary();
    t.uuid('membership_id').notNullable();
    /** The receipt number the code was made for (which counter event to read back). */
    t.text('receipt_number').notNullable();
    /** 10 Crockford base32 characters, not unique: two receipts may share one (then both are checked). */
    t.text('code').notNullable().index();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('receipt_verify_hits', (t) => {
    t.text('address').notNullable();
    t.timestamp('window_start', { useTz: true }).notNullable();
    t.integer('hits').notNullable();
    t.primary(['address', 'window_start']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('receipt_verify_hits');
  await knex.schema.dropTable('receipt_verification_codes');
}
