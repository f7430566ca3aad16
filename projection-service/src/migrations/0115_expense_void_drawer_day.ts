import type { Knex } from 'knex';

/**
 * The day whose drawer an expense's void returns its cash to (`void_drawer_day`: the event's
 * drawerDay; before it, the day of the void): the day close reads them by (branch, day), as it
 * reads payments' voids and refunds by their drawer day. Voids so far had no other day: filled
 * from `void_day`, so no rebuild is needed.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('expenses', (t) => {
    t.date('void_drawer_day');
  });
  await knex.raw(`
    update expenses set void_drawer_day = void_day where void_day is not null;
    drop index if exists expenses_branch_void_day_idx;
    create index if not exists expenses_branch_void_drawer_day_idx on expenses (branch_id, void_drawer_day)
      where void_drawer_day is not null;
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    drop index if exists expenses_branch_void_drawer_day_idx;
    create index if not exists expenses_branch_void_day_idx on expenses (branch_id, void_day)
      where void_day is not null;
  `);
  await knex.schema.alterTable('expenses', (t) => {
    t.dropColumn('void_drawer_day');
  });
}
