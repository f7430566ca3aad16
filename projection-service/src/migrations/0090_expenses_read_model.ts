import type { Knex } from 'knex';

/**
 * Expenses (one row each; a void marks its row), the categories the owner added, and recurring
 * expenses. `recorded_at` and `voided_at` are the log's instants: a report as of a past date
 * counts what was recorded, and not yet voided, then.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('expenses', (t) => {
    t.uuid('id').primary();
    t.uuid('branch_id').notNullable();
    t.date('expense_day').notNullable();
    t.text('category_id').notNullable();
    t.bigInteger('amount_paise').notNullable();
    t.text('method').notNullable();
    t.text('paid_to').notNullable();
    t.text('bill_number');
    t.text('note');
    t.uuid('recurring_expense_id');
    t.uuid('recorded_by');
    t.timestamp('recorded_at', { useTz: true }).notNullable();
    t.timestamp('voided_at', { useTz: true });
    t.date('void_day');
    t.text('void_reason');
    t.uuid('voided_by');
  });
  await knex.raw(`
    create index expenses_branch_day_idx on expenses (branch_id, expense_day desc, id);
    create index expenses_day_idx on expenses (expense_day desc, id);
    create index expenses_branch_void_day_idx on expenses (branch_id, void_day) where void_day is not null;
    create unique index expenses_recurring_day_idx on expenses (recurring_expense_id, expense_day)
      where recurring_expense_id is not null;
  `);
  await knex.schema.createTable('expense_categories', (t) => {
    t.uuid('id').primary();
    t.text('name').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
  });
  await knex.schema.createTable('recurring_expenses', (t) => {
    t.uuid('id').primary();
    t.uuid('branch_id').notNullable();
    t.text('category_id').notNullable();
    t.bigInteger('amount_paise').notNullable();
    t.text('method').notNullable();
    t.text('paid_to').notNullable();
    t.text('note');
    t.smallint('day_of_month').notNullable();
    t.date('starts_on').notNullable();
    t.uuid('started_by');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('stopped_at', { useTz: true });
    t.text('stop_reason');
  });
  await knex.raw(
    'create index recurring_expenses_running_idx on recurring_expenses (branch_id, id) where stopped_at is null',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('recurring_expenses');
  await knex.schema.dropTable('expense_categories');
  await knex.schema.dropTable('expenses');
}
