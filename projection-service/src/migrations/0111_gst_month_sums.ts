import type { Knex } from 'knex';

/**
 * `gst_month_sums`: gst_day_sums added up per month of the books day and month of the UTC day
 * recorded, so a year's P&L or a month's GST summary as of any day reads the whole months
 * recorded before that day's month from here (a few rows a branch and month) and only that
 * month's day sums. Filled from the day sums, so no rebuild is needed.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('gst_month_sums', (t) => {
    t.uuid('branch_id').notNullable();
    t.date('books_month').notNullable();
    t.text('gstin').notNullable();
    t.integer('rate_bp').notNullable();
    t.text('kind').notNullable();
    t.date('recorded_month').notNullable();
    t.bigInteger('amount_paise').notNullable();
    t.bigInteger('taxable_paise').notNullable();
    t.bigInteger('cgst_paise').notNullable();
    t.bigInteger('sgst_paise').notNullable();
    t.bigInteger('igst_paise').notNullable();
    t.integer('count').notNullable();
    t.primary(['branch_id', 'books_month', 'gstin', 'rate_bp', 'kind', 'recorded_month']);
  });
  await knex.raw(`
    insert into gst_month_sums
    select branch_id, date_trunc('month', books_day)::date, gstin, rate_bp, kind,
           date_trunc('month', recorded_on)::date, sum(amount_paise), sum(taxable_paise),
           sum(cgst_paise), sum(sgst_paise), sum(igst_paise), sum(count)
      from gst_day_sums
     group by 1, 2, 3, 4, 5, 6`);
  await knex.raw('create index gst_day_sums_recorded_idx on gst_day_sums (recorded_on, books_day)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index gst_day_sums_recorded_idx');
  await knex.schema.dropTable('gst_month_sums');
}
