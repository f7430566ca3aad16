import type { Knex } from 'knex';

/**
 * When a member was removed, for the admins' Removed members list (newest first, paged along
 * the index). A removed member's row changes no more until restored (the decider refuses edits
 * and visits), so its `updated_at` is the removal's time: no rebuild is needed to fill it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('members', (t) => {
    t.timestamp('removed_at', { useTz: true });
  });
  await knex.raw('update members set removed_at = updated_at where removed');
  await knex.raw(
    'create index members_removed_at_id_idx on members (removed_at, id) where removed',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists members_removed_at_id_idx');
  await knex.schema.alterTable('members', (t) => {
    t.dropColumn('removed_at');
  });
}
