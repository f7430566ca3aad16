import type { Knex } from 'knex';

/**
 * The dashboard's trends: memberships in force on a day (last month's last day) read a range of
 * end dates, whatever their status; a rebuild's tables copy these (`like … including all`).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    'create index memberships_period_idx on memberships (end_date, start_date) where not member_removed',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index memberships_period_idx');
}
