import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payments', (t) => {
    t.uuid('id').primary();
    t.uuid('membership_id').notNullable().index();
    t.uuid('member_id').notNullable().index();
    t.bigInteger('amount_paise').notNullable();
    t.text('method').notNullable();
    t.timestamp('paid_at', { useTz: true }).notNullable();
    t.date('payment_day').notNullable().index();
    t.uuid('received_by');
    t.text('notes');
    t.text('receipt_number');
    t.date('next_payment_due_date');
    t.text('state').notNullable();
    t.bigInteger('refunded_paise').notNullable().defaultTo(0);
    t.date('refund_day').index();
    t.text('correction_reason');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
  await knex.raw(`
    create index payments_receipt_number_idx on payments (lower(receipt_number));
    create index payments_paid_at_idx on payments (paid_at);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('payments');
}
