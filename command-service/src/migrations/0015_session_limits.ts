import type { Knex } from 'knex';

/**
 * Sessions that end: whose they are (to end them all at a password change, reset or
 * deactivation), when they were signed in (absolute lifetime) and last used (idle time).
 * Sign-in attempts also record the client address, for a per-address limit.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sessions', (t) => {
    t.uuid('user_id').index();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`
    update sessions set user_id = (sess->>'userId')::uuid
    where sess->>'userId' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
  `);
  await knex.schema.alterTable('login_failures', (t) => {
    t.text('address');
  });
  await knex.raw(
    'create index login_failures_address_idx on login_failures (address, failed_at) where address is not null',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('login_failures', (t) => {
    t.dropColumn('address');
  });
  await knex.schema.alterTable('sessions', (t) => {
    t.dropColumn('last_seen_at');
    t.dropColumn('created_at');
    t.dropColumn('user_id');
  });
}
