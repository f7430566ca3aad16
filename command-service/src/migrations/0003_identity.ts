import type { Knex } from 'knex';

/** Users and sessions are state, not domain events. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.uuid('id').primary();
    t.text('username').notNullable();
    t.text('email');
    t.text('password_hash').notNullable();
    t.text('first_name');
    t.text('last_name');
    t.text('profile_image_url');
    t.text('role').notNullable().defaultTo('member');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`
    create unique index users_username_key on users (lower(username));
    create unique index users_email_key on users (lower(email)) where email is not null;
    alter table users add constraint users_role_check check (role in ('admin', 'staff', 'member'));
  `);
  await knex.schema.createTable('sessions', (t) => {
    t.text('sid').primary();
    t.jsonb('sess').notNullable();
    t.timestamp('expire', { useTz: true }).notNullable().index();
  });
  await knex.schema.createTable('app_secrets', (t) => {
    t.text('name').primary();
    t.text('value').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('app_secrets');
  await knex.schema.dropTable('sessions');
  await knex.schema.dropTable('users');
}
