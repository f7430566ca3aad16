import type { Knex } from 'knex';
import { MAIN_BRANCH_ID } from '@gym/contracts';

/**
 * The branches a branch manager or staff account works at (`UserDto.branchIds`); an admin works
 * at every branch and a member account at none, so neither has rows. Accounts from before
 * branches worked at the one gym there was: the first branch.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    alter table users drop constraint users_role_check;
    alter table users add constraint users_role_check
      check (role in ('admin', 'branch_manager', 'staff', 'member'));
  `);
  await knex.schema.createTable('user_branches', (t) => {
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.uuid('branch_id').notNullable();
    t.primary(['user_id', 'branch_id']);
    t.index(['branch_id']);
  });
  await knex.raw(
    `insert into user_branches (user_id, branch_id)
     select id, ? from users where role in ('branch_manager', 'staff')`,
    [MAIN_BRANCH_ID],
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('user_branches');
  await knex.raw(`
    alter table users drop constraint users_role_check;
    alter table users add constraint users_role_check check (role in ('admin', 'staff', 'member'));
  `);
}
