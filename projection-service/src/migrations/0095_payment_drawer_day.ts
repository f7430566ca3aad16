import type { Knex } from 'knex';

/**
 * The day whose drawer a void or refund gives money back from (`drawer_day`: the event's
 * drawerDay, a refund's refund_day before it): a branch's day close reads its corrections by
 * (branch, day). A void older than drawerDay has none and is found by its instant instead.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.date('drawer_day');
  });
  await knex.raw(`
    create index if not exists payments_branch_drawer_day_idx on payments (branch_id, drawer_day)
      where drawer_day is not null;
    create index if not exists payments_branch_undated_void_idx on payments (branch_id, corrected_at)
      where drawer_day is null and state = 'voided';
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    drop index if exists payments_branch_undated_void_idx;
    drop index if exists payments_branch_drawer_day_idx;
  `);
  await knex.schema.alterTable('payments', (t) => {
    t.dropColumn('drawer_day');
  });
}
