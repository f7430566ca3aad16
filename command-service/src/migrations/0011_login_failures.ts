import type { Knex } from 'knex';

/** Failed sign-ins, for throttling password guessing. State, not events. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('login_failures', (t) => {
    t.bigIncrements('id');
    t.text('username').notNullable();
    t.timestamp('failed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    'create index login_failures_username_idx on login_failures (lower(username), failed_at)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('login_failures');
}
