import type { Knex } from 'knex';

/**
 * Every close of a day its own row (`{branch_id}_{day}_{revision}`), a re-close after a reopen
 * beside the close it corrected: a branch and day is no longer unique. The projector's new
 * version rebuilds the rows.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('day_closes', (t) => {
    t.dropUnique(['branch_id', 'day']);
    t.index(['branch_id', 'day', 'id'], 'day_closes_branch_day_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex('day_closes').del();
  await knex.schema.alterTable('day_closes', (t) => {
    t.dropIndex(['branch_id', 'day', 'id'], 'day_closes_branch_day_idx');
    t.unique(['branch_id', 'day']);
  });
}
