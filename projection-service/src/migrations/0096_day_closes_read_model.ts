import type { Knex } from 'knex';

/**
 * A branch's day as last closed (one row per branch and day; a reopen marks it): the closing
 * screen, the opening float (the last close before a day), the day-close report and the reminder.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('day_closes', (t) => {
    // `{branch_id}_{day}`: the list's id.
    t.text('id').primary();
    t.uuid('branch_id').notNullable();
    t.date('day').notNullable();
    t.text('status').notNullable();
    t.uuid('closed_by');
    t.timestamp('closed_at', { useTz: true }).notNullable();
    t.bigInteger('opening_float_paise').notNullable();
    for (const line of ['cash', 'card', 'upi', 'bank_transfer']) {
      t.bigInteger(`${line}_expected_paise`).notNullable();
      t.bigInteger(`${line}_counted_paise`).notNullable();
      t.bigInteger(`${line}_difference_paise`).notNullable();
      t.text(`${line}_reason`);
    }
    t.bigInteger('total_difference_paise').notNullable();
    t.jsonb('denominations');
    t.bigInteger('banked_paise').notNullable();
    t.bigInteger('float_left_paise').notNullable();
    t.uuid('reopened_by');
    t.timestamp('reopened_at', { useTz: true });
    t.text('reopen_reason');
    t.unique(['branch_id', 'day']);
  });
  await knex.raw(`
    create index day_closes_day_id_idx on day_closes (day, id);
    create index day_closes_closed_by_idx on day_closes (closed_by, day, id);
    create index day_closes_closed_idx on day_closes (branch_id, day desc) where status = 'closed';
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('day_closes');
}
