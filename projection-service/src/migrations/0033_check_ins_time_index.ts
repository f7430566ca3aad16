import type { Knex } from 'knex';

/** The check-ins list without a day or member (every visit, newest first) pages along this. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index check_ins_time_idx on check_ins (checked_in_at, id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index check_ins_time_idx');
}
