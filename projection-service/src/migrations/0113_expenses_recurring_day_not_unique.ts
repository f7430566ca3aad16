import type { Knex } from 'knex';

/**
 * The read model no longer refuses a second expense of one recurring expense on one day: it shows
 * what the log holds. The log refuses a second occurrence itself (one stream per recurring expense
 * and due day), but an older log (a seed before issue 34) may hold two, and a unique index there
 * stopped the expenses projector (and a rebuild) for good. Nothing reads through the index.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists expenses_recurring_day_idx');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    create unique index if not exists expenses_recurring_day_idx
      on expenses (recurring_expense_id, expense_day) where recurring_expense_id is not null
  `);
}
