import type { Knex } from 'knex';

/**
 * The expenses list filtered by category, newest day first: a walk of the category's own rows
 * (at a branch, or at every branch), not of every expense until enough of that category turn up.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create index if not exists expenses_branch_category_day_idx
      on expenses (branch_id, category_id, expense_day desc, id);
    create index if not exists expenses_category_day_idx
      on expenses (category_id, expense_day desc, id);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    drop index if exists expenses_category_day_idx;
    drop index if exists expenses_branch_category_day_idx;
  `);
}
