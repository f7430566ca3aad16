import type { Knex } from 'knex';

/**
 * Visits at the desk, and members' codes. A member's number (its code "M0042") is given by the
 * members projector in log order of registration, so a rebuild gives every member the same one;
 * visit count and last visit sit on the member's row (no count on read).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('members', (t) => {
    t.integer('member_number').unique();
    t.integer('visit_count').notNullable().defaultTo(0);
    t.timestamp('last_visit_at', { useTz: true });
  });
  await knex.schema.createTable('check_ins', (t) => {
    t.uuid('id').primary();
    t.uuid('member_id').notNullable();
    t.uuid('membership_id');
    t.timestamp('checked_in_at', { useTz: true }).notNullable();
    t.date('day').notNullable();
    t.text('override_reason');
    t.text('override_refusal');
    t.uuid('checked_in_by');
  });
  await knex.raw(`
    create index check_ins_day_idx on check_ins (day, checked_in_at desc, id);
    create index check_ins_member_idx on check_ins (member_id, checked_in_at desc, id);
    create index check_ins_member_day_idx on check_ins (member_id, day);
  `);
  // Visits per day for the report: one row a day, kept as visits come in.
  await knex.schema.createTable('visits_per_day', (t) => {
    t.date('day').primary();
    t.integer('visits').notNullable();
    t.integer('members').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('visits_per_day');
  await knex.schema.dropTable('check_ins');
  await knex.schema.alterTable('members', (t) => {
    t.dropColumn('member_number');
    t.dropColumn('visit_count');
    t.dropColumn('last_visit_at');
  });
}
