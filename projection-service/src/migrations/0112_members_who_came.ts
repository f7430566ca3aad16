import type { Knex } from 'knex';

/**
 * The visits report's members who came, each once however many branches (issue 33):
 * - `visitors_per_day`: per day, how many members visited exactly each set of branches (a member
 *   at A and B that day counts 1 under {A,B}), so the members of any branches on a day are the
 *   rows whose set meets them, summed. It replaces `visits_per_day.members` (members per branch,
 *   which double-counted over branches); `visits_per_day` keeps each branch's visits.
 * - `member_visit_months`: which members visited each branch in a month; with the visits of a
 *   range's partial months (`check_ins_day_member_idx`), the different members over a range.
 * Filled from `check_ins`, so no rebuild is needed.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('visitors_per_day', (t) => {
    t.date('day').notNullable();
    // Sorted: one set, one row.
    t.specificType('branch_ids', 'uuid[]').notNullable();
    t.integer('members').notNullable();
    t.primary(['day', 'branch_ids']);
  });
  await knex.schema.createTable('member_visit_months', (t) => {
    t.date('month').notNullable();
    t.uuid('branch_id').notNullable();
    t.uuid('member_id').notNullable();
    t.primary(['month', 'branch_id', 'member_id']);
  });
  await knex.raw(`
    insert into visitors_per_day (day, branch_ids, members)
    select day, branch_ids, count(*)
      from (select day, member_id, array_agg(distinct branch_id order by branch_id) as branch_ids
              from check_ins
             group by day, member_id) visitor
     group by day, branch_ids`);
  await knex.raw(`
    insert into member_visit_months (month, branch_id, member_id)
    select distinct date_trunc('month', day)::date, branch_id, member_id from check_ins`);
  await knex.raw('create index check_ins_day_member_idx on check_ins (day, branch_id, member_id)');
  await knex.schema.alterTable('visits_per_day', (t) => t.dropColumn('members'));
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('visits_per_day', (t) => {
    t.integer('members').notNullable().defaultTo(0);
  });
  await knex.raw(`
    update visits_per_day v set members = m.members
      from (select branch_id, day, count(distinct member_id)::int as members
              from check_ins group by branch_id, day) m
     where m.branch_id = v.branch_id and m.day = v.day`);
  await knex.raw('drop index check_ins_day_member_idx');
  await knex.schema.dropTable('member_visit_months');
  await knex.schema.dropTable('visitors_per_day');
}
