import type { Knex } from 'knex';
import { skipReceiptEmailsOfPastEvents } from '../receiptEmails/skipPast';

/**
 * Payments whose receipt e-mail is due (receiptEmails/reactor.ts writes them from the log, the
 * send-due-receipts job sends and deletes them). Not a read model: a rebuild never touches it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('receipt_emails_due', (t) => {
    t.uuid('payment_id').primary();
    t.timestamp('due_since', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.text('last_error');
    t.index(['next_attempt_at', 'due_since']);
  });
  // Payments recorded before this upgrade had their receipt job: the reactor starts after them.
  await skipReceiptEmailsOfPastEvents(knex);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('receipt_emails_due');
  await knex('projection_checkpoints').where({ projector: 'receipt-emails' }).delete();
}
