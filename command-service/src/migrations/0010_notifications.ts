import type { Knex } from 'knex';

/**
 * Outgoing notifications (receipt e-mails, reminders): state, not domain events. The unique
 * dedupe key makes each one happen once, however often a job runs or retries. Not a read model:
 * rebuild leaves it alone.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('notifications', (t) => {
    t.uuid('id').primary();
    t.text('dedupe_key').notNullable().unique();
    t.text('kind').notNullable();
    t.text('recipient').notNullable();
    t.text('subject').notNullable();
    t.text('body').notNullable();
    t.text('related_id');
    t.text('status').notNullable().defaultTo('pending');
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('sent_at', { useTz: true });
    t.text('last_error');
    // Set while one sender delivers; an expired claim (a sender that died) may be taken over.
    t.timestamp('claimed_at', { useTz: true });
    t.index(['created_at']);
    t.index(['kind', 'related_id']);
  });
  await knex.raw(`
    alter table notifications add constraint notifications_status_check
      check (status in ('pending', 'sending', 'sent', 'outbox'))
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('notifications');
}
