import type { Knex } from 'knex';

/**
 * The P&L's and GST summary's books (the gstBooks projector). `gst_payments`: each payment's GST
 * as its receipt was issued (the settings and branch then), its void or refund and receipt
 * number. `gst_day_sums`: those figures added up per branch, GSTIN, rate, kind (sale, void,
 * refund), books day and the UTC date the log recorded them, so a year is a few rows a branch and
 * day, and "as of" a day adds the rows recorded before it (the last UTC day's events exactly, from
 * `gst_payments`); `gst_receipt_days` the receipt series the same way. `gst_settings` and `gst_branches`: the projector's own state of the settings.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('gst_settings', (t) => {
    t.smallint('id').primary();
    t.jsonb('settings').notNullable();
  });
  await knex.schema.createTable('gst_branches', (t) => {
    t.uuid('branch_id').primary();
    t.jsonb('branch').notNullable();
  });
  await knex.schema.createTable('gst_payments', (t) => {
    t.uuid('payment_id').primary();
    t.uuid('branch_id').notNullable();
    // '' when the receipt had no GSTIN (no GST charged).
    t.text('gstin').notNullable();
    t.text('state_code');
    t.integer('rate_bp').notNullable();
    t.boolean('prices_include_gst').notNullable();
    t.date('payment_day').notNullable();
    t.bigInteger('amount_paise').notNullable();
    t.bigInteger('taxable_paise').notNullable();
    t.bigInteger('cgst_paise').notNullable();
    t.bigInteger('sgst_paise').notNullable();
    t.bigInteger('igst_paise').notNullable();
    t.timestamp('recorded_at', { useTz: true }).notNullable();
    t.text('receipt_number');
    // "KRM/2026-27" for an automatic number, "Manual" for a receipt book's.
    t.text('series');
    t.integer('sequence');
    t.timestamp('voided_at', { useTz: true });
    t.timestamp('refunded_at', { useTz: true });
    t.date('refund_day');
    t.bigInteger('refund_paise');
    t.bigInteger('refund_taxable_paise');
    t.bigInteger('refund_cgst_paise');
    t.bigInteger('refund_sgst_paise');
    t.bigInteger('refund_igst_paise');
  });
  await knex.raw(`
    create index gst_payments_recorded_idx on gst_payments (recorded_at)
      include (payment_day, branch_id, gstin, rate_bp, taxable_paise, cgst_paise, sgst_paise,
               igst_paise, series, sequence, receipt_number);
    create index gst_payments_voided_idx on gst_payments (voided_at) where voided_at is not null;
    create index gst_payments_refunded_idx on gst_payments (refunded_at) where refunded_at is not null;
  `);
  await knex.schema.createTable('gst_day_sums', (t) => {
    t.uuid('branch_id').notNullable();
    t.date('books_day').notNullable();
    t.text('gstin').notNullable();
    t.integer('rate_bp').notNullable();
    // sale, void (books day: the payment's), refund (books day: the refund's)
    t.text('kind').notNullable();
    t.date('recorded_on').notNullable();
    t.bigInteger('amount_paise').notNullable();
    t.bigInteger('taxable_paise').notNullable();
    t.bigInteger('cgst_paise').notNullable();
    t.bigInteger('sgst_paise').notNullable();
    t.bigInteger('igst_paise').notNullable();
    t.integer('count').notNullable();
    t.primary(['branch_id', 'books_day', 'gstin', 'rate_bp', 'kind', 'recorded_on']);
  });
  // The receipt series per GSTIN, books day and branch: receipts issued (first and last number)
  // and cancelled, by the UTC day the payment (or its void) was recorded, as the sums above.
  await knex.schema.createTable('gst_receipt_days', (t) => {
    t.text('gstin').notNullable();
    t.date('books_day').notNullable();
    t.uuid('branch_id').notNullable();
    t.text('series').notNullable();
    // issued, cancelled
    t.text('kind').notNullable();
    t.date('recorded_on').notNullable();
    t.integer('first_sequence');
    t.integer('last_sequence');
    t.text('first_number');
    t.text('last_number');
    t.integer('count').notNullable();
    t.primary(['gstin', 'books_day', 'branch_id', 'series', 'kind', 'recorded_on']);
  });
  await knex.raw(
    'create index gst_day_sums_gstin_idx on gst_day_sums (gstin, books_day) include (recorded_on)',
  );
  await knex.raw(
    'create index gst_day_sums_day_idx on gst_day_sums (books_day) include (recorded_on, branch_id)',
  );
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'gst_receipt_days',
    'gst_day_sums',
    'gst_payments',
    'gst_branches',
    'gst_settings',
  ])
    await knex.schema.dropTable(table);
}
