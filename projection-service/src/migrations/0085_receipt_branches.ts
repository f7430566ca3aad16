import type { Knex } from 'knex';

/**
 * The receipts projector's own state of each branch (its details as the log had them), so a
 * receipt states the issuing branch's address, GSTIN and UPI ID as they were when it was issued.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('receipt_branches', (t) => {
    t.uuid('branch_id').primary();
    t.jsonb('branch').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('receipt_branches');
}
