import type { Knex } from 'knex';

/**
 * A branch's payments by member: the payments search finds the members a name matches, then
 * seeks each one's payments at the branch instead of reading every branch's and dropping most.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    'create index if not exists payments_branch_member_idx on payments (branch_id, member_id)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists payments_branch_member_idx');
}
