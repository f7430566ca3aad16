import type { Knex } from 'knex';

/** Memberships with their member and plan denormalised, and the ledger totals. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('memberships', (t) => {
    t.uuid('id').primary();
    t.uuid('member_id').notNullable().index();
    t.uuid('plan_id').notNullable().index();
    t.text('plan_name').notNullable();
    t.bigInteger('plan_price_paise').notNullable();
    t.integer('plan_duration_days').notNullable();
    t.text('member_first_name').notNullable();
    t.text('member_last_name').notNullable();
    t.text('member_email').notNullable();
    t.text('member_phone').notNullable();
    t.boolean('member_removed').notNullable().defaultTo(false);
    t.text('member_status').notNullable();
    t.date('start_date').notNullable();
    t.date('end_date').notNullable();
    t.text('status').notNullable();
    t.bigInteger('total_paise').notNullable();
    t.bigInteger('paid_paise').notNullable();
    t.date('next_payment_due_date');
    t.uuid('renews_membership_id');
    t.uuid('renewed_by_membership_id');
    t.text('cancel_reason');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
  await knex.raw(`
    alter table memberships add column remaining_paise bigint generated always as (total_paise - paid_paise) stored;
    create index memberships_status_idx on memberships (status);
    create index memberships_end_date_idx on memberships (end_date) where status not in ('expired', 'cancelled');
    create index memberships_outstanding_idx on memberships (next_payment_due_date) where total_paise > paid_paise and status <> 'cancelled';
    create index memberships_created_idx on memberships (created_at);
  `);
  // The memberships projector's own copy of what it shows of a member (it owns no other table).
  await knex.schema.createTable('membership_members', (t) => {
    t.uuid('id').primary();
    t.text('first_name').notNullable();
    t.text('last_name').notNullable();
    t.text('email').notNullable();
    t.text('phone').notNullable();
    t.text('status').notNullable();
    t.boolean('removed').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('membership_members');
  await knex.schema.dropTable('memberships');
}
