import type { Knex } from 'knex';

/**
 * Invitations to the member portal: state, not domain events (the link they lead to is the
 * MemberLinkedToUser event). Only a SHA-256 of the token is kept, so this table alone opens
 * no account.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('member_invitations', (t) => {
    t.uuid('id').primary();
    t.text('token_hash').notNullable().unique();
    t.uuid('member_id').notNullable().index();
    t.uuid('created_by').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    // The account the invitation created.
    t.uuid('user_id');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('member_invitations');
}
