import type { Knex } from 'knex';

/**
 * `gst_payments.gst_in_amount`: the payment holds its GST (PaymentRecorded's `gstInAmount`), so its
 * refund is taxed as its receipt was. Every payment projected before was recorded before the
 * field existed: false, as the log reads them, so no rebuild is needed.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('gst_payments', (t) => {
    t.boolean('gst_in_amount').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('gst_payments', (t) => {
    t.dropColumn('gst_in_amount');
  });
}
