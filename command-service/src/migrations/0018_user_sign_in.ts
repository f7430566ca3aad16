import type { Knex } from 'knex';

/** The Staff screen's last sign-in, and an admin's reset that forces a new password. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('last_sign_in_at', { useTz: true }).nullable();
    t.boolean('must_change_password').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('last_sign_in_at');
    t.dropColumn('must_change_password');
  });
}
