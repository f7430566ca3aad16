import type { Knex } from 'knex';

/**
 * Registration attempts per client address, for throttling; state, not events. Member accounts'
 * e-mails need not be unique (a family shares one; an account's e-mail links nothing), so
 * registration never tells whether an e-mail is known. Staff and admin e-mails stay unique.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('registration_attempts', (t) => {
    t.bigIncrements('id');
    t.text('address').notNullable();
    t.timestamp('attempted_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['address', 'attempted_at']);
  });
  await knex.raw(`
    drop index users_email_key;
    create unique index users_email_key on users (lower(email))
      where email is not null and role <> 'member';
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    drop index users_email_key;
    create unique index users_email_key on users (lower(email)) where email is not null;
  `);
  await knex.schema.dropTable('registration_attempts');
}
