import type { Knex } from 'knex';

/**
 * Receipts as issued: one row per payment, written when it is recorded, so serving a receipt is
 * one read whatever the membership's history. The receipts projector keeps its own state of each
 * membership, member and the gym's settings (side tables), so the snapshot follows the log in
 * order and a rebuild writes the same receipts. Corrections recorded later are kept per
 * membership in order (`seq`), and a receipt shows those after its own `seq`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('receipts', (t) => {
    t.uuid('payment_id').primary();
    t.uuid('membership_id').notNullable();
    t.integer('seq').notNullable();
    t.text('receipt_number');
    t.jsonb('receipt').notNullable();
  });
  await knex.schema.createTable('receipt_corrections', (t) => {
    t.uuid('membership_id').notNullable();
    t.integer('seq').notNullable();
    t.uuid('payment_id').notNullable();
    t.jsonb('correction').notNullable();
    t.primary(['membership_id', 'seq']);
  });
  await knex.schema.createTable('receipt_memberships', (t) => {
    t.uuid('membership_id').primary();
    t.jsonb('state').notNullable();
  });
  await knex.schema.createTable('receipt_members', (t) => {
    t.uuid('member_id').primary();
    t.jsonb('member').notNullable();
  });
  await knex.schema.createTable('receipt_gym_settings', (t) => {
    t.smallint('id').primary();
    t.jsonb('settings').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'receipt_gym_settings',
    'receipt_members',
    'receipt_memberships',
    'receipt_corrections',
    'receipts',
  ])
    await knex.schema.dropTable(table);
}
